/**
 * Altar of Freedom: the Evasion tool. An artillery or cavalry defender may try to slip away as
 * soon as it is contacted (Evading Combat, L1226–1248; QRS L5733–5787; spec §2.6).
 */
import { D6 } from '../../shared/index.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { EvasionCell } from './cells.js';
import { EVASION_FAILED_CC, EVASION_RECOIL_BD, EVASION_STOOD_CC } from './constants.js';
import { signed } from '../../shared/signed.js';
import { EVASION_TABLE } from './tables.js';
import { choiceInput, flagInput } from '../../shared/input-builders.js';
import { tableTool } from './table-tool.js';

/** Evasion outcomes in table order (L1236–1248). */
export const EVASION_OUTCOMES: readonly Outcome[] = [
  { key: 'fights-minus', label: `Fails: fights at ${signed(EVASION_FAILED_CC)}`, tone: 'bad' },
  { key: 'evades', label: `Evades: recoils ${EVASION_RECOIL_BD} BD`, tone: 'good' },
  { key: 'fights-plus', label: `Stands: fights at ${signed(EVASION_STOOD_CC)}`, tone: 'good' },
];

/** The outcome key of an Evasion Table cell. */
export function evasionOutcomeKey(cell: EvasionCell): string {
  if (cell.kind === 'evades') return 'evades';
  return cell.ccModifier < 0 ? 'fights-minus' : 'fights-plus';
}

/** The evading defender: one unmodified D6 (L1235–1236). */
const EVADER: RollSide = {
  id: 'defender',
  label: 'Defender trying to evade',
  dice: D6,
  inputs: [
    choiceInput(
      'defArm',
      'Defending unit',
      [
        ['artillery', 'Artillery'],
        ['cavalry', 'Cavalry'],
        ['infantry', 'Infantry'],
      ],
      'Evading Combat... maybe',
    ), // L1227–1230
    choiceInput(
      'attArm',
      'Attacking unit',
      [
        ['infantry', 'Infantry'],
        ['cavalry', 'Cavalry'],
      ],
      'Evading Combat... maybe',
    ), // L1231–1232
    flagInput('enfiladed', 'Defender is enfiladed', 'Evading Combat... maybe'), // L1230–1231
  ],
  modifiers: [],
};

function effects(cell: EvasionCell): string[] {
  if (cell.kind === 'evades') {
    return [
      `Defender recoils ${cell.bd} base depths (ruling C6); no combat.`,
      'Attacker stops at the point of contact and does not pursue.',
    ];
  }
  const sign = cell.ccModifier > 0 ? '+' : '−';
  return [`Defender fights the close combat at ${sign}${Math.abs(cell.ccModifier)}.`];
}

/** The Evasion tool (L1226–1248). */
export const evasionTool: RollTool<EvasionCell> = {
  id: 'evasion',
  summary:
    'A contacted artillery or cavalry defender rolls one D6 to try to withdraw before combat.',
  ...tableTool(EVADER, EVASION_TABLE, EVASION_OUTCOMES, evasionOutcomeKey, effects),
  checks: [
    {
      when: { input: 'defArm', eq: 'infantry' },
      message: 'Only artillery and cavalry defenders may try to evade.',
      rule: 'Evading Combat... maybe', // L1227–1230
    },
    {
      when: { input: 'attArm', eq: 'cavalry' },
      message: 'No evasion is possible when the attacker is cavalry.',
      rule: 'Evading Combat... maybe', // L1231–1232
    },
    {
      when: { input: 'enfiladed' },
      message: 'An enfiladed defender may not evade.',
      rule: 'Evading Combat... maybe', // L1230–1231
    },
  ],
  notes: [
    {
      text: 'Declare the attempt as soon as base contact is made.',
      rule: 'Evading Combat... maybe',
    }, // L1234–1236
    {
      text: `Success recoils exactly ${EVASION_RECOIL_BD} BD; the quick reference says "up to" (ruling C6).`,
      rule: 'Evading Combat... maybe; Quick Reference Sheet › Evasion Table; ruling C6', // L1236–1238, L5784
    },
    { text: 'Generals never evade.', rule: 'Generals Evading?' }, // L1344–1351
    { text: 'Unflappable may reroll the die once a turn.', rule: 'Appendix I › Unflappable' }, // L1716–1718
  ],
};
