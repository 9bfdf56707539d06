/**
 * Builders for a roll's modifiers that read one input of their own id: one switched on by a
 * check box, one counted per point of a number. The id is written once and serves as both the
 * modifier's and the input's, so the two cannot drift apart.
 */
import type { Condition, Modifier } from './types.js';

/** What a modifier may add to its id, label, value and rule. */
export interface ModifierExtras {
  readonly note?: string;
}

/** A modifier that applies when the yes/no input `id` is on. */
export function flagModifier(
  id: string,
  label: string,
  value: number,
  rule: string,
  extras: ModifierExtras = {},
): Modifier {
  return { id, label, value, rule, when: { input: id }, ...extras };
}

/** A modifier worth `value` per point of the number input `id`, when `extras.when` holds. */
export function perModifier(
  id: string,
  label: string,
  value: number,
  rule: string,
  extras: ModifierExtras & { readonly when?: Condition } = {},
): Modifier {
  return { id, label, value, per: id, rule, ...extras };
}
