/**
 * The U.S. Civil War: the Confederate naval reinforcement roll (21.10.1–21.10.2, Advanced Game):
 * one die a turn names the piece (an Ironclad under construction, a Naval Battery or a River
 * Flotilla) and two dice on the Random States Table the players key in name the state it is
 * placed in; both are rolled together, as two sides of one roll.
 */
import { rangeEntry } from '../../shared/axis.js';
import { lookup } from '../../shared/table.js';
import { outcomeOf, rollAt, tableOutcomeOdds } from '../../shared/tool-support.js';
import type { Resolution, RollSide, RollTool } from '../../shared/tool.js';
import type { ResultsTable } from '../../shared/types.js';
import { RANDOM_STATES_DICE } from './economy-data.js';
import { NAVAL_REINFORCEMENT } from './naval-data.js';
import { randomStatesSide, stateFor, stateText } from './random-state-roll.js';
import type { RandomStates } from './random-states.js';

const { dice, rule, rows } = NAVAL_REINFORCEMENT;
type Piece = (typeof rows)[number]['key'];

/** The outcomes, one per piece, in the table's order. */
export const NAVAL_REINFORCEMENT_OUTCOMES = rows.map((r) => ({
  key: r.key,
  label: r.label,
  detail: r.detail,
  tone: 'good' as const,
}));

/** The table: die roll → piece. */
export const NAVAL_REINFORCEMENT_TABLE: ResultsTable<Piece> = {
  id: 'naval-reinforcement',
  title: `Confederate naval reinforcement: ${dice.count}d${dice.sides}`,
  rule,
  rows: { label: 'Die roll', entries: rows.map((r) => rangeEntry(r.from, r.to)) },
  cells: rows.map((r) => [r.key]),
  outOfRange: 'clamp',
};

const PIECE: RollSide = {
  id: 'piece',
  label: 'The piece',
  dice,
  inputs: [],
  modifiers: [],
};

const STATE = randomStatesSide(
  'state',
  `Its state (${RANDOM_STATES_DICE.count}d${RANDOM_STATES_DICE.sides}, Random States Table)`,
);

const NOTES = [
  {
    text: 'The last step of the Confederate Reinforcement Segment, in the Advanced Game only (ruling C26). The Confederacy gets no naval replacements and no fixed naval reinforcements.',
    rule: '3.1, 21.10.1',
  },
  {
    text: 'An Ironclad under construction has no strength, cannot move or intercept, and is eliminated if forced to retreat; it is completed by the End Phase roll.',
    rule: '21.10.3',
  },
  {
    text: 'A Naval Battery does nothing in land combat and is eliminated if enemy SPs find it alone.',
    rule: '21.10.4',
  },
];

/** The Confederate naval reinforcement tool under the players' Random States Table (21.10.1, 21.10.2). */
export function navalReinforcementTool(data: RandomStates | null): RollTool<Piece> {
  return {
    id: 'naval-reinforcement',
    title: 'Confederate naval reinforcement',
    rule: '21.10',
    summary: `Once a turn, ${dice.count}d${dice.sides} names the Confederacy's new naval piece and ${RANDOM_STATES_DICE.count}d${RANDOM_STATES_DICE.sides} on the Random States Table its state.`,
    sides: [PIECE, STATE],
    joint: true,
    table: NAVAL_REINFORCEMENT_TABLE,
    outcomes: NAVAL_REINFORCEMENT_OUTCOMES,
    resolve(rolls): Resolution<Piece> {
      const hit = lookup(
        NAVAL_REINFORCEMENT_TABLE,
        rollAt(rolls, 0, 'Naval reinforcement').clamped,
      );
      const total = rollAt(rolls, 1, 'Naval reinforcement').total;
      const row = rows.find((r) => r.key === hit.cell);
      const state = stateFor(data, total);
      return {
        outcome: outcomeOf(NAVAL_REINFORCEMENT_OUTCOMES, hit.cell),
        lookup: hit,
        effects: [
          `${row?.label ?? hit.cell}: ${row?.detail ?? ''}.`,
          stateText(data, total),
          `Place it in a hex ${state ? `of ${state} ` : 'of that state '}that he controls and is in Full Supply; with no such hex it is lost.`,
        ],
      };
    },
    odds: () =>
      tableOutcomeOdds(
        NAVAL_REINFORCEMENT_TABLE,
        dice,
        0,
        (cell) => cell,
        NAVAL_REINFORCEMENT_OUTCOMES,
      ),
    notes: NOTES,
  };
}
