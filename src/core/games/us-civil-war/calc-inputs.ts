/**
 * The U.S. Civil War calculators' controls and how they read, written once for all of them
 * (reinforcements, victory, the naval battle, running the guns): a count from 0 up to a control
 * range, a yes/no flag, and an input read as a number or a flag.
 */
import { calcCount } from '../../shared/calc-builders.js';
import type { CalcInput } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';

/** Input `id` as a number (0 when absent). */
export const num = (i: Inputs, id: string): number => Number(i[id] ?? 0);

/** Whether flag `id` is ticked. */
export const on = (i: Inputs, id: string): boolean => i[id] === true;

/** A yes/no control, citing `rule` when given. */
export function flagInput(id: string, label: string, rule?: string, def = false): CalcInput {
  return { kind: 'flag', id, label, default: def, ...(rule !== undefined && { rule }) };
}

/** A count from 0 to `max` (a control range, not a rule), citing `rule` when given. */
export function countInput(
  id: string,
  label: string,
  max: number,
  def = 0,
  rule?: string,
): CalcInput {
  return calcCount(id, label, label.toLowerCase(), 0, max, {
    default: def,
    ...(rule !== undefined && { rule }),
  });
}
