/**
 * The U.S. Civil War: the Isolated Group's side of a surrender check: what spares it the roll,
 * the points it already has, and the modifiers of 13.6.4. Values are read from `supply-data.ts`.
 */
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';
import type { RollSide } from '../../shared/tool.js';
import { COUNTER_LIMITS } from './charts-data.js';
import { SUPPLY_CARD_RULE, SURRENDER_AT, SURRENDER_DIE, SURRENDER_DRM } from './supply-data.js';

const NOT_NAVAL = { not: { input: 'naval' } } as const;

/** The Isolated Group rolling for surrender. */
export const SURRENDER_SIDE: RollSide = {
  id: 'group',
  label: 'The Isolated Group',
  dice: { count: SURRENDER_DIE.count, sides: SURRENDER_DIE.sides },
  inputs: [
    flagInput('provisions', 'In, or with an LOC to, a Source of Provisions', '13.6.1', {
      help: 'A space not enemy-controlled and not next to an enemy SP; never an Island or Coastal Fort.',
    }),
    flagInput('card', 'A SUPPLY Special Action card is played for it', SUPPLY_CARD_RULE),
    countInput('points', 'Surrender Points it has', 0, SURRENDER_AT.points - 1, '13.6.3'),
    flagInput('naval', 'Naval Units only, Low on Coal', '21.2.7'),
    countInput(
      'defense',
      'Defense Rating of one of its Generals',
      0,
      COUNTER_LIMITS.ratingMax,
      '13.6.4',
      {
        help: 'You pick any one General in the group.',
        showWhen: NOT_NAVAL,
      },
    ),
    choiceInput(
      'hex',
      'It holds a friendly Objective or Resource Hex',
      [
        ['none', 'No'],
        ['fort', 'Yes, with a Fort (F1–F3)'],
        ['open', 'Yes, without a Fort'],
      ],
      '13.6.4',
    ),
  ],
  modifiers: [
    {
      id: 'defense',
      label: 'A General’s Defense Rating',
      value: SURRENDER_DRM.defensePerPoint.value,
      per: 'defense',
      rule: SURRENDER_DRM.defensePerPoint.rule,
      when: NOT_NAVAL,
    },
    {
      id: 'hex-fort',
      label: 'Objective or Resource Hex with a Fort',
      value: SURRENDER_DRM.hexWithFort.value,
      rule: SURRENDER_DRM.hexWithFort.rule,
      when: { input: 'hex', eq: 'fort' },
    },
    {
      id: 'hex-open',
      label: 'Objective or Resource Hex without a Fort',
      value: SURRENDER_DRM.hexWithoutFort.value,
      rule: SURRENDER_DRM.hexWithoutFort.rule,
      when: { input: 'hex', eq: 'open' },
    },
  ],
};
