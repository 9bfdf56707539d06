/**
 * The keys of a record typed as its keys. `Object.keys` gives `string[]` (an object may hold
 * more keys than its type names); for the app's own `as const` tables of ids and labels it holds
 * exactly those, so the cast is made here once, from the record's own type, rather than at each
 * use with a type written by hand that nothing checks.
 */
export function keysOf<K extends string>(record: { readonly [key in K]: unknown }): K[] {
  return Object.keys(record) as K[];
}
