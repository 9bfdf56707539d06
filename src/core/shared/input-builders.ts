/**
 * Builders for a roll tool's inputs: each kind of control written as one call (id, label, what
 * it takes, rule) instead of a literal record, so the record's shape is written once for every
 * tool of every game.
 */
import type { ChoiceInput, CountInput, FlagInput } from './tool.js';
import type { Condition } from './types.js';

/** The optional parts every input may carry: help under it and when it is shown. */
export interface InputExtras {
  readonly help?: string;
  readonly showWhen?: Condition;
}

/** A yes/no input (a checkbox), off unless `extras.default` says otherwise. */
export function flagInput(
  id: string,
  label: string,
  rule: string,
  extras: InputExtras & { readonly default?: boolean } = {},
): FlagInput {
  return { kind: 'flag', id, label, rule, ...extras };
}

/**
 * A whole number from `min` to `max` (a stepper). It starts at 0, or at the bound nearest 0
 * when 0 is out of range (a count of engaged corps starts at 1), unless `extras.default` says.
 */
export function countInput(
  id: string,
  label: string,
  min: number,
  max: number,
  rule: string,
  extras: InputExtras & { readonly default?: number } = {},
): CountInput {
  const start = Math.min(Math.max(0, min), max);
  return { kind: 'count', id, label, min, max, default: start, rule, ...extras };
}

/** An option of a choice as a row: its value and its label. */
export type OptionRow = readonly [value: string, label: string];

/** The options of a choice from `[value, label]` rows, in order. */
export function optionsOf(rows: readonly OptionRow[]): { value: string; label: string }[] {
  return rows.map(([value, label]) => ({ value, label }));
}

/**
 * The rows of a choice from a record of labels by value (a game's side names), in the record's
 * order, so the labels are read from the game's data rather than typed again.
 */
export function rowsOf(labels: Readonly<Record<string, string>>): [OptionRow, ...OptionRow[]] {
  const [first, ...rest] = Object.entries(labels);
  if (!first) throw new RangeError('A choice needs at least one option.');
  return [first, ...rest];
}

/**
 * One of a fixed list, the options given as `[value, label]` rows, with no rule of its own (a
 * calculator's group cites it). It starts at the first option unless `extras.default` says.
 */
export function choiceOf(
  id: string,
  label: string,
  options: readonly [OptionRow, ...OptionRow[]],
  extras: InputExtras & { readonly default?: string; readonly rule?: string } = {},
): ChoiceInput {
  return {
    kind: 'choice',
    id,
    label,
    options: optionsOf(options),
    default: options[0][0],
    ...extras,
  };
}

/**
 * One of a fixed list (a select), the options given as `[value, label]` rows. It starts at the
 * first option unless `extras.default` says otherwise.
 */
export function choiceInput(
  id: string,
  label: string,
  options: readonly [OptionRow, ...OptionRow[]],
  rule: string,
  extras: InputExtras & { readonly default?: string } = {},
): ChoiceInput {
  return choiceOf(id, label, options, { rule, ...extras });
}
