/**
 * The Price of Freedom: the controls of the battle tool (§17.2-17.3). Input ids are unique
 * across the tool: situation inputs are unprefixed, the attacker's start with `a_`, the
 * defender's with `d_`. A control that cannot apply to a side is not given to it, or is hidden
 * by `showWhen` (a hidden control never counts). Data only.
 */
import type { Condition } from '../../shared/index.js';
import type { InputDef } from '../../shared/tool.js';
import { BATTLE_MAX_CORPS, ENGAGE_LIMIT, LAST_TURN } from './constants.js';

/** The Confederates attack (so the Union defends). */
export const CSA_ATTACKS: Condition = { input: 'attacker', eq: 'csa' };
/** The Union attacks (the default, so a missing input counts as the Union). */
export const USA_ATTACKS: Condition = { not: CSA_ATTACKS };
/** The battle is in one of the regions the modifier table names. */
export const NAMED_REGION: Condition = {
  input: 'region',
  in: ['washington', 'richmond', 'vicksburg', 'atlanta'],
};
/** A Union garrison defends the region with no Union army (§17.2.5). */
export const GARRISON_ALONE: Condition = { all: [CSA_ATTACKS, { input: 'd_garrisonAlone' }] };
/** The defender is an army (not a lone garrison). */
const DEFENDER_ARMY: Condition = { not: GARRISON_ALONE };
/** Battle cards count unless FOG OF WAR was played (§17.3.2). */
const CARDS_COUNT: Condition = { not: { input: 'fogOfWar' } };

/** Who is in charge of a side, which sets how many corps it may engage (§17.2.2-17.2.4). */
function commandInput(id: string, rule: string): InputDef {
  return {
    kind: 'choice',
    id,
    label: 'Commander in charge',
    options: [
      { value: 'field', label: `Field commander: up to ${ENGAGE_LIMIT.field} corps` },
      { value: 'theater', label: `Theater commander: up to ${ENGAGE_LIMIT.theater} corps` },
      {
        value: 'concentration',
        label: `CONCENTRATION card: up to ${ENGAGE_LIMIT.concentration} corps`,
      },
    ],
    default: 'field',
    rule,
    help: 'A theater commander in the region must take charge.',
  };
}

/** A side that would have nowhere to retreat if beaten (§17.5.5). */
function noRetreatInputs(side: 'a' | 'd', showWhen?: Condition): InputDef[] {
  const when = showWhen === undefined ? {} : { showWhen };
  const flag = { input: `${side}_noRetreat` };
  return [
    {
      kind: 'flag',
      id: `${side}_noRetreat`,
      label: 'Has no region to retreat to if beaten',
      rule: '§17.5.5',
      ...when,
    },
    {
      kind: 'count',
      id: `${side}_unengaged`,
      label: 'Unengaged corps of this side in the region',
      min: 0,
      max: BATTLE_MAX_CORPS,
      default: 0,
      rule: '§17.5.2, §17.5.5',
      help: 'They share the fate of the engaged survivors if the side cannot retreat.',
      showWhen: showWhen === undefined ? flag : { all: [showWhen, flag] },
    },
  ];
}

/** The situation: who attacks, the turn, the region and FOG OF WAR. */
export const SITUATION_INPUTS: readonly InputDef[] = [
  {
    kind: 'choice',
    id: 'attacker',
    label: 'Attacking side',
    options: [
      { value: 'usa', label: 'Union attacks' },
      { value: 'csa', label: 'Confederates attack' },
    ],
    default: 'usa',
    rule: '§17.1',
  },
  {
    kind: 'count',
    id: 'turn',
    label: 'Game turn',
    min: 1,
    max: LAST_TURN,
    default: 1,
    rule: '§9.1, §17.3.3',
    help: 'From Turn 5 the defender gets +1.',
  },
  {
    kind: 'choice',
    id: 'region',
    label: 'Battle region',
    options: [
      { value: 'other', label: 'Another region' },
      { value: 'washington', label: 'Washington (Union capital)' },
      { value: 'richmond', label: 'Richmond (Confederate capital)' },
      { value: 'vicksburg', label: 'Vicksburg' },
      { value: 'atlanta', label: 'Atlanta' },
    ],
    default: 'other',
    rule: '§17.3.3',
  },
  {
    kind: 'choice',
    id: 'home',
    label: 'Whose home region is it?',
    options: [
      { value: 'none', label: 'Neither (neutral Kentucky)' },
      { value: 'usa', label: 'Union home region' },
      { value: 'csa', label: 'Confederate home region' },
    ],
    default: 'none',
    rule: '§2.1, §5.5, §17.3.3',
    help: 'Kentucky regions become home regions of the side Kentucky joined.',
    showWhen: { not: NAMED_REGION },
  },
  {
    kind: 'flag',
    id: 'fogOfWar',
    label: 'FOG OF WAR played: all battle cards cancelled',
    rule: '§17.3.1-17.3.2',
  },
];

/** The attacker's controls. */
export const ATTACKER_INPUTS: readonly InputDef[] = [
  {
    kind: 'count',
    id: 'a_corps',
    label: 'Engaged corps',
    min: 1,
    max: BATTLE_MAX_CORPS,
    default: 1,
    rule: '§17.2.4',
  },
  commandInput('a_command', '§17.2.2, §17.2.4'),
  {
    kind: 'count',
    id: 'a_spent',
    label: 'of which spent',
    min: 0,
    max: BATTLE_MAX_CORPS,
    default: 0,
    rule: '§17.3.3',
  },
  {
    kind: 'count',
    id: 'a_cmdr',
    label: 'Commander in charge: attack rating (ADRM)',
    min: -1,
    max: 1,
    default: 0,
    rule: '§2.2.1, §17.2.2',
  },
  {
    kind: 'count',
    id: 'a_cards',
    label: 'Battle cards: net modifier on this side',
    min: -6,
    max: 6,
    default: 0,
    rule: '§17.3.1',
    help: 'Add up what every battle card played gives or takes from this side.',
    showWhen: CARDS_COUNT,
  },
  {
    kind: 'flag',
    id: 'a_intercepted',
    label: 'Intercepted successfully and chose to attack',
    rule: '§16.5.3-16.5.4',
  },
  {
    kind: 'flag',
    id: 'a_shot',
    label: 'Commander SHOT FROM THE SADDLE with no replacement',
    rule: '§17.3.2',
  },
  {
    kind: 'flag',
    id: 'a_amphibious',
    label: 'Amphibious attack (arrived by sea)',
    rule: '§16.6.4',
    showWhen: USA_ATTACKS,
  },
  {
    kind: 'flag',
    id: 'a_river',
    label: 'Attacking along a river link',
    rule: '§17.3.3',
    showWhen: CSA_ATTACKS,
  },
  {
    kind: 'flag',
    id: 'a_garrison',
    label: 'Union garrison in the battle region',
    rule: '§17.2.5',
    showWhen: USA_ATTACKS,
  },
  {
    kind: 'choice',
    id: 'a_garrisonBonus',
    label: 'Garrison +1 for the attacking Union army?',
    help: '§7.1.3 gives it to a Union army defending; the battle rules set no limit.',
    options: [
      { value: 'defence', label: 'No: in defence only' },
      { value: 'any', label: 'Yes: attacking too' },
    ],
    default: 'defence',
    rule: '§7.1.3, §17.2.5; ruling C3',
    showWhen: { all: [USA_ATTACKS, { input: 'a_garrison' }] },
  },
  ...noRetreatInputs('a'),
];

/** The defender's controls. */
export const DEFENDER_INPUTS: readonly InputDef[] = [
  {
    kind: 'flag',
    id: 'd_garrisonAlone',
    label: 'A Union garrison defends alone (no Union army)',
    rule: '§17.2.5; ruling A3',
    help: 'It uses the 1-corps column and has no commander.',
    showWhen: CSA_ATTACKS,
  },
  {
    kind: 'count',
    id: 'd_corps',
    label: 'Engaged corps',
    min: 1,
    max: BATTLE_MAX_CORPS,
    default: 1,
    rule: '§17.2.3',
    showWhen: DEFENDER_ARMY,
  },
  { ...commandInput('d_command', '§17.2.2-17.2.3'), showWhen: DEFENDER_ARMY },
  {
    kind: 'count',
    id: 'd_spent',
    label: 'of which spent',
    min: 0,
    max: BATTLE_MAX_CORPS,
    default: 0,
    rule: '§17.3.3',
    showWhen: DEFENDER_ARMY,
  },
  {
    kind: 'count',
    id: 'd_cmdr',
    label: 'Commander in charge: defence rating (DDRM)',
    min: -1,
    max: 1,
    default: 0,
    rule: '§2.2.1, §17.2.2',
    showWhen: DEFENDER_ARMY,
  },
  {
    kind: 'count',
    id: 'd_cards',
    label: 'Battle cards: net modifier on this side',
    min: -6,
    max: 6,
    default: 0,
    rule: '§17.3.1',
    help: 'Add up what every battle card played gives or takes from this side.',
    showWhen: CARDS_COUNT,
  },
  {
    kind: 'flag',
    id: 'd_intercepted',
    label: 'Intercepted successfully and chose to defend',
    rule: '§16.5.3-16.5.4',
    showWhen: DEFENDER_ARMY,
  },
  {
    kind: 'flag',
    id: 'd_failedWithdrawal',
    label: 'Tried to withdraw and failed',
    rule: '§16.4.3',
    showWhen: DEFENDER_ARMY,
  },
  {
    kind: 'flag',
    id: 'd_shot',
    label: 'Commander SHOT FROM THE SADDLE with no replacement',
    rule: '§17.3.2',
    showWhen: DEFENDER_ARMY,
  },
  {
    kind: 'flag',
    id: 'd_garrison',
    label: 'Union garrison in the battle region',
    rule: '§7.1.3, §17.2.5',
    showWhen: { all: [CSA_ATTACKS, DEFENDER_ARMY] },
  },
  ...noRetreatInputs('d', DEFENDER_ARMY),
];
