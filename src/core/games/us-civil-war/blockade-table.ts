/**
 * The U.S. Civil War: the Blockade Table as the players key it in (ruling G3). It is printed on
 * the player aid card, not in the rulebook: one column a year, read by the modified die roll
 * (14.4.4), each cell a number of BPs and perhaps the inflation mark "+2M" (14.4.5). A column is
 * entered as the lowest modified roll it prints and its results upward; a roll below the first
 * row reads the first, one above the last reads the last. Its own user-data kind: saved,
 * exported, imported and shared apart from the other charts.
 */
import * as v from 'valibot';
import { YEARS } from './calendar.js';
import { INFLATION } from './economy-data.js';
import { dataKind } from './data-kind.js';

/** The years the table has a column for, as the chart labels them. */
export const BLOCKADE_YEARS = YEARS.map((y) => String(y.year)) as readonly string[];

/** Sanity bounds on an entered column (no roll or cell reaches past them); not rules. */
export const BLOCKADE_ENTRY_LIMITS = { fromMin: -5, fromMax: 20, rowsMax: 20, bpMax: 30 } as const;

/** The inflation mark as the chart prints it: "+2M". */
export const INFLATION_MARK = `+${INFLATION}M`;

/** One cell read: the BPs it gives and whether it raises Maintenance. */
export interface BlockadeResult {
  readonly bp: number;
  readonly inflation: boolean;
}

/**
 * Reads a cell as typed: '5', '+2M' (inflation alone, no BPs), '4+2M' (both); '0' or '-' for
 * nothing. Case and spaces are ignored. Null for anything else.
 */
export function parseBlockadeResult(text: string): BlockadeResult | null {
  const t = text.replace(/\s+/g, '').toUpperCase();
  if (t === '-' || t === '–' || t === '—') return { bp: 0, inflation: false };
  const mark = INFLATION_MARK.toUpperCase();
  const inflation = t.endsWith(mark);
  const digits = inflation ? t.slice(0, -mark.length) : t;
  if (digits === '') return inflation ? { bp: 0, inflation } : null;
  if (!/^[0-9]{1,2}$/.test(digits) || (digits.length > 1 && digits.startsWith('0'))) return null;
  const bp = Number(digits);
  return bp > BLOCKADE_ENTRY_LIMITS.bpMax ? null : { bp, inflation };
}

/** A cell as the chart prints it: '5', '+2M', '4+2M'. */
export function formatBlockadeResult(r: BlockadeResult): string {
  if (!r.inflation) return String(r.bp);
  return r.bp === 0 ? INFLATION_MARK : `${r.bp}${INFLATION_MARK}`;
}

const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const ColumnSchema = v.strictObject({
  from: int(BLOCKADE_ENTRY_LIMITS.fromMin, BLOCKADE_ENTRY_LIMITS.fromMax),
  results: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.maxLength(8),
        v.check((t) => parseBlockadeResult(t) !== null, 'A Blockade result is BPs, +2M or both.'),
      ),
    ),
    v.minLength(1),
    v.maxLength(BLOCKADE_ENTRY_LIMITS.rowsMax),
  ),
});

/** The entered table: a column per year; a year not entered is absent. */
export const BlockadeTableSchema = v.strictObject({
  years: v.record(v.picklist(BLOCKADE_YEARS as [string, ...string[]]), ColumnSchema),
});
export type BlockadeTable = v.InferOutput<typeof BlockadeTableSchema>;
/** One year's column as entered. */
export type BlockadeColumn = v.InferOutput<typeof ColumnSchema>;

/** The user-data kind of the Blockade Table (ruling G3). */
export const BLOCKADE_USER_DATA = dataKind('blockade-table', BlockadeTableSchema, () => ({
  years: {},
}));

const NOTHING: BlockadeResult = { bp: 0, inflation: false };

/** The cell a modified `roll` reads in `column` (ends extended; an unreadable cell reads 0). */
export function blockadeCell(column: BlockadeColumn, roll: number): BlockadeResult {
  const last = column.results.length - 1;
  const row = Math.min(Math.max(roll - column.from, 0), last);
  return parseBlockadeResult(column.results[row] ?? '') ?? NOTHING;
}
