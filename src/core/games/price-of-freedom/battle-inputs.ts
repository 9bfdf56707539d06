/**
 * The Price of Freedom: the controls of the battle tool (§17.2-17.3). Input ids are unique
 * across the tool: situation inputs are unprefixed, the attacker's start with `a_`, the
 * defender's with `d_`. A control that cannot apply to a side is not given to it, or is hidden
 * by `showWhen` (a hidden control never counts). Data only.
 */
import type { Condition } from '../../shared/index.js';
import type { InputDef } from '../../shared/tool.js';
import { BATTLE_MAX_CORPS, ENGAGE_LIMIT, LAST_TURN } from './constants.js';
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';

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
    countInput(
      `${side}_unengaged`,
      'Unengaged corps of this side in the region',
      0,
      BATTLE_MAX_CORPS,
      '§17.5.2, §17.5.5',
      {
        help: 'They share the fate of the engaged survivors if the side cannot retreat.',
        showWhen: showWhen === undefined ? flag : { all: [showWhen, flag] },
      },
    ),
  ];
}

/** The situation: who attacks, the turn, the region and FOG OF WAR. */
export const SITUATION_INPUTS: readonly InputDef[] = [
  choiceInput(
    'attacker',
    'Attacking side',
    [
      ['usa', 'Union attacks'],
      ['csa', 'Confederates attack'],
    ],
    '§17.1',
  ),
  countInput('turn', 'Game turn', 1, LAST_TURN, '§9.1, §17.3.3', {
    help: 'From Turn 5 the defender gets +1.',
  }),
  choiceInput(
    'region',
    'Battle region',
    [
      ['other', 'Another region'],
      ['washington', 'Washington (Union capital)'],
      ['richmond', 'Richmond (Confederate capital)'],
      ['vicksburg', 'Vicksburg'],
      ['atlanta', 'Atlanta'],
    ],
    '§17.3.3',
  ),
  choiceInput(
    'home',
    'Whose home region is it?',
    [
      ['none', 'Neither (neutral Kentucky)'],
      ['usa', 'Union home region'],
      ['csa', 'Confederate home region'],
    ],
    '§2.1, §5.5, §17.3.3',
    {
      help: 'Kentucky regions become home regions of the side Kentucky joined.',
      showWhen: { not: NAMED_REGION },
    },
  ),
  flagInput('fogOfWar', 'FOG OF WAR played: all battle cards cancelled', '§17.3.1-17.3.2'),
];

/** The attacker's controls. */
export const ATTACKER_INPUTS: readonly InputDef[] = [
  countInput('a_corps', 'Engaged corps', 1, BATTLE_MAX_CORPS, '§17.2.4'),
  commandInput('a_command', '§17.2.2, §17.2.4'),
  countInput('a_spent', 'of which spent', 0, BATTLE_MAX_CORPS, '§17.3.3'),
  countInput('a_cmdr', 'Commander in charge: attack rating (ADRM)', -1, 1, '§2.2.1, §17.2.2'),
  countInput('a_cards', 'Battle cards: net modifier on this side', -6, 6, '§17.3.1', {
    help: 'Add up what every battle card played gives or takes from this side.',
    showWhen: CARDS_COUNT,
  }),
  flagInput('a_intercepted', 'Intercepted successfully and chose to attack', '§16.5.3-16.5.4'),
  flagInput('a_shot', 'Commander SHOT FROM THE SADDLE with no replacement', '§17.3.2'),
  flagInput('a_amphibious', 'Amphibious attack (arrived by sea)', '§16.6.4', {
    showWhen: USA_ATTACKS,
  }),
  flagInput('a_river', 'Attacking along a river link', '§17.3.3', { showWhen: CSA_ATTACKS }),
  flagInput('a_garrison', 'Union garrison in the battle region', '§17.2.5', {
    showWhen: USA_ATTACKS,
  }),
  choiceInput(
    'a_garrisonBonus',
    'Garrison +1 for the attacking Union army?',
    [
      ['defence', 'No: in defence only'],
      ['any', 'Yes: attacking too'],
    ],
    '§7.1.3, §17.2.5; ruling C3',
    {
      help: '§7.1.3 gives it to a Union army defending; the battle rules set no limit.',
      showWhen: { all: [USA_ATTACKS, { input: 'a_garrison' }] },
    },
  ),
  ...noRetreatInputs('a'),
];

/** The defender's controls. */
export const DEFENDER_INPUTS: readonly InputDef[] = [
  flagInput(
    'd_garrisonAlone',
    'A Union garrison defends alone (no Union army)',
    '§17.2.5; ruling A3',
    { help: 'It uses the 1-corps column and has no commander.', showWhen: CSA_ATTACKS },
  ),
  countInput('d_corps', 'Engaged corps', 1, BATTLE_MAX_CORPS, '§17.2.3', {
    showWhen: DEFENDER_ARMY,
  }),
  { ...commandInput('d_command', '§17.2.2-17.2.3'), showWhen: DEFENDER_ARMY },
  countInput('d_spent', 'of which spent', 0, BATTLE_MAX_CORPS, '§17.3.3', {
    showWhen: DEFENDER_ARMY,
  }),
  countInput('d_cmdr', 'Commander in charge: defence rating (DDRM)', -1, 1, '§2.2.1, §17.2.2', {
    showWhen: DEFENDER_ARMY,
  }),
  countInput('d_cards', 'Battle cards: net modifier on this side', -6, 6, '§17.3.1', {
    help: 'Add up what every battle card played gives or takes from this side.',
    showWhen: CARDS_COUNT,
  }),
  flagInput('d_intercepted', 'Intercepted successfully and chose to defend', '§16.5.3-16.5.4', {
    showWhen: DEFENDER_ARMY,
  }),
  flagInput('d_failedWithdrawal', 'Tried to withdraw and failed', '§16.4.3', {
    showWhen: DEFENDER_ARMY,
  }),
  flagInput('d_shot', 'Commander SHOT FROM THE SADDLE with no replacement', '§17.3.2', {
    showWhen: DEFENDER_ARMY,
  }),
  flagInput('d_garrison', 'Union garrison in the battle region', '§7.1.3, §17.2.5', {
    showWhen: { all: [CSA_ATTACKS, DEFENDER_ARMY] },
  }),
  ...noRetreatInputs('d', DEFENDER_ARMY),
];
