/**
 * The U.S. Civil War: a column of numbers the players key in from their own chart (the Attrition
 * and Surrender tables): the lowest modified roll it prints and its results from there upward. A
 * roll below the first row reads the first and one above the last reads the last, as a printed
 * "or less" / "or more" row does (rulings G2, G13). Shared by the two tables' kinds and tools.
 */
import * as v from 'valibot';

/** Sanity bounds on an entered column (no modified roll reaches past them); not rules. */
export const COLUMN_LIMITS = { fromMin: -10, fromMax: 20, rowsMax: 24 } as const;

/** An entered column: the modified roll of its first row and its results from there up. */
export interface RollColumn {
  readonly from: number;
  readonly results: readonly number[];
}

const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** The schema of a column whose results run from 0 to `max`. */
export function rollColumnSchema(max: number) {
  return v.strictObject({
    from: int(COLUMN_LIMITS.fromMin, COLUMN_LIMITS.fromMax),
    results: v.pipe(
      v.array(int(0, max)),
      v.minLength(1),
      v.maxLength(COLUMN_LIMITS.rowsMax),
      v.readonly(),
    ),
  });
}

/** The result a modified `total` reads in `column` (ends extended). */
export function columnCell(column: RollColumn, total: number): number {
  const last = column.results.length - 1;
  const row = Math.min(Math.max(total - column.from, 0), last);
  return column.results[row] ?? 0;
}

/** The modified roll of the column's last row. */
export function columnLast(column: RollColumn): number {
  return column.from + column.results.length - 1;
}

/**
 * `count` rows from modified roll `from`, each in words by `cell`: '≤1: 3 · 2: 2 · 7+: 0' (the
 * first reads any roll below it, the last any above; a lone row reads 'any').
 */
export function rollRowsText(from: number, count: number, cell: (roll: number) => string): string {
  const last = from + count - 1;
  return Array.from({ length: count }, (_, i) => {
    const t = from + i;
    const label = count === 1 ? 'any' : t === from ? `≤${t}` : t === last ? `${t}+` : `${t}`;
    return `${label}: ${cell(t)}`;
  }).join(' · ');
}

/** A column's rows in words: '≤1: 3 · 2: 2 · 7+: 0'. */
export function columnText(column: RollColumn): string {
  return rollRowsText(column.from, column.results.length, (t) =>
    String(column.results[t - column.from]),
  );
}

/** A typed column: the lowest roll and the results as typed ('1', '3 3 2 2 1 1 0'). */
export type ColumnParse =
  | { readonly ok: true; readonly column: RollColumn | null }
  | { readonly ok: false; readonly error: string; readonly fields: readonly string[] };

/**
 * Reads a column as typed in a form: both empty clears it (null); a result must be a whole
 * number from 0 to `max`.
 */
export function parseColumn(fromText: string, resultsText: string, max: number): ColumnParse {
  const typed = resultsText.split(/[\s,;]+/).filter(Boolean);
  if (fromText === '' && typed.length === 0) return { ok: true, column: null };
  if (fromText === '' || typed.length === 0)
    return {
      ok: false,
      error: 'Enter the lowest modified roll and the results, or neither.',
      fields: ['from', 'results'],
    };
  const from = Number(fromText);
  if (!Number.isInteger(from) || from < COLUMN_LIMITS.fromMin || from > COLUMN_LIMITS.fromMax)
    return {
      ok: false,
      error: `The lowest modified roll is a whole number from ${COLUMN_LIMITS.fromMin} to ${COLUMN_LIMITS.fromMax}.`,
      fields: ['from'],
    };
  const results = typed.map(Number);
  const bad = typed.filter((t, i) => !/^\d+$/.test(t) || (results[i] ?? 0) > max);
  if (bad.length > 0)
    return {
      ok: false,
      error: `Not a result: ${bad
        .slice(0, 3)
        .map((b) => `“${b.slice(0, 8)}”`)
        .join(', ')}. Each is a whole number from 0 to ${max}.`,
      fields: ['results'],
    };
  if (results.length > COLUMN_LIMITS.rowsMax)
    return {
      ok: false,
      error: `A column has at most ${COLUMN_LIMITS.rowsMax} rows.`,
      fields: ['results'],
    };
  return { ok: true, column: { from, results } };
}

/** Whether the results never fall (`rising`) or never rise (`falling`) as the roll goes up. */
export function columnIsMonotone(column: RollColumn, way: 'rising' | 'falling'): boolean {
  return column.results.every((r, i) => {
    const prev = column.results[i - 1];
    return prev === undefined || (way === 'rising' ? r >= prev : r <= prev);
  });
}
