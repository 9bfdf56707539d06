/**
 * The Price of Freedom: the campaign attrition tool, one region and one side at a time, in the
 * end phase (§19). The owner rolls a die with the modifiers of §19.1 and loses one corps or
 * garrison, permanently, when the result is lower than the corps and garrisons present.
 */
import { D6, diceDistribution, shiftDistribution } from '../../shared/index.js';
import type { Inputs, RollResult } from '../../shared/index.js';
import type { Outcome, Resolution, RollTool } from '../../shared/tool.js';
import {
  CAMPAIGN_ATTRITION_SIDE,
  MAX_CORPS_IN_REGION,
  USA_ROLLS,
} from './campaign-attrition-side.js';
import { moreSpentThanCorps } from './conditions.js';
import { countOf, flagOf, netModifier, outcomeOf, rollAt } from './tool-support.js';

/** Outcomes of a campaign attrition roll (§19.1). */
export const CAMPAIGN_ATTRITION_OUTCOMES: readonly Outcome[] = [
  { key: 'loss', label: 'One corps or garrison lost for good', tone: 'bad' },
  { key: 'no-loss', label: 'No loss', tone: 'good' },
];

/** The number attrition compares with: own corps plus garrisons in the region (§19.1). */
export function attritionCount(inputs: Inputs): number {
  const garrison = inputs['side'] !== 'csa' && flagOf(inputs, 'garrison') ? 1 : 0;
  return countOf(inputs, 'corps', 0) + garrison;
}

/**
 * Whether a roll is needed (design note to §19.1): with `count` corps and garrisons and net
 * modifier `modifier`, 'no-loss' when even a 1 is not lower (1 + m ≥ N), 'loss' when even a 6
 * is lower (6 + m < N), else 'roll'.
 */
export function campaignAttritionShortcut(
  count: number,
  modifier: number,
): 'no-loss' | 'loss' | 'roll' {
  if (1 + modifier >= count) return 'no-loss';
  if (6 + modifier < count) return 'loss';
  return 'roll';
}

function resolve(rolls: readonly RollResult[], inputs: Inputs): Resolution {
  const roll = rollAt(rolls, 0, 'Campaign attrition');
  const n = attritionCount(inputs);
  if (roll.total < n) {
    return {
      outcome: outcomeOf(CAMPAIGN_ATTRITION_OUTCOMES, 'loss'),
      effects: [
        `${roll.total} is lower than ${n}: one corps or garrison is lost for the rest of the game (§19.1, §19.3).`,
        'It comes from the largest army in the region; a garrison counts as a 1-corps army; the owner breaks ties (§19.2).',
        'A commander left with no corps goes to the force pool, with his HQ if he has one (§19.4).',
      ],
    };
  }
  return {
    outcome: outcomeOf(CAMPAIGN_ATTRITION_OUTCOMES, 'no-loss'),
    effects: [`${roll.total} is not lower than ${n}: no loss.`],
  };
}

/** The campaign attrition tool (§19). */
export const campaignAttritionTool: RollTool = {
  id: 'campaign-attrition',
  title: 'Campaign attrition',
  rule: '§19',
  summary:
    'In the end phase, each side rolls a die per region it occupies; lower than its corps and garrisons there loses one for good.',
  sides: [CAMPAIGN_ATTRITION_SIDE],
  checks: [
    {
      when: moreSpentThanCorps('corps', 'spent', MAX_CORPS_IN_REGION),
      message: 'There cannot be more spent corps than corps.',
      rule: '§19.1',
    },
    {
      when: {
        all: [{ input: 'corps', eq: 0 }, { not: { all: [USA_ROLLS, { input: 'garrison' }] } }],
      },
      message: 'With no corps and no garrison there is nothing to roll for.',
      rule: '§19.1',
    },
  ],
  notes: [
    {
      text: 'At most one loss per region; both sides roll at the same time.',
      rule: '§19.1, §19.3',
    },
    {
      text: 'No roll is needed when a 1 would not lose, and the loss is certain when a 6 would (the odds show 0% or 100%).',
      rule: '§19.1 design note',
    },
    {
      text: 'Spent corps are counted over all own corps in the region (ruling A5).',
      rule: '§19.1; A5',
    },
    {
      text: 'The out-of-supply exception needs exactly one Union corps or garrison (ruling A6).',
      rule: '§19.1; A6',
    },
    {
      text: 'The rulebook example says its roll of 4 becomes 2; its modifiers give 1 (ruling C4).',
      rule: '§19.1; C4',
    },
  ],
  outcomes: CAMPAIGN_ATTRITION_OUTCOMES,
  resolve,
  odds(inputs: Inputs) {
    const n = attritionCount(inputs);
    const totals = shiftDistribution(
      diceDistribution(D6),
      netModifier(CAMPAIGN_ATTRITION_SIDE, inputs),
    );
    let loss = 0;
    for (const { key, weight } of totals.outcomes) if (key < n) loss += weight;
    return {
      outcomes: [
        { key: 'loss', weight: loss },
        { key: 'no-loss', weight: totals.total - loss },
      ],
      total: totals.total,
    };
  },
};

/** A region's campaign attrition at a glance: what is compared, the net modifier, the shortcut. */
export interface AttritionCheck {
  /** Own corps plus garrisons in the region (§19.1). */
  readonly count: number;
  readonly modifier: number;
  readonly shortcut: 'no-loss' | 'loss' | 'roll';
}

/** The campaign attrition check for the tool's inputs, without rolling (§19.1 design note). */
export function campaignAttritionCheck(inputs: Inputs): AttritionCheck {
  const count = attritionCount(inputs);
  const modifier = netModifier(CAMPAIGN_ATTRITION_SIDE, inputs);
  return { count, modifier, shortcut: campaignAttritionShortcut(count, modifier) };
}
