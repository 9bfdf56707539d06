/**
 * The Price of Freedom: small helpers shared by the roll tools (reading rolls and inputs,
 * laying odds out in outcome order). Procedures only.
 */
import { applyModifiers, inputVisible, sumModifiers } from '../../shared/index.js';
import type { Distribution, InputValue, Inputs, RollResult } from '../../shared/index.js';
import type { InputDef, Outcome, RollSide } from '../../shared/tool.js';

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

/** The outcome with `key`; an Error if the tool's own data lacks it (a bug, never user input). */
export function outcomeOf(outcomes: readonly Outcome[], key: string): Outcome {
  const found = outcomes.find((o) => o.key === key);
  if (found === undefined) throw new Error(`No outcome '${key}'.`);
  return found;
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

function defaultOf(def: InputDef): InputValue {
  if (def.kind === 'flag') return def.default ?? false;
  return def.default;
}

/**
 * `inputs` with every input of `sides` that is hidden (its `showWhen` fails) reset to its
 * default, as the generic UI does: a hidden control never counts.
 */
export function visibleInputs(sides: readonly RollSide[], inputs: Inputs): Inputs {
  const out: Record<string, InputValue> = { ...inputs };
  for (const def of sides.flatMap((s) => s.inputs)) {
    if (!inputVisible(def, inputs)) out[def.id] = defaultOf(def);
  }
  return out;
}
