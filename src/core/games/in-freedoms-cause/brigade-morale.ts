/**
 * In Freedom's Cause: the brigade morale test as a roll tool. Once half or more of a brigade's
 * units are gone (its brigadier counting as one), it rolls two dice against its majority
 * quality's score; a failure breaks it, and each unit lost after a pass brings a re-test at a
 * cumulative penalty.
 */
import { countText } from '../../shared/count-text.js';
import { countInput, flagInput } from '../../shared/input-builders.js';
import { countOf, flagOf } from '../../shared/tool-support.js';
import type { RollTool } from '../../shared/tool.js';
import type { Inputs } from '../../shared/types.js';
import { MORALE_INPUT_MAX, MORALE_TEST, firstTestAt } from './morale-data.js';
import {
  moraleTestTool,
  nextRetest,
  qualityCounts,
  type MoraleCell,
  type MoraleResult,
  type MoraleTrigger,
} from './morale-test.js';

const { rule, share } = MORALE_TEST;
const units = MORALE_INPUT_MAX.brigadeUnits;

/** The brigade's size and losses, its brigadier counted as a unit. */
export function brigadeCount(inputs: Inputs): { units: number; total: number; lost: number } {
  const units = Object.values(qualityCounts(inputs)).reduce((a, n) => a + n, 0);
  const lost = countOf(inputs, 'lost', 0) + (flagOf(inputs, 'generalFallen') ? 1 : 0);
  return { units, total: units + 1, lost };
}

/**
 * Whether the brigade tests now: first at half or more lost; after a pass once more for each unit
 * it loses after its first test, counted from the losses at that test (`lostAtFirst`, the
 * brigadier counted), so losses that overshoot half at the first test bring no re-test of their
 * own, and several units lost at once after a pass bring one re-test each (ruling A31).
 */
export function brigadeTrigger(inputs: Inputs): MoraleTrigger {
  const { units, total, lost } = brigadeCount(inputs);
  const passed = countOf(inputs, 'passed', 0);
  const first = firstTestAt(total);
  if (countOf(inputs, 'lost', 0) > units)
    return { due: false, why: `It has lost more units than the ${units} counted by quality.` };
  const counted = `${lost} of ${total} lost (${countText(units, 'unit')} and the brigadier)`;
  if (passed === 0) {
    if (lost >= first) return { due: true };
    return {
      due: false,
      why: `No test yet: ${counted}; the first comes at ${first} lost, ${share.word} or more.`,
    };
  }
  const atFirst = countOf(inputs, 'lostAtFirst', 0);
  if (atFirst < first || atFirst > total)
    return {
      due: false,
      why: `Enter the units lost when it first tested: from ${first} (${share.word}) to ${total}, the brigadier counted.`,
    };
  if (atFirst > lost)
    return {
      due: false,
      why: `It has lost ${lost}, fewer than the ${atFirst} lost at its first test.`,
    };
  const next = atFirst + passed;
  if (lost >= next) return { due: true };
  return {
    due: false,
    why: `No re-test yet: ${counted}; first tested at ${atFirst} lost, and after ${countText(passed, 'pass', 'passes')} the next comes at ${next} lost.`,
  };
}

function effects(cell: MoraleResult, inputs: Inputs): string[] {
  if (cell === 'fail')
    return [
      'The brigade is broken: every surviving unit takes Defend orders for good, where it stands.',
      'It counts as broken toward army morale and takes no further brigade tests (ruling A13).',
    ];
  return [
    'The brigade carries on as normal.',
    `The next unit it loses brings a re-test at ${nextRetest(inputs)}.`,
  ];
}

/** How attached guns count in a brigade's test: as its units (ruling G15). */
export const ATTACHED_GUNS_NOTE =
  'Attached artillery sections count as units of the brigade: in its units, its losses and its majority quality (ruling G15).';

/** The brigade morale tool (Brigade and Army Morale). */
export const brigadeMoraleTool: RollTool<MoraleCell> = moraleTestTool({
  id: 'brigade-morale',
  title: 'Brigade morale',
  rule,
  summary: `When ${share.word} or more of a brigade's units are gone, it tests on its majority quality.`,
  force: { id: 'brigade', label: 'Brigade' },
  inputs: [
    countInput('lost', 'Units destroyed or removed from play', 0, units, rule),
    flagInput('generalFallen', 'The brigadier has fallen', rule, {
      help: 'He counts as one unit of the brigade, and as one lost if he falls.',
    }),
    countInput('lostAtFirst', 'Units lost when it first tested', 0, units + 1, rule, {
      showWhen: { input: 'passed', gte: 1 },
      help: 'Once it has passed a test: the units it had lost at its first test, the brigadier counted if he had fallen. Each unit lost since brings one re-test (ruling A31).',
    }),
  ],
  qualities: { max: units, help: 'Count every unit the brigade began with, lost ones included.' },
  trigger: brigadeTrigger,
  effects,
  notes: [
    {
      text: `The test comes when ${share.word} or more of the brigade's units are destroyed or removed; the rulebook's "the unit must test" means the brigade (ruling C12).`,
      rule: `${rule}; ruling C12`,
    },
    {
      text: 'The quality is the one most of its units hold; on a tie, the higher.',
      rule,
    },
    {
      text: ATTACHED_GUNS_NOTE,
      rule: `${rule}; ruling G15`,
    },
    {
      text: 'A scenario may set other break conditions.',
      rule,
    },
  ],
});
