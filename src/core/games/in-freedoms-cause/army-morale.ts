/**
 * In Freedom's Cause: the army morale test as a roll tool. Once half the brigades are broken
 * (divisional generals counting as brigades), the army rolls two dice as a brigade does; a
 * failure sends it from the field, a pass puts every unit on Defend for good, and each unit lost
 * after a pass brings a re-test at a cumulative penalty.
 */
import { countInput } from '../../shared/input-builders.js';
import { countOf } from '../../shared/tool-support.js';
import type { Inputs } from '../../shared/types.js';
import { MORALE_INPUT_MAX, MORALE_TEST, firstTestAt } from './morale-data.js';
import { moraleTestTool, nextRetest, type MoraleTrigger } from './morale-test.js';

const { rule, share } = MORALE_TEST;
const max = MORALE_INPUT_MAX.brigades;
const units = MORALE_INPUT_MAX.armyUnits;

/** Whether the army tests now: once half or more of its brigades, generals included, are broken. */
export function armyTrigger(inputs: Inputs): MoraleTrigger {
  const brigades = countOf(inputs, 'brigades', 1);
  const generals = countOf(inputs, 'divisional', 0);
  const broken = countOf(inputs, 'broken', 0);
  const fallen = countOf(inputs, 'divisionalFallen', 0);
  if (broken > brigades)
    return { due: false, why: `More brigades broken (${broken}) than the army has (${brigades}).` };
  if (fallen > generals)
    return {
      due: false,
      why: `More divisional generals fallen (${fallen}) than the army has (${generals}).`,
    };
  const total = brigades + generals;
  const first = firstTestAt(total);
  const passed = countOf(inputs, 'passed', 0);
  if (passed > 0) return armyRetest(inputs, passed);
  if (broken + fallen >= first) return { due: true };
  return {
    due: false,
    why: `No test yet: ${broken + fallen} of ${total} broken (fallen divisional generals included); the test comes at ${first}, ${share.word} or more.`,
  };
}

/**
 * After a pass, the army tests again for each unit removed from play in any brigade since its
 * first test: counted from the units it had lost at that test, several lost at once one re-test
 * each (ruling A31).
 */
function armyRetest(inputs: Inputs, passed: number): MoraleTrigger {
  const lost = countOf(inputs, 'armyLost', 0);
  const atFirst = countOf(inputs, 'armyLostAtFirst', 0);
  if (atFirst > lost)
    return {
      due: false,
      why: `The army has lost ${lost} units, fewer than the ${atFirst} it had lost at its first test.`,
    };
  const next = atFirst + passed;
  if (lost >= next) return { due: true };
  return {
    due: false,
    why: `No re-test yet: ${lost} units lost, ${atFirst} of them at its first test; after ${passed === 1 ? '1 pass' : `${passed} passes`} the next comes at ${next} lost.`,
  };
}

/** The army morale tool (Brigade and Army Morale). */
export const armyMoraleTool = moraleTestTool({
  id: 'army-morale',
  title: 'Army morale',
  rule,
  summary: `When ${share.word} the brigades are broken, the army tests as a brigade does.`,
  force: { id: 'army', label: 'Army' },
  inputs: [
    countInput('brigades', 'Brigades in the army', 1, max, rule),
    countInput('broken', 'Brigades broken', 0, max, rule),
    countInput('divisional', 'Divisional generals', 0, max, rule, {
      help: 'Each counts as a brigade of his own (ruling A15).',
    }),
    countInput('divisionalFallen', 'Divisional generals fallen', 0, max, rule),
    countInput('armyLostAtFirst', 'Units lost in the army when it first tested', 0, units, rule, {
      showWhen: { input: 'passed', gte: 1 },
      help: 'Once it has passed a test: the units removed from play in all its brigades at its first test. Each unit lost since brings one re-test (ruling A31).',
    }),
    countInput('armyLost', 'Units lost in the army now', 0, units, rule, {
      showWhen: { input: 'passed', gte: 1 },
      help: 'Every unit removed from play in any brigade so far.',
    }),
  ],
  qualities: {
    max: MORALE_INPUT_MAX.armyUnits,
    help: 'Count every unit of every brigade in the army (ruling A14).',
  },
  trigger: armyTrigger,
  effects(cell, inputs) {
    if (cell === 'fail') return ['The army is broken and leaves the field.'];
    return [
      'The army holds, but every unit in it takes Defend orders for good, where it stands.',
      `The next unit lost anywhere in the army brings a re-test at ${nextRetest(inputs)}.`,
    ];
  },
  notes: [
    {
      text: `The rulebook says the army tests when ${share.word} its brigades are broken; read as ${share.word} or more, as for a brigade (ruling C12).`,
      rule: `${rule}; ruling C12`,
    },
    {
      text: 'Divisional generals count as brigades: each adds one to the count, and one broken if he falls (ruling A15).',
      rule: `${rule}; ruling A15`,
    },
    {
      text: 'The quality is the one most of the army’s units hold; on a tie, the higher (ruling A14).',
      rule: `${rule}; ruling A14`,
    },
    {
      text: 'A broken brigade takes no more brigade tests; its later losses bring army re-tests only (ruling A13).',
      rule: `${rule}; ruling A13`,
    },
  ],
});
