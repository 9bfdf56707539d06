/**
 * Altar of Freedom: the choice of a bundled scenario above its printable sheets (the setup sheet
 * and the labels), kept in the link as `scenario=<slug>`.
 */
import type { ChoiceOption, SelectChoice } from '../../shared/sheet-choices.js';
import { scenarioIndex } from './scenarios.js';

/** The scenario shown when the link names none. */
export const DEFAULT_SCENARIO = 'shiloh';

/** The bundled scenarios, as options (slug and title). */
export function scenarioOptions(): ChoiceOption[] {
  const index = scenarioIndex();
  return index.ok ? index.value.scenarios.map((s) => ({ value: s.slug, label: s.title })) : [];
}

/** The scenario choice (`scenario=<slug>`), Shiloh unless the link names another. */
export function scenarioChoice(): SelectChoice {
  const options = scenarioOptions();
  const fallback = options.find((o) => o.value === DEFAULT_SCENARIO)?.label ?? DEFAULT_SCENARIO;
  return {
    kind: 'select',
    key: 'scenario',
    label: 'Scenario',
    options,
    fallback: DEFAULT_SCENARIO,
    notice: (text) => `There is no scenario “${text.slice(0, 40)}”; showing ${fallback}.`,
  };
}
