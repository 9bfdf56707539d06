/**
 * Schemas of results tables, for tables loaded from data rather than written in code.
 */
import * as v from 'valibot';
import {
  SCHEMA_LIMITS,
  SafeIntegerSchema,
  boundedArray,
  boundedString,
  optionalText,
} from './schema-limits.js';
import { checkAxis, checkTable } from './table-check.js';

/** An axis entry: key (1..64 chars), printed label, whole-number bounds or null (open). */
export const AxisEntrySchema = v.object({
  key: boundedString(SCHEMA_LIMITS.id),
  label: optionalText(SCHEMA_LIMITS.text),
  min: v.nullable(SafeIntegerSchema),
  max: v.nullable(SafeIntegerSchema),
});

/**
 * A table axis of 1..100 entries that pass `checkTable`'s axis checks (ascending, no overlap,
 * no gap, unique keys); each problem is reported at the axis.
 */
export const AxisSchema = v.pipe(
  v.object({
    label: optionalText(SCHEMA_LIMITS.text),
    entries: boundedArray(AxisEntrySchema, SCHEMA_LIMITS.axisEntries),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const problem of checkAxis('axis', dataset.value)) addIssue({ message: problem });
  }),
);

/**
 * A results table whose cells match `cellSchema` (e.g. `v.string()` or a game's result object),
 * with at most 100 rows and 100 columns, and cells shaped rows × columns (`checkTable`).
 */
export function resultsTableSchema<TCell extends v.GenericSchema>(cellSchema: TCell) {
  return v.pipe(
    v.object({
      id: boundedString(SCHEMA_LIMITS.id),
      title: optionalText(SCHEMA_LIMITS.text),
      rule: optionalText(SCHEMA_LIMITS.text),
      rows: AxisSchema,
      columns: v.exactOptional(AxisSchema),
      cells: boundedArray(
        boundedArray(cellSchema, SCHEMA_LIMITS.axisEntries),
        SCHEMA_LIMITS.axisEntries,
      ),
      outOfRange: v.picklist(['clamp', 'reject']),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const problem of checkTable(dataset.value)) addIssue({ message: problem });
    }),
  );
}
