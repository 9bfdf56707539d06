/**
 * Results tables: looking up the cell a roll reaches, with the table's clamping rule.
 */
import { axisIndex } from './axis.js';
import type { AxisHit } from './axis.js';
import type { Axis, Lookup, ResultsTable } from './types.js';

export { axisFromValues, axisIndex, rangeEntry, type AxisHit } from './axis.js';
export { checkTable } from './table-check.js';

function span(axis: Axis): string {
  const first = axis.entries[0];
  const last = axis.entries[axis.entries.length - 1];
  if (first === undefined || last === undefined) return 'no entries';
  return first === last ? first.label : `${first.label} to ${last.label}`;
}

function place<C>(table: ResultsTable<C>, axis: Axis, value: number): AxisHit {
  const hit = axisIndex(axis, value, table.outOfRange);
  if (hit === null) {
    throw new RangeError(
      `${table.title}: ${axis.label} ${String(value)} is not on the table (${span(axis)}).`,
    );
  }
  return hit;
}

/**
 * The cell of `table` for `rowValue` (and `columnValue` when the table has a column axis; it is
 * ignored otherwise). Values off an axis are clamped to its first / last entry when
 * `outOfRange` is 'clamp' and throw a RangeError when it is 'reject'; a value in a gap, NaN, or
 * a missing column value also throws a RangeError. Throws an Error when the cells do not match
 * the axes (malformed data), so the result never holds an undefined cell.
 */
export function lookup<C>(
  table: ResultsTable<C>,
  rowValue: number,
  columnValue?: number,
): Lookup<C> {
  const rowHit = place(table, table.rows, rowValue);
  const row = rowHit.index;
  const rowEntry = table.rows.entries[row];
  let columnHit: AxisHit = { index: 0, clamped: false };
  let columnKey: string | null = null;
  if (table.columns !== undefined) {
    if (columnValue === undefined) {
      throw new RangeError(`${table.title}: a ${table.columns.label} value is needed.`);
    }
    columnHit = place(table, table.columns, columnValue);
    const entry = table.columns.entries[columnHit.index];
    if (entry === undefined)
      throw new Error(`${table.id}: column ${columnHit.index} has no entry.`);
    columnKey = entry.key;
  }
  const column = columnHit.index;
  const cell = table.cells[row]?.[column];
  if (rowEntry === undefined || cell === undefined) {
    throw new Error(
      `${table.id}: no cell at row ${row}, column ${column}; the table is malformed.`,
    );
  }
  return {
    row,
    column,
    rowKey: rowEntry.key,
    columnKey,
    cell,
    clampedRow: rowHit.clamped,
    clampedColumn: columnHit.clamped,
  };
}
