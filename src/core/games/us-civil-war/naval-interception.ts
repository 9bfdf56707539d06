/**
 * The U.S. Civil War: Naval Interception as a roll tool (21.4.2). When enemy ships enter a
 * Naval ZOI, the non-phasing ships roll two dice, modified for a Union Naval Leader or a
 * Confederate Ironclad, and must reach the target; between a Coastal Fort and its own Ocean
 * Port the interception needs no roll.
 */
import { flagInput } from '../../shared/input-builders.js';
import { tableRoll } from '../../shared/table-roll.js';
import { flagOf } from '../../shared/tool-support.js';
import type { Resolution, RollSide, RollTool } from '../../shared/tool.js';
import {
  CSA_IRONCLAD_INTERCEPT_DRM,
  NAVAL_INTERCEPTION,
  NAVAL_LEADER_DRM,
  NAVAL_LEADERS,
} from './naval-data.js';
import { targetOutcomes, targetTable, type TargetCell } from './naval-threshold.js';

const { dice, target, rule } = NAVAL_INTERCEPTION;

/** The outcomes: the interceptors reach the enemy, or not. */
export const NAVAL_INTERCEPTION_OUTCOMES = targetOutcomes(
  'The interception succeeds',
  'The interception fails',
);

/** The intercepting ships: two dice and their modifiers. */
export const INTERCEPTING_SIDE: RollSide = {
  id: 'intercepting',
  label: 'Intercepting ships',
  dice,
  inputs: [
    flagInput('leader', `A Union Naval Leader (${NAVAL_LEADERS.join(', ')}) is with them`, rule),
    flagInput('ironclad', 'A Confederate Ironclad intercepts or is among them', rule, {
      help: 'An Ironclad under construction never intercepts.',
    }),
    flagInput('coastal', 'Between a Coastal Fort and its own Ocean Port, you hold both', '10.3.2'),
  ],
  modifiers: [
    {
      id: 'leader',
      label: 'Union Naval Leader',
      value: NAVAL_LEADER_DRM,
      rule,
      when: { input: 'leader' },
    },
    {
      id: 'ironclad',
      label: 'Confederate Ironclad',
      value: CSA_IRONCLAD_INTERCEPT_DRM,
      rule,
      when: { input: 'ironclad' },
    },
  ],
};

const SUCCESS =
  'Place the interceptors in the hex the enemy entered, on the hexside it entered: a naval battle follows at once.';

const ROLLED = tableRoll<TargetCell>({
  title: 'Naval interception',
  side: INTERCEPTING_SIDE,
  table: targetTable(
    'naval-interception',
    `Naval interception: ${dice.count}d${dice.sides} + modifiers`,
    rule,
    target,
  ),
  outcomes: NAVAL_INTERCEPTION_OUTCOMES,
  outcomeKey: (cell) => cell,
  effects: (cell) =>
    cell === 'succeeds' ? [SUCCESS] : [`The enemy ships go on: ${target} or more was needed.`],
});

const AUTOMATIC =
  'No roll between a Coastal Fort and its own Ocean Port when the non-phasing player holds both; the dice do not count (10.3.2).';

/** The naval interception tool (21.4.2, 10.3.2). */
export const navalInterceptionTool: RollTool<TargetCell> = {
  id: 'naval-interception',
  rule: '21.4',
  summary: `Ships entering an enemy Naval ZOI may be intercepted: ${dice.count}d${dice.sides} plus modifiers must reach ${target}.`,
  ...ROLLED,
  resolve(rolls, inputs): Resolution<TargetCell> {
    const rolled = ROLLED.resolve(rolls, inputs);
    if (!flagOf(inputs, 'coastal')) return rolled;
    return {
      outcome: NAVAL_INTERCEPTION_OUTCOMES[0],
      effects: [AUTOMATIC, SUCCESS],
    };
  },
  odds(inputs) {
    if (!flagOf(inputs, 'coastal')) return ROLLED.odds(inputs);
    return {
      outcomes: [
        { key: 'succeeds', weight: 1 },
        { key: 'fails', weight: 0 },
      ],
      total: 1,
    };
  },
  checks: [
    {
      when: { all: [{ input: 'leader' }, { input: 'ironclad' }] },
      message: 'Naval Leaders are Union and Ironclads Confederate: one side intercepts.',
      rule: '21.2.8, 21.4.2',
    },
  ],
  notes: [
    {
      text: 'Damaged ships take part only when stacked with undamaged ones other than Ironclads under construction. Multiple and partial interceptions work as on land.',
      rule: '21.4.2, 9.2',
    },
    {
      text: 'There is no naval Avoid Battle, save Port Protection and between a Coastal Fort and its own Ocean Port.',
      rule: '21.4.3, 21.4.4',
    },
  ],
};
