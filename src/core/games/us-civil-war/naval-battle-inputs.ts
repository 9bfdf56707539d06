/**
 * The U.S. Civil War: the naval battle calculator's controls (21.6), and how they read as a
 * battle (`NavalBattleInput`). Bounds come from the rules' caps where there are any.
 */
import type { CalcGroup } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';
import { LAST_TURN } from './calendar.js';
import { UNION_NAVAL_REPLACEMENTS } from './economy-data.js';
import type { IslandHolder, NavalPlace } from './naval-battle-after.js';
import type { NavalBattleInput } from './naval-battle-setup.js';
import { NAVAL_LEADERS, ironcladStrength } from './naval-data.js';
import { SIDES } from './sides.js';
import { countInput as count, flagInput as flag, num, on } from './calc-inputs.js';

/** Control ranges, not rules. */
const RANGE = { csaShips: 10, batteries: 6, dice: 18 } as const;

/** The calculator's inputs as a battle. */
export function navalInput(i: Inputs): NavalBattleInput {
  return {
    attacker: i['attacker'] === 'confederate' ? 'confederate' : 'union',
    turn: num(i, 'turn'),
    ocean: num(i, 'ocean'),
    river: num(i, 'river'),
    leader: on(i, 'leader'),
    ironclads: on(i, 'ironclads'),
    flotillas: num(i, 'flotillas'),
    csaIronclads: num(i, 'csaironclads'),
    coastalFort: on(i, 'coastal'),
    fort: on(i, 'fort'),
    batteries: num(i, 'batteries'),
    escort: on(i, 'escort'),
    card: on(i, 'card'),
    demoralized: on(i, 'demoralized'),
  };
}

const HOLDERS: readonly IslandHolder[] = ['none', 'defender', 'attacker', 'neither'];

/** Where the ships stand, as the player says (21.2.3, 21.6.9). */
export function navalPlace(i: Inputs): NavalPlace {
  const island = HOLDERS.find((h) => h === i['island']) ?? 'none';
  return { island, attackerGuns: on(i, 'attackerguns') };
}

/** The calculator's groups of controls. */
export const NAVAL_BATTLE_GROUPS: readonly CalcGroup[] = [
  {
    legend: 'The battle',
    rule: '21.6',
    inputs: [
      {
        kind: 'choice',
        id: 'attacker',
        label: 'Attacker',
        options: [
          { value: 'union', label: SIDES.union },
          { value: 'confederate', label: SIDES.confederate },
        ],
        default: 'union',
      },
      {
        kind: 'count',
        id: 'turn',
        label: 'Turn',
        noun: 'turn',
        min: 1,
        max: LAST_TURN,
        default: 1,
      },
    ],
  },
  {
    legend: 'Union ships (undamaged NSPs)',
    rule: '21.2',
    inputs: [
      count('ocean', 'Oceangoing NSPs', UNION_NAVAL_REPLACEMENTS.maxOcean, 1),
      count('river', 'River NSPs', UNION_NAVAL_REPLACEMENTS.maxRiver),
      flag('leader', `A Naval Leader (${NAVAL_LEADERS.join(', ')}) is present`, '21.2.8'),
      flag(
        'ironclads',
        'Ironclad Strength: activated by a Naval or Any card, against a Coastal Fort, Island or Blockade Runner Ocean Port',
        '21.5',
      ),
    ],
    hints: (i) => [
      [
        `Ironclad Strength on turn ${num(i, 'turn')}: ${ironcladStrength(num(i, 'turn'))} NSPs, for one attacking oceangoing stack a phase. `,
        { rule: '21.5' },
      ],
    ],
  },
  {
    legend: 'Confederate ships (undamaged)',
    rule: '21.10',
    inputs: [
      count('flotillas', 'River Flotillas', RANGE.csaShips),
      count('csaironclads', 'Completed Ironclads', RANGE.csaShips),
    ],
  },
  {
    legend: 'The defender’s installations in the hex',
    rule: '21.6.4',
    inputs: [
      flag('coastal', 'Coastal Fort', '10.3'),
      flag('fort', 'Fort (any level)', '10.2'),
      count('batteries', 'Confederate Naval Batteries', RANGE.batteries, 0, '21.10.4'),
    ],
  },
  {
    legend: 'The attacker',
    rule: '21.6.5',
    inputs: [
      flag('card', 'Plays a Naval or Any card for the battle', '18.1'),
      flag('demoralized', 'Is Demoralized', '21.14'),
      flag('escort', 'Only Gunboats or Cottonclads, no counters', '21.7, 21.11'),
    ],
  },
  {
    legend: 'Where the ships end the phase',
    rule: '21.2.3, 21.6.9',
    inputs: [
      {
        kind: 'choice',
        id: 'island',
        label: 'Hatteras Inlet or Roanoke Island space',
        options: [
          { value: 'none', label: 'Neither: another hex or hexside' },
          { value: 'defender', label: 'Yes, held by the defender' },
          { value: 'attacker', label: 'Yes, held by the attacker' },
          { value: 'neither', label: 'Yes, held by neither side' },
        ],
        default: 'none',
        display: 'list',
      },
      flag(
        'attackerguns',
        'The attacker has a Fort, Coastal Fort or Naval Battery facing the battle hex or hexside',
        '21.2.3',
      ),
    ],
  },
  {
    legend: 'The dice rolled (0 until rolled)',
    rule: '21.6.2',
    inputs: [
      count('ar', 'Attacker’s dice total', RANGE.dice),
      count('dr', 'Defender’s dice total', RANGE.dice),
    ],
  },
];
