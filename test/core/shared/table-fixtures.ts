/** Shared by the results-table tests (axis, lookup, checks): small axes and a table over them. */
import { axisFromValues, rangeEntry } from '../../../src/core/shared/axis.js';
import type { Axis, ResultsTable } from '../../../src/core/shared/types.js';

/** Rows open at both ends: ≤2, 3-4, 5, 6+. */
export const rows: Axis = {
  label: 'Modified roll',
  entries: [rangeEntry(null, 2), rangeEntry(3, 4), rangeEntry(5, 5), rangeEntry(6, null)],
};
/** Rows for a d6: 1 to 6, closed. */
export const closedRows: Axis = axisFromValues('Die roll', [1, 2, 3, 4, 5, 6]);
/** Three closed columns: 1-2, 3-5, 6-8. */
export const columns: Axis = {
  label: 'Strength',
  entries: [rangeEntry(1, 2), rangeEntry(3, 5), rangeEntry(6, 8)],
};

/** A table of `closedRows` × `columns` whose cells name their row and column keys. */
export function table(
  outOfRange: 'clamp' | 'reject',
  overrides: Partial<ResultsTable<string>> = {},
): ResultsTable<string> {
  return {
    id: 'fire',
    title: 'Fire Table',
    rule: '10.1',
    rows: closedRows,
    columns,
    cells: closedRows.entries.map((r) => columns.entries.map((c) => `${r.key}/${c.key}`)),
    outOfRange,
    ...overrides,
  };
}
