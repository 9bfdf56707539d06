/**
 * Modifiers: evaluating their conditions against a situation and applying them to a roll.
 */
import { inputEquals, inputIsSet, numericInput } from './input-values.js';
import type { AppliedModifier, Condition, Inputs, Modifier } from './types.js';

/**
 * Whether condition `c` holds for `inputs`. `all` holds when every part holds (true when empty);
 * `any` when at least one does (false when empty); `not` negates. An `input` condition holds
 * when every test it carries holds: `eq` (equal), `in` (equal to one of), `gte` / `lte` (numeric
 * value, inclusive); with no test at all it holds when the input is set (true, non-zero or
 * non-empty). A missing input counts as false / 0 / ''.
 */
export function evaluateCondition(c: Condition, inputs: Inputs): boolean {
  if ('all' in c) return c.all.every((part) => evaluateCondition(part, inputs));
  if ('any' in c) return c.any.some((part) => evaluateCondition(part, inputs));
  if ('not' in c) return !evaluateCondition(c.not, inputs);
  const { input } = c;
  let tested = false;
  if (c.eq !== undefined) {
    tested = true;
    if (!inputEquals(inputs, input, c.eq)) return false;
  }
  if (c.in !== undefined) {
    tested = true;
    if (!c.in.some((option) => inputEquals(inputs, input, option))) return false;
  }
  if (c.gte !== undefined) {
    tested = true;
    if (!(numericInput(inputs, input) >= c.gte)) return false;
  }
  if (c.lte !== undefined) {
    tested = true;
    if (!(numericInput(inputs, input) <= c.lte)) return false;
  }
  return tested || inputIsSet(inputs, input);
}

/**
 * The modifiers that apply to a roll in situation `inputs`, in their given order. A modifier
 * whose `when` fails is dropped; one with `per` has its value multiplied by that numeric input
 * (missing = 0, true = 1); one whose effective value is 0 (nothing to show) or not finite is
 * dropped.
 */
export function applyModifiers(mods: readonly Modifier[], inputs: Inputs): AppliedModifier[] {
  const applied: AppliedModifier[] = [];
  for (const mod of mods) {
    if (mod.when !== undefined && !evaluateCondition(mod.when, inputs)) continue;
    const value = mod.per === undefined ? mod.value : mod.value * numericInput(inputs, mod.per);
    if (value === 0 || !Number.isFinite(value)) continue;
    applied.push({ id: mod.id, label: mod.label, rule: mod.rule, value });
  }
  return applied;
}

/** The net modifier: the sum of the applied values (0 when none). */
export function sumModifiers(applied: readonly AppliedModifier[]): number {
  let total = 0;
  for (const mod of applied) total += mod.value;
  return total;
}
