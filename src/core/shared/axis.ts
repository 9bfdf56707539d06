/**
 * Table axes: building entries and finding which entry a value falls in.
 */
import type { Axis, AxisEntry, Clamp } from './types.js';

/** Where a value landed on an axis: the entry index, and whether it was clamped to an end. */
export interface AxisHit {
  readonly index: number;
  readonly clamped: boolean;
}

/**
 * The entry of `axis` that `value` falls in (inclusive `min`/`max`, `null` = open-ended).
 * Entries must ascend (see `checkTable`). A value below the first entry or above the last is
 * clamped to that end (`clamped: true`) when `outOfRange` is 'clamp' (the default), or gives
 * null when it is 'reject' and the caller must refuse it. A value in no entry for any other
 * reason (a gap between entries, NaN, an empty axis) also gives null.
 */
export function axisIndex(
  axis: Axis,
  value: number,
  outOfRange: 'clamp' | 'reject' = 'clamp',
): AxisHit | null {
  const { entries } = axis;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry === undefined) continue;
    if ((entry.min === null || value >= entry.min) && (entry.max === null || value <= entry.max)) {
      return { index: i, clamped: false };
    }
  }
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (first === undefined || last === undefined) return null;
  const clamp = outOfRange === 'clamp';
  if (first.min !== null && value < first.min) return clamp ? { index: 0, clamped: true } : null;
  if (last.max !== null && value > last.max) {
    return clamp ? { index: entries.length - 1, clamped: true } : null;
  }
  return null;
}

function defaultLabel(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'any';
  if (min === null) return `≤${String(max)}`;
  if (max === null) return `${min}+`;
  if (min === max) return String(min);
  return min < 0 || max < 0 ? `${min} to ${max}` : `${min}-${max}`;
}

/**
 * An axis entry covering min..max inclusive (`null` = open-ended: `rangeEntry(null, 0)` is
 * '≤0', `rangeEntry(11, null)` is '11+'). The key is ASCII for links: '5' for a single value,
 * otherwise 'min..max' with an open end left empty ('..0', '11..'). `label` defaults to the
 * printed form ('≤0', '5', '3-4', '11+'). Bounds must be whole numbers with min ≤ max, else
 * a RangeError.
 */
export function rangeEntry(min: number | null, max: number | null, label?: string): AxisEntry {
  for (const bound of [min, max]) {
    if (bound !== null && !Number.isSafeInteger(bound)) {
      throw new RangeError(`Axis bounds must be whole numbers; got ${String(bound)}.`);
    }
  }
  if (min !== null && max !== null && min > max) {
    throw new RangeError(`Axis entry minimum ${min} is above its maximum ${max}.`);
  }
  const key = min !== null && min === max ? String(min) : `${min ?? ''}..${max ?? ''}`;
  return { key, label: label ?? defaultLabel(min, max), min, max };
}

/**
 * An axis with one exact-value entry per value, in the order given (give them ascending):
 * `axisFromValues('Die roll', [1, 2, 3, 4, 5, 6])`.
 */
export function axisFromValues(label: string, values: readonly number[]): Axis {
  return { label, entries: values.map((value) => rangeEntry(value, value)) };
}

/**
 * The range an axis prints, from its first entry's low bound to its last entry's high bound, an
 * open end left out: the clamp of a roll read on a table that prints nothing beyond its rows.
 */
export function axisRange(axis: Axis): Clamp {
  const min = axis.entries[0]?.min ?? null;
  const max = axis.entries.at(-1)?.max ?? null;
  return { ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) };
}
