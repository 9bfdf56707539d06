/**
 * The U.S. Civil War: the initiative roll as a tool (4.1–4.2). Each player rolls one die; the
 * higher goes first and the difference is the Action Points both players get, per theater on a
 * difference of one, On to Richmond! on the largest. Doubles draw a card and roll again.
 */
import { rangeEntry } from '../../shared/axis.js';
import { mapDistribution } from '../../shared/distribution.js';
import { countInput, flagInput } from '../../shared/input-builders.js';
import { opposedDistribution } from '../../shared/odds.js';
import { lookup } from '../../shared/table.js';
import {
  countOf as numberOf,
  flagOf,
  inOutcomeOrder,
  outcomeOf,
  rollAt,
} from '../../shared/tool-support.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { Inputs, ResultsTable } from '../../shared/types.js';
import {
  HAND_LIMIT,
  INITIATIVE_DIE,
  ON_TO_RICHMOND,
  PHASES_PER_TURN,
  SLOWER_PACE,
  THEATER_DIFFERENCE,
} from './initiative-data.js';
import {
  countOf,
  doublesEffects,
  initiativeEffects,
  initiativeNext,
  type InitiativeSituation,
} from './initiative-effects.js';
import { actionCostsLine } from './action-points-text.js';
import { SIDES } from './sides.js';

/** Every difference the dice can show, 0 (doubles) to the die's largest face less one. */
const DIFFERENCES = Array.from({ length: INITIATIVE_DIE.sides }, (_, i) => i);

/** The outcome key of a difference. */
export function differenceKey(difference: number): string {
  if (difference === 0) return 'doubles';
  return difference === THEATER_DIFFERENCE ? 'theaters' : `ap-${difference}`;
}

/** The outcomes by difference: doubles, per-theater AP, then each larger number of AP. */
export const INITIATIVE_OUTCOMES: readonly Outcome[] = DIFFERENCES.map((d) => {
  if (d === 0)
    return { key: 'doubles', label: 'Doubles: draw a card, roll again', tone: 'neutral' };
  const ap = countOf(d, 'Action Point');
  const label =
    d === THEATER_DIFFERENCE
      ? `${ap} in each theater`
      : `${ap}${(ON_TO_RICHMOND.differences as readonly number[]).includes(d) ? ', On to Richmond!' : ''}`;
  return { key: differenceKey(d), label, tone: 'neutral' };
});

/** The initiative table: the difference of the dice and what it gives. */
export const INITIATIVE_TABLE: ResultsTable<string> = {
  id: 'initiative',
  title: 'Initiative: difference of the dice',
  rule: '4.1',
  rows: { label: 'Difference', entries: DIFFERENCES.map((d) => rangeEntry(d, d)) },
  cells: INITIATIVE_OUTCOMES.map((o) => [o.label]),
  outOfRange: 'reject',
};

/** A player's die: no modifiers (4.1.1). The Union side carries the turn's situation. */
const UNION: RollSide = {
  id: 'union',
  label: `${SIDES.union} die`,
  dice: INITIATIVE_DIE,
  inputs: [
    countInput('phase', 'Action Phase of the turn', 1, PHASES_PER_TURN, '4.1.1'),
    flagInput(
      'slower',
      `1861 Slower Pace: Turn ${SLOWER_PACE.turns.join(', ')}`,
      SLOWER_PACE.rule,
      { help: `These turns have ${SLOWER_PACE.phases} Action Phases.` },
    ),
    flagInput('advanced', 'Advanced Game (naval rules)', '21.1'),
  ],
  modifiers: [],
};

const CONFEDERATE: RollSide = {
  id: 'confederate',
  label: `${SIDES.confederate} die`,
  dice: INITIATIVE_DIE,
  inputs: [
    flagInput('richmond', `The ${SIDES.confederate} player controls Richmond`, '4.1.4', {
      default: true,
    }),
  ],
  modifiers: [],
};

/** The situation read from the inputs. */
function situationOf(inputs: Inputs): InitiativeSituation {
  return {
    phase: numberOf(inputs, 'phase', 1),
    slower: flagOf(inputs, 'slower'),
    richmond: flagOf(inputs, 'richmond'),
    advanced: flagOf(inputs, 'advanced'),
  };
}

/** The initiative tool (4.1–4.3, 18.2, 21.1, S1.3). */
export const initiativeTool: RollTool<string> = {
  id: 'initiative',
  title: 'Initiative and Action Points',
  rule: '4.1–4.2',
  summary: `Each player rolls ${INITIATIVE_DIE.count}d${INITIATIVE_DIE.sides}: the higher goes first, and the difference is both players’ Action Points.`,
  sides: [UNION, CONFEDERATE],
  table: INITIATIVE_TABLE,
  outcomes: INITIATIVE_OUTCOMES,
  resolve(rolls, inputs) {
    const u = rollAt(rolls, 0, 'Initiative').total;
    const c = rollAt(rolls, 1, 'Initiative').total;
    const difference = Math.abs(u - c);
    const hit = lookup(INITIATIVE_TABLE, difference);
    const outcome = outcomeOf(INITIATIVE_OUTCOMES, differenceKey(difference));
    const effects =
      difference === 0
        ? doublesEffects()
        : initiativeEffects(u > c ? 'union' : 'confederate', difference, situationOf(inputs));
    const first = difference === 0 ? null : u > c ? 'union' : 'confederate';
    return {
      outcome,
      lookup: hit,
      next: initiativeNext(first, difference, situationOf(inputs)),
      effects,
    };
  },
  odds() {
    const diff = opposedDistribution(
      { dice: INITIATIVE_DIE, modifier: 0 },
      { dice: INITIATIVE_DIE, modifier: 0 },
    );
    return inOutcomeOrder(
      INITIATIVE_OUTCOMES,
      mapDistribution(diff, (d) => differenceKey(Math.abs(d))),
    );
  },
  checks: [
    {
      when: { all: [{ input: 'slower' }, { input: 'phase', gte: SLOWER_PACE.phases + 1 }] },
      message: `the 1861 Slower Pace turns have only ${SLOWER_PACE.phases} Action Phases.`,
      rule: SLOWER_PACE.rule,
    },
  ],
  notes: [
    {
      text: 'Record the difference on the Dice Differential Track; both players get the same Action Points, the first player acting, fighting and checking supply before the second.',
      rule: '4.1.1, 4.2',
    },
    {
      text: `Doubles may come again and again: a card each time, never more than ${HAND_LIMIT} in hand.`,
      rule: '4.1.2, 18.2',
    },
    { text: `Action costs: ${actionCostsLine()}.`, rule: '4.3' },
  ],
};
