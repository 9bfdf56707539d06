/**
 * Inputs a calculator repeats: a list of items (regions entered, one after another), each with
 * the same few fields, added and removed by the player. Each item is one value of the page's
 * link, its fields in order and comma-separated, a text field last (so it may hold commas).
 * Pure: the descriptor's types and the link's reading and writing.
 */
import type { CalcText } from './calculator.js';
import type { Inputs } from './types.js';

/** A whole number of an item, typed into a number field. */
export interface RepeatCountField {
  readonly kind: 'count';
  readonly id: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** A choice of an item, as a select. */
export interface RepeatChoiceField {
  readonly kind: 'choice';
  readonly id: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly default: string;
}

/** Free text of an item (a name): control characters and runs of spaces dropped, cut short. */
export interface RepeatTextField {
  readonly kind: 'text';
  readonly id: string;
  readonly label: string;
  readonly maxLength: number;
}

export type RepeatField = RepeatCountField | RepeatChoiceField | RepeatTextField;

/** A repeated group: its link key, its fields, its limit and how its items are named. */
export interface CalcRepeat {
  /** The link key; one value per item. */
  readonly id: string;
  /** The fields in link order; at most one text field, and it comes last. */
  readonly fields: readonly RepeatField[];
  /** The most items the group takes. */
  readonly max: number;
  /** What one item is called, and several: 'region', 'regions'. */
  readonly noun: { readonly one: string; readonly other: string };
  /** An item's heading, from its number (1 for the first) and its fields. */
  title(n: number, item: Inputs): string;
  /** The buttons' words: 'Add a region', 'Start over'. */
  readonly addLabel: string;
  readonly clearLabel: string;
}

/** What the calculator works out for one item: lines under its fields, and its breaches. */
export interface RepeatItemResult {
  /** A term and what it comes to; the `main` line is the one to read first. */
  readonly lines: readonly {
    readonly term: string;
    readonly detail: readonly CalcText[];
    readonly main?: boolean;
  }[];
  readonly problems: readonly string[];
}

/** 1st, 2nd, 3rd, 4th… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** Text as a text field keeps it: control characters and runs of spaces made one space. */
export function cleanText(raw: string, maxLength: number): string {
  return raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, maxLength);
}

/** An item with every field at its default. */
export function emptyItem(repeat: CalcRepeat): Inputs {
  return Object.fromEntries(
    repeat.fields.map((f) => [f.id, f.kind === 'text' ? '' : f.default] as const),
  );
}

/** One item as its link value. */
export function writeRepeatItem(repeat: CalcRepeat, item: Inputs): string {
  return repeat.fields
    .map((f) => {
      const v = item[f.id];
      return f.kind === 'text' ? String(v ?? '').trim() : String(v ?? '');
    })
    .join(',');
}

/** One item from its link value, or null when a field cannot be read. */
export function readRepeatItem(repeat: CalcRepeat, raw: string): Inputs | null {
  const parts = raw.split(',');
  const item: Record<string, Inputs[string]> = {};
  for (const [i, f] of repeat.fields.entries()) {
    const part = f.kind === 'text' ? parts.slice(i).join(',') : parts[i];
    if (part === undefined) return null;
    if (f.kind === 'text') item[f.id] = cleanText(part, f.maxLength);
    else if (f.kind === 'choice') {
      if (!f.options.some((o) => o.value === part)) return null;
      item[f.id] = part;
    } else {
      const n = /^\d{1,2}$/.test(part) ? Number(part) : NaN;
      if (!(n >= f.min && n <= f.max)) return null;
      item[f.id] = n;
    }
  }
  return item;
}

/** Each group's items from the link; `notices` hears of items left out. */
export function readRepeats(
  repeats: readonly CalcRepeat[],
  params: readonly (readonly [string, string])[],
  notices: string[],
): Record<string, readonly Inputs[]> {
  const out: Record<string, readonly Inputs[]> = {};
  for (const repeat of repeats) {
    const raws = params.filter(([k]) => k === repeat.id).map(([, v]) => v);
    const { max, noun } = repeat;
    if (raws.length > max)
      notices.push(`At most ${max} ${noun.other} are taken; the first ${max} are used.`);
    out[repeat.id] = raws.slice(0, max).flatMap((raw, i) => {
      const item = readRepeatItem(repeat, raw);
      if (item === null) {
        const name = noun.one.charAt(0).toUpperCase() + noun.one.slice(1);
        notices.push(`${name} ${i + 1} of the link could not be read; it was left out.`);
      }
      return item === null ? [] : [item];
    });
  }
  return out;
}
