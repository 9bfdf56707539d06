/**
 * The Price of Freedom: the battle tool. Each side rolls one die, adds its modifiers, clamps
 * to 0..11 and reads its battle score on the Battle Results Table in the column of its engaged
 * corps; the higher score wins, the defender on ties (§17.3-17.5).
 */
import type { Inputs, RollResult } from '../../shared/index.js';
import type { Condition } from '../../shared/index.js';
import type { InputCheck, Outcome, Resolution, RollTool } from '../../shared/tool.js';
import { battleOdds } from './battle-odds.js';
import { resolveBattle } from './battle-result.js';
import { battleContextOf, battleInputOf, describeBattle } from './battle-situation.js';
import { BATTLE_ATTACKER, BATTLE_DEFENDER } from './battle-sides.js';
import { BATTLE_RESULTS_TABLE } from './battle-table.js';
import type { BattleScore } from './battle-table.js';
import { moreSpentThanCorps } from './conditions.js';
import { BATTLE_MAX_CORPS, ENGAGE_LIMIT } from './constants.js';
import { inOutcomeOrder, outcomeOf, rollAt } from './tool-support.js';

/** The two outcomes of a battle (§17.3.5). */
export const BATTLE_OUTCOMES: readonly Outcome[] = [
  { key: 'attacker-wins', label: 'Attacker wins', tone: 'neutral' },
  { key: 'defender-wins', label: 'Defender wins (ties included)', tone: 'neutral' },
];

/**
 * The checks that one side engages no more corps than its commander in charge may: 2 for a
 * field commander, 4 under CONCENTRATION, 6 for a theater commander (§17.2.3-17.2.4).
 */
function engagementChecks(
  side: 'a' | 'd',
  who: string,
  rule: string,
  when: Condition = { all: [] },
): InputCheck[] {
  const over = (command: 'field' | 'concentration'): InputCheck => ({
    when: {
      all: [
        when,
        // A missing choice is the default, a field commander.
        command === 'field'
          ? { not: { input: `${side}_command`, in: ['theater', 'concentration'] } }
          : { input: `${side}_command`, eq: command },
        { input: `${side}_corps`, gte: ENGAGE_LIMIT[command] + 1 },
      ],
    },
    message:
      command === 'field'
        ? `A field commander in charge engages at most ${ENGAGE_LIMIT.field} corps: the ${who} needs a theater commander or the CONCENTRATION card.`
        : `The CONCENTRATION card engages at most ${ENGAGE_LIMIT.concentration} corps: the ${who} needs a theater commander for more.`,
    rule: command === 'field' ? rule : '§17.2 exception',
  });
  return [over('field'), over('concentration')];
}

function resolve(rolls: readonly RollResult[], inputs: Inputs): Resolution<BattleScore> {
  const a = rollAt(rolls, 0, 'Battle');
  const d = rollAt(rolls, 1, 'Battle');
  const result = resolveBattle(battleInputOf(inputs, a.clamped, d.clamped));
  return {
    outcome: outcomeOf(BATTLE_OUTCOMES, `${result.winner}-wins`),
    lookup: result.attacker.lookup,
    lookups: [result.attacker.lookup, result.defender.lookup],
    effects: describeBattle(result, battleContextOf(inputs)),
  };
}

/** The battle tool (§17.2-17.5; Battle Results Table §17.3.4; modifiers §17.3.3). */
export const battleTool: RollTool<BattleScore> = {
  id: 'battle',
  title: 'Battle',
  rule: '§17.3',
  summary:
    'Both sides roll a die with their modifiers and read a battle score for their engaged corps; the higher score wins and its first digit is the losses inflicted.',
  sides: [BATTLE_ATTACKER, BATTLE_DEFENDER],
  table: BATTLE_RESULTS_TABLE,
  checks: [
    ...engagementChecks('a', 'attacker', '§17.2.4'),
    ...engagementChecks('d', 'defender', '§7.2.2, §17.2.3', {
      not: { all: [{ input: 'attacker', eq: 'csa' }, { input: 'd_garrisonAlone' }] },
    }),
    {
      when: moreSpentThanCorps('a_corps', 'a_spent', BATTLE_MAX_CORPS),
      message: 'The attacker cannot have more spent corps than engaged corps.',
      rule: '§17.2',
    },
    {
      when: {
        all: [
          moreSpentThanCorps('d_corps', 'd_spent', BATTLE_MAX_CORPS),
          { not: { all: [{ input: 'attacker', eq: 'csa' }, { input: 'd_garrisonAlone' }] } },
        ],
      },
      message: 'The defender cannot have more spent corps than engaged corps.',
      rule: '§17.2',
    },
    {
      when: { all: [{ input: 'a_intercepted' }, { input: 'd_intercepted' }] },
      message: 'Only one side can have intercepted: the side that did not move.',
      rule: '§16.5.1, §16.5.4',
    },
    {
      when: { all: [{ input: 'a_intercepted' }, { input: 'd_failedWithdrawal' }] },
      message:
        'Withdrawal and interception are both attempts of the side that did not move; they cannot be on opposite sides.',
      rule: '§16.4.1, §16.5.1',
    },
    {
      when: {
        all: [
          { input: 'attacker', eq: 'usa' },
          { input: 'a_amphibious' },
          { input: 'a_intercepted' },
        ],
      },
      message: 'An amphibious attacker is the army that moved; it cannot also be the interceptor.',
      rule: '§16.5.1, §16.6.4',
    },
  ],
  notes: [
    { text: 'A modified roll below 0 counts as 0 and above 11 as 11.', rule: '§17.3.4' },
    {
      text: 'Enter each commander’s rating yourself: the counters are not in the rulebook text (ruling G1).',
      rule: '§2.2.1; G1',
    },
    {
      text: 'Enter battle cards as their net effect on each side; card texts are not in the rulebook text.',
      rule: '§17.3.1; G2',
    },
    {
      text: 'The garrison +1 goes to a Union army defending against a Confederate attack; for a Union attacker it counts only if the players choose so (ruling C3).',
      rule: '§7.1.3, §17.2.5; C3',
    },
    {
      text: 'A theater commander in the battle region must be in charge; among field commanders the owner picks.',
      rule: '§17.2.2',
    },
    {
      text: 'A garrison that survives a Union defeat returns to the force pool; one killed by excess losses is gone for good (ruling C2).',
      rule: '§17.2.5, §17.4.3, §17.5.3; C2',
    },
    {
      text: 'A lone garrison fights on the 1-corps column with every defender modifier (ruling A3).',
      rule: '§17.2.5; A3',
    },
    {
      text: '“Fighting in a home region” helps the attacker too (ruling A4).',
      rule: '§17.3.3; A4',
    },
    {
      text: 'Half or more spent is the spent test everywhere (ruling C1).',
      rule: '§2.2.3, §17.3.3; C1',
    },
    {
      text: 'A Union win may allow the Emancipation (the text says 8.0; it is §6.0, ruling C5).',
      rule: '§6.1, §17.3.6; C5',
    },
  ],
  outcomes: BATTLE_OUTCOMES,
  resolve,
  odds(inputs: Inputs) {
    return inOutcomeOrder(BATTLE_OUTCOMES, battleOdds(inputs).winner);
  },
};
