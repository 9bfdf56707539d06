/**
 * The U.S. Civil War: saving one column of a results table the players key in from their own
 * card (the Blockade Table's years, the CRT's columns): the lowest roll or total and the results
 * from there up. Both tables are read, refused, cleared and checked the same way, so they share
 * this one procedure and differ only in their words, their result format and their check.
 */
import type * as v from 'valibot';
import { parseWith } from '../../shared/parse-with.js';
import type { RosterSave } from '../../shared/roster.js';
import { savedChecked } from './supply-chart.js';

/** A column as it is stored: its lowest roll (or total) and each result from there up, as text. */
export interface StoredColumn {
  readonly from: number;
  readonly results: string[];
}

/** What differs between the tables whose columns are saved this way. */
export interface ColumnSaveSpec<D, R> {
  /** The column in messages: '1863', 'column 2-1'. */
  readonly name: string;
  /** What its first number is: 'roll' or 'total'. */
  readonly lowest: string;
  /** A result in a refusal: 'Blockade result'. */
  readonly result: string;
  /** How a result is typed, said after a refusal. */
  readonly hint: string;
  /** The table in the warning that it contradicts the rulebook: 'table', 'CRT'. */
  readonly table: string;
  readonly parse: (typed: string) => R | null;
  readonly format: (result: R) => string;
  /** The player's data with this column replaced (or removed, for null). */
  readonly next: (column: StoredColumn | null) => D;
  readonly schema: v.GenericSchema<unknown, D>;
  /** The facts of the rulebook the saved data contradicts, by name (none: it agrees). */
  readonly failures: (data: D) => readonly string[];
  /** A table that contradicts the rulebook is still read, its results marked (the CRT). */
  readonly stillUsed?: boolean;
}

const fail = <D>(errors: string[], invalid: string[] = []): RosterSave<D> => ({
  ok: false,
  errors,
  invalid,
});

/**
 * Saves a column from the form's two texts: both empty clears it; one without the other, or a
 * result that does not read, is refused with the fields to fix; a saved column that contradicts
 * the rulebook is kept, with a warning that it is not used until it agrees.
 */
export function saveResultsColumn<D, R>(
  fromText: string,
  resultsText: string,
  spec: ColumnSaveSpec<D, R>,
): RosterSave<D> {
  const typed = resultsText.split(/[\s,;]+/).filter(Boolean);
  if (fromText === '' && typed.length === 0)
    return { ok: true, data: spec.next(null), message: `Cleared ${spec.name}.` };
  if (fromText === '' || typed.length === 0)
    return fail(
      [`Enter the lowest ${spec.lowest} and the results, or neither.`],
      ['from', 'results'],
    );
  const read = typed.map((t) => spec.parse(t));
  const bad = typed.filter((_, i) => read[i] === null);
  if (bad.length > 0)
    return fail(
      [
        `Not a ${spec.result}: ${bad
          .slice(0, 3)
          .map((b) => `“${b.slice(0, 8)}”`)
          .join(', ')}. ${spec.hint}`,
      ],
      ['results'],
    );
  const results = read.map((r) => (r === null ? '' : spec.format(r)));
  const shape = parseWith(spec.schema, spec.next({ from: Number(fromText), results }));
  if (!shape.ok)
    return fail(
      shape.issues.map((i) => i.message),
      ['from', 'results'],
    );
  return savedChecked(
    shape.value,
    `Saved ${spec.name}`,
    spec.failures(shape.value),
    spec.table,
    `Saved ${spec.name}`,
    spec.stillUsed,
  );
}
