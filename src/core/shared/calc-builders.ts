/**
 * Builders for a calculator's parts: a count, a choice among fixed options, its options read
 * from the game's data, and the "see also" line pointing to another tool. Each is written as one call
 * instead of a literal record, so the record's shape is written once for every game.
 */
import type { BreakdownRow, CalcChoiceInput, CalcCountInput, CalcText } from './calculator.js';
import type { InputExtras } from './input-builders.js';

/** An option of a calculator's choice. */
export interface CalcOption {
  readonly value: string;
  readonly label: string;
}

/** An item of a game's data that names itself: a weapon, a ground, a scale. */
export interface LabelledItem {
  readonly id: string;
  readonly label: string;
}

/** The options of a choice from items of the game's data, their ids as values, in order. */
export function itemOptions(items: readonly LabelledItem[]): CalcOption[] {
  return items.map(({ id, label }) => ({ value: id, label }));
}

/** What a calculator's choice may carry besides its options. */
export interface CalcChoiceExtras extends InputExtras {
  /** The option chosen at first; the first option unless given. */
  readonly default?: string;
  /** 'list' for options too long for a segmented control. */
  readonly display?: 'segmented' | 'list';
  readonly rule?: string;
}

/**
 * A calculator's choice among fixed options. It starts at the first option unless
 * `extras.default` says otherwise; a choice with no option is a mistake in the game's data.
 */
export function calcChoice(
  id: string,
  label: string,
  options: readonly CalcOption[],
  extras: CalcChoiceExtras = {},
): CalcChoiceInput {
  const first = options[0];
  if (!first) throw new RangeError(`The choice “${id}” needs at least one option.`);
  return { kind: 'choice', id, label, options, default: first.value, ...extras };
}

/** The same, drawn as a list of radios (options too long for a segmented control). */
export function listChoice(
  id: string,
  label: string,
  options: readonly CalcOption[],
  extras: Omit<CalcChoiceExtras, 'display'> = {},
): CalcChoiceInput {
  return calcChoice(id, label, options, { display: 'list', ...extras });
}

/** What a calculator's count may carry besides its bounds. */
export type CalcCountExtras = Partial<
  Pick<CalcCountInput, 'default' | 'rule' | 'display' | 'signed' | 'inline' | 'showWhen'>
>;

/**
 * A calculator's whole number from `min` to `max`, `noun` naming it in messages. It starts at
 * 0, or at the bound nearest 0 when 0 is out of range, unless `extras.default` says otherwise.
 */
export function calcCount(
  id: string,
  label: string,
  noun: string,
  min: number,
  max: number,
  extras: CalcCountExtras = {},
): CalcCountInput {
  const start = Math.min(Math.max(0, min), max);
  return { kind: 'count', id, label, noun, min, max, default: start, ...extras };
}

/** A calculator's "see also" line: `lead`, a link to the game's tool `tool` as `text`, a stop. */
export function seeAlso(lead: string, tool: string, text: string): CalcText[] {
  return [lead, { tool, text }, '.'];
}

/**
 * A row of a calculator's breakdown: what it is, where the rule is, the value as printed and what
 * it adds here (null: it does not apply), with a note under it when one is given.
 */
export function breakdownRow(
  label: string,
  rule: string,
  printed: string,
  here: string | null,
  note?: string,
): BreakdownRow {
  return { label, rule, ...(note === undefined ? {} : { note }), printed, here };
}
