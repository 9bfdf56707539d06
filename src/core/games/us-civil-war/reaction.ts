/**
 * The U.S. Civil War: the reaction roll as a tool. The non-phasing player's stack with a General
 * tries to Intercept, Avoid Battle or (optionally) Manoeuvre: two dice plus the modifiers of 9.4
 * must reach the target; between a Coastal Fort and its own port the reaction needs no roll.
 */
import { rangeEntry } from '../../shared/axis.js';
import { tableRoll } from '../../shared/table-roll.js';
import { choiceOf, flagOf } from '../../shared/tool-support.js';
import type { Outcome, Resolution, RollTool } from '../../shared/tool.js';
import type { Inputs, ResultsTable } from '../../shared/types.js';
import { REACTION_KINDS, REACTION_ROLL, type ReactionKind } from './reaction-data.js';
import { reactionFailureEffects, reactionSuccessEffects } from './reaction-effects.js';
import { CHARTS_USER_DATA, type Charts } from './charts-data.js';
import { reactionGenerals } from './reaction-generals.js';
import { kindIn, reactingSide } from './reaction-side.js';

const { dice, target } = REACTION_ROLL;

/** The two results of a reaction roll. */
export const REACTION_OUTCOMES: readonly [success: Outcome, failure: Outcome] = [
  { key: 'succeeds', label: 'The reaction succeeds', tone: 'good' },
  { key: 'fails', label: 'The reaction fails', tone: 'bad' },
];

/** The reaction table: below the target fails, the target or more succeeds. */
export const REACTION_TABLE: ResultsTable<string> = {
  id: 'reaction',
  title: `Reaction: ${dice.count}d${dice.sides} + modifiers`,
  rule: REACTION_ROLL.rule,
  rows: {
    label: 'Modified roll',
    entries: [rangeEntry(null, target - 1), rangeEntry(target, null)],
  },
  cells: [['fails'], ['succeeds']],
  outOfRange: 'clamp',
};

/** A cell of the reaction table in words: its outcome's label. */
export function reactionCellText(cell: string): string {
  return REACTION_OUTCOMES.find((o) => o.key === cell)?.label ?? cell;
}

/** The reaction named by the inputs (Interception when unset). */
export function reactionKindOf(inputs: Inputs): ReactionKind {
  const kind = choiceOf(inputs, 'kind', 'interception');
  return kind in REACTION_KINDS ? (kind as ReactionKind) : 'interception';
}

/** Whether the reaction is automatic: between a Coastal Fort and its own port (10.3.2). */
export function reactionIsAutomatic(inputs: Inputs): boolean {
  return flagOf(inputs, 'coastal') && reactionKindOf(inputs) !== 'manoeuvre';
}

const AUTOMATIC =
  'No roll is needed between a Coastal Fort and its own port when you hold both; the dice do not count (10.3.2).';

/** The rolled part of the tool under the players' charts: table, outcomes, effects, odds. */
const rolled = (data: Charts) =>
  tableRoll({
    title: 'Reaction',
    side: reactingSide(data),
    table: REACTION_TABLE,
    outcomes: REACTION_OUTCOMES,
    outcomeKey: (cell) => cell,
    effects: (cell, inputs) => {
      const kind = reactionKindOf(inputs);
      const name = REACTION_KINDS[kind].label;
      return cell === 'succeeds'
        ? [`${name} succeeds.`, ...reactionSuccessEffects(kind)]
        : [`${name} fails: ${target} or more was needed.`, ...reactionFailureEffects(kind)];
    },
  });

/**
 * The reaction tool (9.2–9.4, 10.3.2, 22.3, 22.6) under the players' charts: their generals'
 * counters (ruling G7) are picked by name, or the rating is typed when none is entered.
 */
export function reactionToolFor(data: Charts): RollTool<string> {
  const base = rolled(data);
  const generals = reactionGenerals(data);
  return {
    id: 'reaction',
    rule: '9.2–9.4, 22.3, 22.6',
    summary: `A stack with a General reacts to an enemy force: ${dice.count}d${dice.sides} plus modifiers must reach ${target}.${generals.say}`,
    ...base,
    resolve(rolls, inputs): Resolution<string> {
      const rolled = base.resolve(rolls, inputs);
      if (!reactionIsAutomatic(inputs)) return rolled;
      const kind = reactionKindOf(inputs);
      return {
        outcome: REACTION_OUTCOMES[0],
        effects: [AUTOMATIC, ...reactionSuccessEffects(kind)],
      };
    },
    odds(inputs) {
      if (!reactionIsAutomatic(inputs)) return base.odds(inputs);
      return {
        outcomes: [
          { key: REACTION_OUTCOMES[0].key, weight: 1 },
          { key: REACTION_OUTCOMES[1].key, weight: 0 },
        ],
        total: 1,
      };
    },
    checks: [
      ...generals.checks,
      {
        when: { all: [{ not: { input: 'general' } }, { not: { input: 'coastal' } }] },
        message:
          'a reaction needs a General; a force with only its intrinsic General cannot react.',
        rule: '9.2.1, 9.3.1, 5.10',
      },
      {
        when: {
          all: [
            kindIn('interception', 'manoeuvre'),
            { input: 'river', in: ['navigable-unbridged', 'navigable-enemy'] },
          ],
        },
        message:
          'no Interception or Manoeuvre across an unbridged Navigable River or one under enemy Naval Control.',
        rule: '9.4, 22.6',
      },
      {
        when: {
          all: [
            kindIn('avoid'),
            { input: 'river', in: ['navigable-unbridged', 'navigable-enemy'] },
          ],
        },
        message:
          'no Avoid Battle across an unbridged Navigable River; a bridge under enemy Naval Control cannot be used.',
        rule: '9.3.2, 5.4.3',
      },
      {
        when: { input: 'mountain', eq: 'impassable' },
        message: 'no reaction across an impassable hexside.',
        rule: '9.1, 9.3.2',
      },
    ],
    notes: [
      {
        text: `Every modifier adds up, save the optional friendly-hex bonus, which never joins the cavalry bonus; no natural roll fails or succeeds by itself, so a net modifier of +${target - dice.count} or more always succeeds (ruling C27).`,
        rule: '9.4, 22.3',
      },
      {
        text: 'Only the non-phasing player reacts; it costs no Action Points or MPs. Every stack that will try to intercept into a hex is named before any rolls, one attempt per hex entered.',
        rule: '9, 9.2.2',
      },
      {
        text: 'Roll an Avoid Battle before choosing its hex. A stack may try both; it picks which goes first and sees that result.',
        rule: '9.4, 9.3.4',
      },
      {
        text: 'A General tries Interception or Manoeuvre against one entry, not both; name the hex before rolling.',
        rule: '22.6',
      },
      { text: 'Retreats and Cavalry Backups cannot be intercepted.', rule: '9.2.1' },
    ],
  };
}

/** The reaction tool before any counter is entered (the page's first draw). */
export const reactionTool: RollTool<string> = reactionToolFor(CHARTS_USER_DATA.empty());
