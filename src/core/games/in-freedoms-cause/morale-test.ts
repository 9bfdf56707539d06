/**
 * In Freedom's Cause: what a brigade morale test and an army morale test share, written once. Two
 * dice, less the cumulative re-test penalty, must reach the score of the force's majority quality;
 * the table is the rulebook's, quality by quality, and a test that is not due yet says why
 * instead of passing or failing. Each tool gives its trigger and its effects.
 */
import { countInput } from '../../shared/input-builders.js';
import { perModifier } from '../../shared/modifier-rows.js';
import { diceDistribution, mapDistribution, shiftDistribution } from '../../shared/distribution.js';
import { signed } from '../../shared/signed.js';
import { lookup } from '../../shared/table.js';
import {
  countOf,
  inOutcomeOrder,
  netModifier,
  outcomeOf,
  rollAt,
} from '../../shared/tool-support.js';
import type {
  CountInput,
  InputDef,
  Outcome,
  Resolution,
  RollSide,
  RollTool,
} from '../../shared/tool.js';
import type { Inputs, Modifier, ResultsTable } from '../../shared/types.js';
import { MORALE_TEST } from './morale-data.js';
import type { Quality } from './quality.js';
import {
  QUALITIES_BEST_FIRST as QUALITIES,
  majorityQuality,
  type QualityCounts,
} from './quality-majority.js';

/** A cell of the morale table: the modified roll that passes, this or more. */
export type MoraleCell = number;

/** The outcomes of a morale test, with the answer when no test is due. */
export const MORALE_OUTCOMES: readonly Outcome[] = [
  { key: 'pass', label: 'Passes', tone: 'good' },
  { key: 'fail', label: 'Fails', tone: 'bad' },
  { key: 'not-due', label: 'No test is due', tone: 'neutral' },
];

const lowest = Math.min(...QUALITIES.map((q) => q.moraleTarget));

/** The morale table as the rulebook prints it: each majority quality and its score. */
export const MORALE_TABLE: ResultsTable<MoraleCell> = {
  id: 'morale-test',
  title: `Brigade and army morale: ${MORALE_TEST.dice.count}d${MORALE_TEST.dice.sides}, less any re-test penalty`,
  rule: MORALE_TEST.rule,
  rows: {
    label: 'Majority quality',
    entries: QUALITIES.map((q, i) => ({ key: q.id, label: q.label, min: i, max: i })),
  },
  cells: QUALITIES.map((q) => [q.moraleTarget]),
  outOfRange: 'reject',
};

/** What a test that is taken comes to. */
export type MoraleResult = 'pass' | 'fail';

/** A morale table cell in words. */
export function moraleCellText(cell: MoraleCell): string {
  return `Passes on ${cell} or more`;
}

/**
 * The most tests a force can have passed before one no rating can pass: past it, the re-test
 * penalty leaves even the best rating out of reach of the dice.
 */
export const MAX_PASSED =
  Math.floor(
    (MORALE_TEST.dice.count * MORALE_TEST.dice.sides - lowest) / -MORALE_TEST.retestPenalty,
  ) + 1;

/** The count of earlier passes, which sets the re-test penalty (rulings A13, A27). */
function passedInput(force: string): CountInput {
  return countInput(
    'passed',
    `Tests this ${force} has passed already`,
    0,
    MAX_PASSED,
    MORALE_TEST.rule,
    {
      help: `Each unit lost after a pass brings a re-test, ${signed(MORALE_TEST.retestPenalty)} more each time (ruling A13, ruling A27).`,
    },
  );
}

/** The re-test penalty, per earlier pass. */
const RETEST_MODIFIER: Modifier = perModifier(
  'passed',
  `Re-test: ${signed(MORALE_TEST.retestPenalty)} for each test passed before`,
  MORALE_TEST.retestPenalty,
  `${MORALE_TEST.rule}; ruling A27`,
);

/** One stepper per quality rating: how many of the force's units hold it; the first says whose. */
function qualityInputs(max: number, help: string): CountInput[] {
  return QUALITIES.map((q, i) => ({
    kind: 'count',
    id: q.id,
    label: `${q.label} units`,
    min: 0,
    max,
    default: 0,
    ...(i === 0 ? { help } : {}),
  }));
}

/** The penalty the next re-test would take after a pass under `inputs`, as printed: '−4'. */
export function nextRetest(inputs: Inputs): string {
  return signed(MORALE_TEST.retestPenalty * (countOf(inputs, 'passed', 0) + 1));
}

/** The units of each rating under the inputs. */
export function qualityCounts(inputs: Inputs): QualityCounts {
  return Object.fromEntries(QUALITIES.map((q) => [q.id, countOf(inputs, q.id, 0)]));
}

/** The rating the force tests on, or null when no unit is counted. */
export function testQuality(inputs: Inputs): Quality | null {
  return majorityQuality(qualityCounts(inputs));
}

/** Whether a test is due under the inputs, and if not, why not. */
export type MoraleTrigger = { readonly due: true } | { readonly due: false; readonly why: string };

/** What a brigade or army morale tool gives; the rest is common. */
export interface MoraleTestSpec {
  readonly id: string;
  readonly title: string;
  readonly rule: string;
  readonly summary: string;
  /** The testing force: its id and name ('brigade', 'Brigade'). */
  readonly force: { readonly id: string; readonly label: string };
  /** Its own inputs, shown before the quality steppers and the count of earlier passes. */
  readonly inputs: readonly InputDef[];
  /** The most units of one rating its steppers take, and whose units they count. */
  readonly qualities: { readonly max: number; readonly help: string };
  trigger(inputs: Inputs): MoraleTrigger;
  /** What a pass or a failure does, under the inputs. */
  effects(result: MoraleResult, inputs: Inputs): readonly string[];
  readonly notes: NonNullable<RollTool['notes']>;
}

const NO_UNITS = 'Count the units by quality first: the test is taken on the majority rating.';

/** A brigade or army morale tool from its spec. */
export function moraleTestTool(spec: MoraleTestSpec): RollTool<MoraleCell> {
  const side: RollSide = {
    id: spec.force.id,
    label: spec.force.label,
    dice: MORALE_TEST.dice,
    inputs: [
      ...spec.inputs,
      ...qualityInputs(spec.qualities.max, spec.qualities.help),
      passedInput(spec.force.id),
    ],
    modifiers: [RETEST_MODIFIER],
  };
  const notDue = (why: string): Resolution<MoraleCell> => ({
    outcome: outcomeOf(MORALE_OUTCOMES, 'not-due'),
    effects: [why],
  });
  return {
    id: spec.id,
    title: spec.title,
    rule: spec.rule,
    summary: spec.summary,
    sides: [side],
    table: MORALE_TABLE,
    outcomes: MORALE_OUTCOMES,
    notes: spec.notes,
    notDue(inputs) {
      const trigger = spec.trigger(inputs);
      return trigger.due ? null : trigger.why;
    },
    resolve(rolls, inputs) {
      const trigger = spec.trigger(inputs);
      if (!trigger.due) return notDue(trigger.why);
      const quality = testQuality(inputs);
      if (quality === null) return notDue(NO_UNITS);
      const roll = rollAt(rolls, 0, spec.title);
      const hit = lookup(MORALE_TABLE, QUALITIES.indexOf(quality));
      const key = roll.total >= hit.cell ? 'pass' : 'fail';
      const verdict = key === 'pass' ? 'reaches' : 'falls short of';
      return {
        outcome: outcomeOf(MORALE_OUTCOMES, key),
        lookup: hit,
        effects: [
          `${roll.total} ${verdict} ${hit.cell}, the score for ${quality.label} troops.`,
          ...spec.effects(key, inputs),
        ],
      };
    },
    odds(inputs) {
      const quality = testQuality(inputs);
      if (!spec.trigger(inputs).due || quality === null) {
        return inOutcomeOrder(MORALE_OUTCOMES, {
          outcomes: [{ key: 'not-due', weight: 1 }],
          total: 1,
        });
      }
      const totals = shiftDistribution(diceDistribution(side.dice), netModifier(side, inputs));
      const keys = mapDistribution(totals, (t) => (t >= quality.moraleTarget ? 'pass' : 'fail'));
      return inOutcomeOrder(MORALE_OUTCOMES, keys);
    },
  };
}
