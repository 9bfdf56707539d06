/**
 * Altar of Freedom's setup sheet, its second part: the turn track with what happens during and
 * at the end of each turn (arrival rolls until they cannot fail), the reinforcements, the
 * special rules, the terrain and the rulings applied. Sheet data only (see `SetupSheetDoc`).
 */
import { citationsTextWithin } from '../../shared/citation.js';
import type { SheetSection } from '../../shared/setup-sheet.js';
import { rulingsSheetSection } from '../../shared/sheet-rulings.js';
import type { SheetRun, SheetText } from '../../shared/sheet-text.js';
import { rule } from '../../shared/sheet-text.js';
import { arrivalNeeds } from './arrivals.js';
import type { NamedId } from './names.js';
import { scenarioRulings } from './scenario-rulings.js';
import type { Reinforcement, Scenario } from './schema.js';
import { SIDE_NAMES } from './display-names.js';
import { rulingNote, shortRule, unitRuns } from './setup-sheet-parts.js';

type Names = ReadonlyMap<string, NamedId>;

const optional = (r: Reinforcement): SheetRun[] =>
  r.optional === true ? [{ em: ['Optional:'] }, ' '] : [];

/** The special rules in force during `turn`. */
function during(s: Scenario, turn: number): SheetText[] {
  return s.specialRules.flatMap((r) => {
    const e = r.effect;
    if (!e || !('turns' in e) || !e.turns.includes(turn)) return [];
    const who = 'side' in e ? `${SIDE_NAMES[e.side]}: ` : '';
    return [[`${who}${r.title} `, rule(shortRule(r.rule))]];
  });
}

/** What arrives at the end of `turn`, and the arrival rolls due, until a roll cannot fail. */
function atEnd(s: Scenario, turn: number, names: Names): SheetText[] {
  return s.reinforcements.flatMap((r): SheetText[] => {
    if (r.kind === 'scheduled' && r.turn === turn)
      return [
        [
          ...optional(r),
          ...unitRuns(r.units, names),
          ` arrive${r.units.length === 1 ? 's' : ''} at ${r.at}`,
        ],
      ];
    if (r.kind === 'roll' && r.roll && turn >= r.turn) {
      const attempt = turn - r.turn + 1;
      const needs = arrivalNeeds(r, attempt);
      // Once a roll cannot fail, the units are on the table: no later rolls.
      if (attempt > 1 && arrivalNeeds(r, attempt - 1) <= 1) return [];
      const need =
        needs <= 1
          ? 'arrive whatever is rolled'
          : `roll ${needs}${needs < r.roll.die ? '+' : ''} on a D${r.roll.die} to arrive`;
      return [[...optional(r), ...unitRuns(r.units, names), `: ${need} `, rule(shortRule(r.rule))]];
    }
    return [];
  });
}

const listOrNothing = (items: SheetText[]): SheetText =>
  items.length > 0 ? [{ list: items }] : [];

/** The turn track, one row per turn with a tick box on paper. */
export function turnsSection(s: Scenario, names: Names): SheetSection {
  return {
    id: 'turns-h',
    title: ['Turn track ', rule(s.lengthRule)],
    flow: true,
    content: [
      {
        kind: 'table',
        look: ['turns', 'by-time', 'terse'],
        columns: [
          { text: 'Turn' },
          { text: 'Time' },
          { text: 'During the turn' },
          { text: 'At the end of the turn' },
        ],
        checklist: 'Played',
        rows: s.turns.map((t) => ({
          head: [String(t.turn)],
          cells: [
            { text: [t.time], look: 'time' },
            listOrNothing(during(s, t.turn)),
            listOrNothing(atEnd(s, t.turn, names)),
          ],
        })),
      },
    ],
  };
}

/** How a reinforcement arrives. */
function how(r: Reinforcement): string {
  if (r.kind === 'scheduled') return 'Arrive at the table edge; no PP needed';
  const roll = r.roll;
  if (!roll) return 'Roll';
  const bonus = roll.bonusPerAttempt > 0 ? `, +${roll.bonusPerAttempt} for each earlier roll` : '';
  return `Roll a D${roll.die} at each end of turn until they arrive: ${roll.target}${roll.target < roll.die ? '+' : ''} to arrive${bonus}`;
}

/** The reinforcements, by turn, with the ruling on them. */
export function reinforcementsSection(s: Scenario, names: Names): SheetSection {
  const turnOf = (n: number) => s.turns.find((t) => t.turn === n);
  const rows = [...s.reinforcements].sort((a, b) => a.turn - b.turn);
  const ruling = scenarioRulings(s).filter((r) => r.id === 'A37');
  return {
    id: 'reinf-h',
    title: ['Reinforcements'],
    flow: true,
    content:
      rows.length === 0
        ? [{ kind: 'paragraph', text: ['None: both armies start with every unit on the table.'] }]
        : [
            {
              kind: 'table',
              look: ['reinforcements'],
              columns: [
                { text: 'End of turn' },
                { text: 'Arriving' },
                { text: 'Enters at' },
                { text: 'How' },
              ],
              rows: rows.map((r) => ({
                head: [
                  `T${r.turn}${r.kind === 'roll' ? ' on' : ''} `,
                  { span: [turnOf(r.turn)?.time ?? r.time], look: 'time' },
                ],
                cells: [
                  [{ side: r.side }, ' ', ...optional(r), ...unitRuns(r.units, names)],
                  [r.at],
                  [how(r), ' ', rule(r.rule)],
                ],
              })),
            },
            ...ruling.map((r) => ({
              kind: 'paragraph' as const,
              look: 'ruling' as const,
              text: rulingNote(r, s),
            })),
          ],
  };
}

/** A scenario's special rule or terrain feature: its text and its rulebook place. */
interface NamedRule {
  readonly text: string;
  readonly rule: string;
}

/** A table of named rules: the name, the text, the rulebook place, under `heads`. */
function rulesTable<R extends NamedRule>(
  id: string,
  title: string,
  heads: readonly [name: string, text: string],
  rows: readonly R[],
  name: (r: R) => string,
): SheetSection {
  return {
    id,
    title: [title],
    flow: true,
    content: [
      {
        kind: 'table',
        look: ['rules'],
        columns: [{ text: heads[0] }, { text: heads[1] }, { text: 'Ref.' }],
        rows: rows.map((r) => ({
          head: [name(r)],
          cells: [[r.text], { text: [rule(r.rule)], look: 'ref' }],
        })),
      },
    ],
  };
}

/** The special rules and order-of-battle notes. */
export const specialRulesSection = (s: Scenario) =>
  rulesTable(
    'special-h',
    'Special rules and order-of-battle notes',
    ['Rule', 'In play'],
    s.specialRules,
    (r) => r.title,
  );

/** The terrain features and their effects. */
export const terrainSection = (s: Scenario) =>
  rulesTable('terrain-h', 'Terrain', ['Feature', 'Effect'], s.terrain, (t) => t.feature);

/** Every ruling the scenario's setup relies on, with its places inside the scenario. */
export function rulingsSection(s: Scenario): SheetSection {
  return rulingsSheetSection(scenarioRulings(s), {
    long: true,
    places: (r) => citationsTextWithin(r.cites, s.title),
    intro: [
      {
        kind: 'paragraph',
        look: 'intro',
        text: [
          'Where the rulebook contradicts itself or is silent, the app reads it as follows. ',
          {
            span: ['The rulebook places of each are on the game’s Rulings page.'],
            look: 'print-only',
          },
        ],
      },
    ],
  });
}
