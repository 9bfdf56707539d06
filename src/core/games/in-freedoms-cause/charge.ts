/**
 * In Freedom's Cause: the charge sequence as ordered steps (Charges and Melee): who may charge,
 * each morale check in turn and what its result allows, reactions and pass-through fire, the
 * melee, continuing melees and the breakthrough. In our words; numbers and screen names come from
 * the data.
 */
import type { ReferenceEntry, RichText } from '../../shared/reference.js';
import {
  CHARGE_CHECKS as CHECK,
  CHARGING_BOX,
  COMMAND_RANGE_INCHES,
  DEFEND_CHARGE,
  HELD_FIRE_SHARE,
  ORDERS_RULE,
  CHARGE_FORMATIONS,
  CHARGE_RULE,
} from './charge-data.js';
import { CHARGE_BONUS, FRONT_ARC_DEGREES, inchText } from './movement-data.js';
import { FORMATION_LABELS } from './troop-types.js';

const formations = CHARGE_FORMATIONS.map((f) => FORMATION_LABELS[f].toLowerCase()).join(', ');
const share = inchText(HELD_FIRE_SHARE).slice(0, -1);

/** Who may declare a charge, and at what. */
export const CHARGE_CONDITIONS: readonly RichText[] = [
  ['Undisordered infantry or cavalry only; artillery and generals never charge.'],
  [
    `Within ${inchText(COMMAND_RANGE_INCHES)} of a general (coop pickets always count as in command).`,
  ],
  [
    `In ${formations}; never from march column or square, and never with a formation change. `,
    { rule: 'Formations and Movement' },
  ],
  [
    `The target within reach: the terrain-modified move with ${inchText(CHARGE_BONUS.foot)} added for troops on foot, ${inchText(CHARGE_BONUS.mounted)} for mounted cavalry (ruling C5; the `,
    { tool: 'movement', text: 'movement calculator' },
    ' works it out).',
  ],
  [
    `The target within ${FRONT_ARC_DEGREES}° of either side of the front, and in sight when the charge is declared.`,
  ],
  [
    `On Defend orders only against an enemy no stronger and disordered, or when the charger and friends within ${inchText(DEFEND_CHARGE.withinInches)} outnumber the enemy units there ${DEFEND_CHARGE.ratio} to 1 (ruling A16; `,
    { tool: 'defend-charge', text: 'check it' },
    '). ',
    { rule: ORDERS_RULE },
  ],
  ['Mark the charge path and its furthest point before anything moves: a breakthrough needs them.'],
];

const step = (
  n: number,
  id: string,
  name: string,
  description: string,
  fields: ReferenceEntry['fields'],
): ReferenceEntry => ({ id, name: `${n}. ${name}`, description, fields });

/** The charge sequence, step by step. */
export const CHARGE_STEPS: readonly ReferenceEntry[] = [
  step(1, 'ordered', CHECK.ordered, 'The charging unit tests.', [
    { term: 'Check', value: [CHECK.ordered] },
    { term: 'Failed', value: ['No charge; the result says what else the unit may do.'] },
    { term: 'Passed', value: ['Go on.'] },
  ]),
  step(2, 'receiving', CHECK.receiving, 'The target tests.', [
    { term: 'Check', value: [CHECK.receiving] },
    {
      term: 'Result',
      value: ['Whether the target may react, and whether it stands or panics (and how).'],
    },
  ]),
  step(3, 'reactions', 'Reactions', 'Only if the result allows it and the target has not acted.', [
    {
      term: 'Target',
      items: [
        ['Move away from the charger.'],
        ['Fire at the full charge distance.'],
        [
          `Hold fire: test ${CHECK.holdFire}; passed, fire at ${share} the charge distance; failed, involuntary fire at the full distance.`,
        ],
      ],
    },
    {
      term: 'Pass-through fire',
      value: [
        'Other enemies whose arc the path crosses, able to fire and not yet acted, may fire, measured to the charger’s start or halfway along its path. It uses their action.',
      ],
    },
    {
      term: 'Charger',
      value: [
        `No ${CHECK.casualties} check for this fire; an attached general still risks a casualty.`,
      ],
    },
  ]),
  step(4, 'fired-on', CHECK.firedOn, 'Only if the reactions caused the charger casualties.', [
    { term: 'Check', value: [CHECK.firedOn] },
    { term: 'Result', value: ['Close, halt and return fire, pull back, and so on.'] },
  ]),
  step(5, 'melee', 'Melee', 'If the charger closes, it moves into contact and a round is fought.', [
    { term: 'Melee screen', value: [`Tick “${CHARGING_BOX}”.`] },
    { term: 'Except', value: ['Mounted cavalry against a square: leave it unticked.'] },
    {
      term: 'Target out of reach',
      value: ['The charger moves its full charge distance along its path and stops (ruling A9).'],
    },
  ]),
  step(
    6,
    'loser',
    'The loser tests',
    'More melee casualties lose; fire during the charge does not count.',
    [
      { term: 'Loser', value: [`Each unit tests ${CHECK.lost}.`] },
      { term: 'Loser stands', value: [`A winner that took casualties tests ${CHECK.casualties}.`] },
      { term: 'Tie', value: [`Every unit on both sides tests ${CHECK.casualties}.`] },
    ],
  ),
  step(
    7,
    'breakthrough',
    'Breakthrough',
    'A charger that won and drove the target off may go on.',
    [
      { term: 'Move', value: ['Along the marked path, up to its furthest point.'] },
      {
        term: 'New contact',
        value: [
          `An immediate round, “${CHARGING_BOX}” ticked: no checks, reactions or pass-through fire first.`,
        ],
      },
    ],
  ),
  step(8, 'occupy', 'Occupy', 'Even without a breakthrough.', [
    { term: 'Winner', value: ['May move into the ground the loser gave up.'] },
    { term: 'Tie', value: ['A side left alone in place may occupy too.'] },
  ]),
];

/** Melees that go on, and who has acted. */
export const MELEE_AFTER: readonly RichText[] = [
  [
    'A melee goes on while the units stay in contact: when at least one losing unit stands, or after a tie. ',
    { rule: CHARGE_RULE },
  ],
  [
    'It is fought again when any unit in it is given the initiative (that side attacks) or a fresh unit charges in; every unit in it takes part, and each has then acted.',
  ],
  [
    'Charger and target have acted once they began the charge, fired, reacted or fought; a target that did neither may still act (ruling A8).',
  ],
];
