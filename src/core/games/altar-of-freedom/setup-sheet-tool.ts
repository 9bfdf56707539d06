/**
 * Altar of Freedom's setup sheet as a `SetupSheetDescriptor`: a scenario and the paper to
 * choose, the generals' entered PP and traits, and for each scenario its sheet: the battle at a
 * glance, the grid of sectors, moods and break points, both armies, the turn track, the
 * reinforcements, special rules, terrain and the rulings applied. Every unit is named through
 * the scenario's own data.
 */
import { choiceText } from '../../shared/sheet-choices.js';
import type { SetupSheetDescriptor, SetupSheetDoc } from '../../shared/setup-sheet.js';
import { span } from '../../shared/sheet-text.js';
import { GENERAL_RATINGS_KIND, type GeneralRatings } from './general-ratings.js';
import { META } from './meta.js';
import { scenarioNames } from './names.js';
import { scenarioChoice } from './scenario-choice.js';
import { loadScenario } from './scenarios.js';
import type { Scenario } from './schema.js';
import {
  reinforcementsSection,
  rulingsSection,
  specialRulesSection,
  terrainSection,
  turnsSection,
} from './setup-sheet-play.js';
import { armySection, breakPointSection, glanceSection, mapSection } from './setup-sheet-top.js';

const DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return DATE.format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
}

/** The whole sheet of scenario `s`, with the player's entered ratings beside each general. */
export function scenarioSheet(s: Scenario, ratings: GeneralRatings | undefined): SetupSheetDoc {
  const names = scenarioNames(s);
  return {
    masthead: {
      kicker: [`${META.title} · Scenario setup · `, span('nowrap', `Sheet ${s.sheet}`)],
      title: s.title,
      subtitle: [{ time: s.date, text: formatDate(s.date) }, ' ', { rule: s.rule }],
      spread: true,
    },
    page: { topLeft: `${META.title} · ${s.title}`, topRight: 'Scenario setup sheet' },
    blocks: [
      { pair: [glanceSection(s), mapSection(s)], look: 'wide-second' },
      breakPointSection(s),
      { pair: s.armies.map((a) => armySection(s, a, names, ratings)) },
      turnsSection(s, names),
      reinforcementsSection(s, names),
      specialRulesSection(s),
      terrainSection(s),
      rulingsSection(s),
    ],
  };
}

/** The setup sheet tool. */
export const setupSheetTool: SetupSheetDescriptor<GeneralRatings> = {
  kind: 'setup-sheet',
  choices: [scenarioChoice(), { kind: 'paper' }],
  entered: GENERAL_RATINGS_KIND,
  unreadable: "This scenario's data could not be read.",
  sheet(values, ratings) {
    const r = loadScenario(choiceText(values, 'scenario'));
    return r.ok ? scenarioSheet(r.value, ratings) : null;
  },
};
