/**
 * The Price of Freedom: the march attrition tool, for one region entered (§16.3). The owner
 * rolls a die, takes 1 off when force-marching, and loses one spent corps if the result is at
 * most the number of spent corps subject to attrition: never more than one per region.
 */
import { flagModifier } from '../../shared/modifier-rows.js';
import { D6, diceDistribution, shiftDistribution } from '../../shared/index.js';
import type { Inputs, RollResult } from '../../shared/index.js';
import type { Outcome, Resolution, RollSide, RollTool } from '../../shared/tool.js';
import { BATTLE_MAX_CORPS } from './constants.js';
import { countOf, netModifier, outcomeOf, rollAt } from './tool-support.js';
import { countInput, flagInput } from '../../shared/input-builders.js';

/** Outcomes of a march attrition roll (§16.3.4). */
export const MARCH_ATTRITION_OUTCOMES: readonly Outcome[] = [
  { key: 'loss', label: 'One spent corps lost', tone: 'bad' },
  { key: 'no-loss', label: 'No loss', tone: 'good' },
];

const SIDE: RollSide = {
  id: 'army',
  label: 'Moving army',
  dice: D6,
  inputs: [
    countInput(
      'spentSubject',
      'Spent corps subject to attrition here',
      0,
      BATTLE_MAX_CORPS,
      '§16.3.2, §16.3.4',
      {
        help: 'Corps entering their 3rd or later region of this move that were already spent before entering it.',
        default: 1,
      },
    ),
    flagInput('forceMarch', 'Force-marching', '§16.2.2, §16.3.4'),
  ],
  modifiers: [flagModifier('forceMarch', 'Force-marching', -1, '§16.3.4')],
};

function resolve(rolls: readonly RollResult[], inputs: Inputs): Resolution {
  const roll = rollAt(rolls, 0, 'March attrition');
  const subject = countOf(inputs, 'spentSubject', 0);
  const effects = ['Fresh corps entering their 3rd or later region become spent (§16.3.3).'];
  if (subject > 0 && roll.total <= subject) {
    return {
      outcome: outcomeOf(MARCH_ATTRITION_OUTCOMES, 'loss'),
      effects: [
        `${roll.total} is at most ${subject}: one spent corps goes back to the force pool (§16.3.4-16.3.5).`,
        ...effects,
        'A commander left with no corps goes to the force pool, with his HQ if he has one (§16.3.6).',
      ],
    };
  }
  return {
    outcome: outcomeOf(MARCH_ATTRITION_OUTCOMES, 'no-loss'),
    effects: [
      subject === 0
        ? 'No spent corps is subject: no roll is needed.'
        : `${roll.total} is above ${subject}: no loss.`,
      ...effects,
    ],
  };
}

/** The march attrition tool, one region at a time (§16.3). */
export const marchAttritionTool: RollTool = {
  id: 'march-attrition',
  title: 'March attrition',
  rule: '§16.3',
  summary:
    'For each region from the 3rd entered in a move: roll a die (−1 force-marching); at most the number of spent corps subject loses one.',
  sides: [SIDE],
  notes: [
    { text: 'At most one corps is lost per region entered.', rule: '§16.3.4' },
    {
      text: 'Only armies moving by land; never STRATEGIC TRANSFER or sea moves.',
      rule: '§16.3.1, §16.6.5',
    },
    {
      text: 'Apply it before any interception, withdrawal, further move or battle.',
      rule: '§16.3.1',
    },
    {
      text: 'If turning fresh corps spent leaves a majority of the army spent, its remaining allowance drops by 1, once in a move; a pick-up never does (ruling C1).',
      rule: '§16.2.4, §16.3.3; C1',
    },
  ],
  outcomes: MARCH_ATTRITION_OUTCOMES,
  resolve,
  odds(inputs: Inputs) {
    const subject = countOf(inputs, 'spentSubject', 0);
    const totals = shiftDistribution(diceDistribution(D6), netModifier(SIDE, inputs));
    let loss = 0;
    for (const { key, weight } of totals.outcomes)
      if (subject > 0 && key <= subject) loss += weight;
    return {
      outcomes: [
        { key: 'loss', weight: loss },
        { key: 'no-loss', weight: totals.total - loss },
      ],
      total: totals.total,
    };
  },
};
