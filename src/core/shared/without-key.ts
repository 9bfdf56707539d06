/**
 * An entered table or track kept as a record by key (a column's slot, a year, a turn, a total,
 * a general) loses one entry when the players clear or re-key it. Pure.
 */

/** `record` without its entry under `key`; every entry when `key` is null or names none. */
export function withoutKey<V>(
  record: { readonly [key: string]: V },
  key: string | null,
): { [key: string]: V } {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}
