/**
 * Reading named inputs with the core's defaults: a missing input is `false`, `0` or `''`.
 */
import type { InputValue, Inputs } from './types.js';

/**
 * The numeric value of input `name`: a finite number as is, `true` → 1, `false` → 0; missing,
 * non-finite numbers and strings count as 0. Used for `per`, `gte` and `lte`.
 */
export function numericInput(inputs: Inputs, name: string): number {
  const value = Object.hasOwn(inputs, name) ? inputs[name] : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return 0;
}

/** The "empty" value of `value`'s type (false, 0 or ''), which a missing input equals. */
export function emptyLike(value: InputValue): InputValue {
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number') return 0;
  return '';
}

/**
 * Whether input `name` equals `expected`; a missing input equals the empty value of
 * `expected`'s type (so a missing checkbox equals `false`, a missing count `0`).
 */
export function inputEquals(inputs: Inputs, name: string, expected: InputValue): boolean {
  const value = Object.hasOwn(inputs, name) ? inputs[name] : undefined;
  return (value ?? emptyLike(expected)) === expected;
}

/** Whether input `name` is set: `true`, a non-zero number or a non-empty string. */
export function inputIsSet(inputs: Inputs, name: string): boolean {
  const value = Object.hasOwn(inputs, name) ? inputs[name] : undefined;
  return value !== undefined && value !== false && value !== 0 && value !== '';
}
