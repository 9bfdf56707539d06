/**
 * Validation of results-table data, for tests and for tables loaded from outside the code.
 */
import type { Axis, AxisEntry, ResultsTable } from './types.js';

function describe(entry: AxisEntry, index: number): string {
  return `entry ${index} ('${entry.label}')`;
}

/**
 * The problems with one axis (`name` prefixes each message), empty when it is sound: see
 * `checkTable`.
 */
export function checkAxis(name: string, axis: Axis): string[] {
  const problems: string[] = [];
  const { entries } = axis;
  if (entries.length === 0) return [`${name}: the axis has no entries.`];
  const keys = new Set<string>();
  let previous: AxisEntry | undefined;
  entries.forEach((entry, i) => {
    const here = `${name}: ${describe(entry, i)}`;
    if (keys.has(entry.key)) problems.push(`${here} repeats key '${entry.key}'.`);
    keys.add(entry.key);
    for (const bound of [entry.min, entry.max]) {
      if (bound !== null && !Number.isSafeInteger(bound)) {
        problems.push(`${here} has a bound that is not a whole number (${String(bound)}).`);
      }
    }
    if (entry.min !== null && entry.max !== null && entry.min > entry.max) {
      problems.push(`${here} has min ${entry.min} above max ${entry.max}.`);
    }
    if (entry.min === null && i > 0) problems.push(`${here} is open below but is not first.`);
    if (entry.max === null && i < entries.length - 1) {
      problems.push(`${here} is open above but is not last.`);
    }
    if (previous !== undefined && entry.min !== null && previous.max !== null) {
      const before = describe(previous, i - 1);
      if (previous.min !== null && entry.min < previous.min) {
        problems.push(`${here} is not in ascending order after ${before}.`);
      } else if (entry.min <= previous.max) {
        problems.push(`${here} overlaps ${before}.`);
      } else if (entry.min > previous.max + 1) {
        problems.push(
          `${here} leaves a gap after ${before} (${previous.max + 1}..${entry.min - 1}).`,
        );
      }
    }
    previous = entry;
  });
  return problems;
}

/**
 * The problems with a table's data, empty when it is sound: an axis with no entries, repeated
 * keys, bounds that are not whole numbers or have min > max, entries out of ascending order,
 * overlapping or leaving a gap between neighbours, open ends other than first / last, and cells
 * not shaped rows × columns (one column when there is no column axis).
 */
export function checkTable<C>(table: ResultsTable<C>): string[] {
  const problems = checkAxis('rows', table.rows);
  if (table.columns !== undefined) problems.push(...checkAxis('columns', table.columns));
  const width = table.columns === undefined ? 1 : table.columns.entries.length;
  if (table.cells.length !== table.rows.entries.length) {
    problems.push(
      `cells: ${table.cells.length} rows for ${table.rows.entries.length} row entries.`,
    );
  }
  table.cells.forEach((row, r) => {
    if (row.length !== width)
      problems.push(`cells[${r}]: ${row.length} cells for ${width} columns.`);
  });
  return problems;
}
