/**
 * Small helpers every game's roll tools share: reading rolls and inputs, and laying exact odds out
 * in the tool's outcome order (so the odds display never misses a row). Procedures only.
 */
import { D6 } from './dice.js';
import { applyModifiers, sumModifiers } from './modifiers.js';
import { mapDistribution } from './distribution.js';
import { opposedDistribution, tableOdds } from './odds.js';
import type { Outcome, RollSide } from './tool.js';
import type { Clamp, DiceSpec, Distribution, Inputs, ResultsTable, RollResult } from './types.js';

/** The roll of side `index`; a RangeError when the caller passed too few rolls. */
export function rollAt(rolls: readonly RollResult[], index: number, tool: string): RollResult {
  const roll = rolls[index];
  if (roll === undefined) throw new RangeError(`${tool}: roll ${index + 1} is missing.`);
  return roll;
}

/** The net modifier of `side` under `inputs` (sum of the modifiers that apply). */
export function netModifier(side: RollSide, inputs: Inputs): number {
  return sumModifiers(applyModifiers(side.modifiers, inputs));
}

/**
 * Exact distribution of side `a`'s total minus side `b`'s when each rolls one d6 plus its net
 * modifier under `inputs`: the opposed roll of close combat, withdrawal and interception.
 */
export function opposedD6(a: RollSide, b: RollSide, inputs: Inputs): Distribution<number> {
  return opposedDistribution(
    { dice: D6, modifier: netModifier(a, inputs) },
    { dice: D6, modifier: netModifier(b, inputs) },
  );
}

/** The outcome with `key`; an Error if the tool's own data lacks it (a bug, never user input). */
export function outcomeOf(outcomes: readonly Outcome[], key: string): Outcome {
  const outcome = outcomes.find((o) => o.key === key);
  if (outcome === undefined) throw new Error(`No outcome '${key}'.`);
  return outcome;
}

/**
 * `d` re-laid in the order of `outcomes`, every outcome present (weight 0 when impossible).
 * A key of `d` that is not an outcome throws an Error.
 */
export function inOutcomeOrder(
  outcomes: readonly Outcome[],
  d: Distribution<string>,
): Distribution<string> {
  const weights = new Map<string, number>(outcomes.map((o) => [o.key, 0]));
  for (const { key, weight } of d.outcomes) {
    const before = weights.get(key);
    if (before === undefined) throw new Error(`Outcome '${key}' is not declared.`);
    weights.set(key, before + weight);
  }
  return { outcomes: [...weights].map(([key, weight]) => ({ key, weight })), total: d.total };
}

/** A numeric input (missing or not a number: `fallback`). */
export function countOf(inputs: Inputs, id: string, fallback: number): number {
  const value = inputs[id];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A string input (missing or not a string: `fallback`). */
export function choiceOf(inputs: Inputs, id: string, fallback: string): string {
  const value = inputs[id];
  return typeof value === 'string' ? value : fallback;
}

/** Whether a flag input is ticked. */
export function flagOf(inputs: Inputs, id: string): boolean {
  return inputs[id] === true;
}

/**
 * Exact odds of each outcome for one roll of `dice` with net modifier `modifier` on `table`
 * (single column), the cell reached mapped to an outcome key by `keyOf`, in outcome order.
 */
export function tableOutcomeOdds<C>(
  table: ResultsTable<C>,
  dice: DiceSpec,
  modifier: number,
  keyOf: (cell: C) => string,
  outcomes: readonly Outcome[],
  clamp?: Clamp,
): Distribution<string> {
  const rows = tableOdds(table, dice, modifier, undefined, clamp);
  const byKey = mapDistribution(rows, (row) => {
    const cell = table.cells[row]?.[0];
    if (cell === undefined) throw new Error(`${table.id}: no cell in row ${row}.`);
    return keyOf(cell);
  });
  return inOutcomeOrder(outcomes, byKey);
}
