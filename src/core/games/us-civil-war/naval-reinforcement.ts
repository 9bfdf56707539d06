/**
 * The U.S. Civil War: the Confederate naval reinforcement roll (21.10.1–21.10.2, Advanced Game):
 * one die a turn names the piece (an Ironclad under construction, a Naval Battery or a River
 * Flotilla); the Random States Table then names the state it is placed in.
 */
import { rangeEntry } from '../../shared/axis.js';
import { tableRoll } from '../../shared/table-roll.js';
import type { RollSide, RollTool } from '../../shared/tool.js';
import type { ResultsTable } from '../../shared/types.js';
import { RANDOM_STATES_DICE } from './economy-data.js';
import { NAVAL_REINFORCEMENT } from './naval-data.js';

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

const SIDE: RollSide = {
  id: 'confederate',
  label: 'Confederate player',
  dice,
  inputs: [],
  modifiers: [],
};

const ROLLED = tableRoll<Piece>({
  title: 'Confederate naval reinforcement',
  side: SIDE,
  table: NAVAL_REINFORCEMENT_TABLE,
  outcomes: NAVAL_REINFORCEMENT_OUTCOMES,
  outcomeKey: (cell) => cell,
  effects: (cell) => {
    const row = rows.find((r) => r.key === cell);
    return [
      `${row?.label ?? cell}: ${row?.detail ?? ''}.`,
      `Roll ${RANDOM_STATES_DICE.count}d${RANDOM_STATES_DICE.sides} on the Random States Table (player aid card) for its state, and place it in a hex there that he controls and is in Full Supply; with no such hex it is lost.`,
    ];
  },
});

/** The Confederate naval reinforcement tool (21.10.1, 21.10.2). */
export const navalReinforcementTool: RollTool<Piece> = {
  id: 'naval-reinforcement',
  rule: '21.10',
  summary: `Once a turn, ${dice.count}d${dice.sides} names the Confederacy's new naval piece; the Random States Table names its state.`,
  ...ROLLED,
  notes: [
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
  ],
};
