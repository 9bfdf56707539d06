import { html, type TemplateResult } from 'lit';
import { scenarioIndex } from '../../core/games/altar-of-freedom/index.js';

/** Every scenario as an option of a select, `selected` chosen: for the pages that pick one. */
export function scenarioOptions(selected: string): TemplateResult[] {
  const index = scenarioIndex();
  const scenarios = index.ok ? index.value.scenarios : [];
  return scenarios.map(
    (s) => html`<option value=${s.slug} ?selected=${s.slug === selected}>${s.title}</option>`,
  );
}
