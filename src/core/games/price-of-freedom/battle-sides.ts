/**
 * The Price of Freedom: the two sides of the battle tool and the 16 battle die roll modifiers
 * of §17.3.3, each given only to the side it can apply to. Every modifier applies to the
 * player's own roll; they are cumulative. Data only (conditions are built from the inputs).
 */
import { flagModifier, perModifier } from '../../shared/modifier-rows.js';
import { D6 } from '../../shared/index.js';
import type { Condition, Modifier } from '../../shared/index.js';
import type { RollSide } from '../../shared/tool.js';
import {
  ATTACKER_INPUTS,
  CSA_ATTACKS,
  DEFENDER_INPUTS,
  GARRISON_ALONE,
  NAMED_REGION,
  SITUATION_INPUTS,
  USA_ATTACKS,
} from './battle-inputs.js';
import { halfOrMoreSpent } from './conditions.js';
import { BATTLE_MAX_CORPS, BATTLE_ROLL_CLAMP, ENTRENCHMENT_FROM_TURN } from './constants.js';

const IN_WASHINGTON: Condition = { input: 'region', eq: 'washington' };
const IN_RICHMOND: Condition = { input: 'region', eq: 'richmond' };
/** Washington is a Union home region; elsewhere the player says whose home it is (§2.1). */
const USA_HOME: Condition = {
  any: [
    IN_WASHINGTON,
    {
      all: [{ not: NAMED_REGION }, { input: 'home', eq: 'usa' }],
    },
  ],
};
/** Richmond, Vicksburg and Atlanta are Confederate home regions; elsewhere the player says (§2.1). */
const CSA_HOME: Condition = {
  any: [
    { input: 'region', in: ['richmond', 'vicksburg', 'atlanta'] },
    {
      all: [{ not: NAMED_REGION }, { input: 'home', eq: 'csa' }],
    },
  ],
};
const NO_FOG: Condition = { not: { input: 'fogOfWar' } };

/** The attacker's modifiers (§17.3.3). */
export const ATTACKER_MODIFIERS: readonly Modifier[] = [
  {
    id: 'a_home',
    label: 'Fighting in a home region',
    value: 1,
    rule: '§17.3.3',
    when: { any: [{ all: [USA_ATTACKS, USA_HOME] }, { all: [CSA_ATTACKS, CSA_HOME] }] },
    note: 'Applies to the attacker too (ruling A4).',
  },
  {
    id: 'a_garrison',
    label: 'Supported by Union garrison',
    value: 1,
    rule: '§17.2.5, §17.3.3',
    when: { all: [USA_ATTACKS, { input: 'a_garrison' }, { input: 'a_garrisonBonus', eq: 'any' }] },
    note: '§7.1.3 gives it only to a defending Union army, so it counts for an attacker only when the players choose so (ruling C3).',
  },
  flagModifier('a_intercepted', 'Successful interception', 1, '§16.5.3, §17.3.3'),
  perModifier('a_cmdr', 'Commander’s ADRM', 1, '§2.2.1, §17.3.3'),
  perModifier('a_cards', 'Battle cards', 1, '§17.3.1, §17.3.3', { when: NO_FOG }),
  flagModifier('a_shot', 'Commander shot, not replaceable', -1, '§17.3.2, §17.3.3'),
  {
    id: 'a_amphibious',
    label: 'Amphibious attack',
    value: -1,
    rule: '§16.6.4, §17.3.3',
    when: { all: [USA_ATTACKS, { input: 'a_amphibious' }] },
  },
  {
    id: 'a_river',
    label: 'CSA army attacking along a river link',
    value: -1,
    rule: '§17.3.3',
    when: { all: [CSA_ATTACKS, { input: 'a_river' }] },
  },
  {
    id: 'a_halfSpent',
    label: 'Engaging half or more spent corps',
    value: -1,
    rule: '§2.2.3, §17.3.3',
    when: halfOrMoreSpent('a_corps', 'a_spent', BATTLE_MAX_CORPS),
  },
  {
    id: 'a_usaCity',
    label: 'USA army attacking Washington, Vicksburg or Atlanta',
    value: -1,
    rule: '§17.3.3',
    when: { all: [USA_ATTACKS, { input: 'region', in: ['washington', 'vicksburg', 'atlanta'] }] },
  },
  {
    id: 'a_csaRichmond',
    label: 'CSA army attacking Richmond',
    value: -1,
    rule: '§17.3.3',
    when: { all: [CSA_ATTACKS, IN_RICHMOND] },
  },
  {
    id: 'a_enemyCapital',
    label: 'Attacking enemy capital region',
    value: -2,
    rule: '§17.3.3',
    when: { any: [{ all: [USA_ATTACKS, IN_RICHMOND] }, { all: [CSA_ATTACKS, IN_WASHINGTON] }] },
  },
];

/** The defender's modifiers (§17.3.3). */
export const DEFENDER_MODIFIERS: readonly Modifier[] = [
  {
    id: 'd_entrenched',
    label: 'Defending in Turns 5-8',
    value: 1,
    rule: '§17.3.3',
    when: { input: 'turn', gte: ENTRENCHMENT_FROM_TURN },
  },
  {
    id: 'd_ownCapital',
    label: 'Defending own capital region',
    value: 1,
    rule: '§17.3.3',
    when: { any: [{ all: [CSA_ATTACKS, IN_WASHINGTON] }, { all: [USA_ATTACKS, IN_RICHMOND] }] },
  },
  {
    id: 'd_home',
    label: 'Fighting in a home region',
    value: 1,
    rule: '§17.3.3',
    when: { any: [{ all: [CSA_ATTACKS, USA_HOME] }, { all: [USA_ATTACKS, CSA_HOME] }] },
  },
  {
    id: 'd_garrison',
    label: 'Supported by Union garrison',
    value: 1,
    rule: '§7.1.3, §17.2.5, §17.3.3',
    when: { all: [CSA_ATTACKS, { input: 'd_garrison' }, { not: GARRISON_ALONE }] },
  },
  {
    id: 'd_intercepted',
    label: 'Successful interception',
    value: 1,
    rule: '§16.5.3, §17.3.3',
    when: { all: [{ input: 'd_intercepted' }, { not: GARRISON_ALONE }] },
  },
  perModifier('d_cmdr', 'Commander’s DDRM', 1, '§2.2.1, §17.3.3', {
    when: { not: GARRISON_ALONE },
  }),
  perModifier('d_cards', 'Battle cards', 1, '§17.3.1, §17.3.3', { when: NO_FOG }),
  {
    id: 'd_failedWithdrawal',
    label: 'Failed withdrawal',
    value: -1,
    rule: '§16.4.3, §17.3.3',
    when: { all: [{ input: 'd_failedWithdrawal' }, { not: GARRISON_ALONE }] },
  },
  {
    id: 'd_shot',
    label: 'Commander shot, not replaceable',
    value: -1,
    rule: '§17.3.2, §17.3.3',
    when: { all: [{ input: 'd_shot' }, { not: GARRISON_ALONE }] },
  },
  {
    id: 'd_halfSpent',
    label: 'Engaging half or more spent corps',
    value: -1,
    rule: '§2.2.3, §17.3.3',
    when: {
      all: [halfOrMoreSpent('d_corps', 'd_spent', BATTLE_MAX_CORPS), { not: GARRISON_ALONE }],
    },
  },
  {
    id: 'd_garrisonAlone',
    label: 'Union garrison defending by itself',
    value: -2,
    rule: '§17.2.5, §17.3.3',
    when: GARRISON_ALONE,
  },
];

/** The attacking side: situation controls first, then its own (§17.2.4, §17.3.3). */
export const BATTLE_ATTACKER: RollSide = {
  id: 'attacker',
  label: 'Attacker',
  dice: D6,
  inputs: [...SITUATION_INPUTS, ...ATTACKER_INPUTS],
  modifiers: ATTACKER_MODIFIERS,
  clamp: BATTLE_ROLL_CLAMP,
};

/** The defending side (§17.2.3, §17.2.5, §17.3.3). */
export const BATTLE_DEFENDER: RollSide = {
  id: 'defender',
  label: 'Defender',
  dice: D6,
  inputs: DEFENDER_INPUTS,
  modifiers: DEFENDER_MODIFIERS,
  clamp: BATTLE_ROLL_CLAMP,
};
