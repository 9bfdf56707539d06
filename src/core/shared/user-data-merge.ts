/**
 * Joining imported entered data to what a device holds, for an import the player chooses to
 * merge rather than replace, and counting entries for the question asked first. Generic over
 * every kind (ratings, commanders, armies, charts): an object's keys are joined, key by key; a
 * list of records with ids (saved armies) is joined by id; anything else, a value or a plain
 * list (a general's traits), is the file's where both have one. The kind's schema checks the
 * result before it is saved, so a merge that breaks a rule (too many commanders) is refused.
 */

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const hasId = (x: unknown): x is { readonly id: string } =>
  isRecord(x) && typeof x['id'] === 'string';

/** `incoming` joined to `saved`: where both hold something, the incoming value wins. */
export function mergeEntered(incoming: unknown, saved: unknown): unknown {
  if (isRecord(incoming) && isRecord(saved)) {
    const out: Record<string, unknown> = { ...saved };
    for (const [k, v] of Object.entries(incoming))
      out[k] = k in saved ? mergeEntered(v, saved[k]) : v;
    return out;
  }
  if (Array.isArray(incoming) && Array.isArray(saved)) {
    const a = incoming as unknown[];
    const b = saved as unknown[];
    if (a.every(hasId) && b.every(hasId)) {
      const ids = new Set(a.map((x) => x.id));
      return [...a, ...b.filter((x) => !ids.has(x.id))];
    }
  }
  return incoming === undefined ? saved : incoming;
}

/**
 * How many entries `data` holds, for the player: a list counts its items, an object of entries
 * its keys, a value one; the data's top-level fields are summed ({ armies: [3 armies] } is 3,
 * { commanders: { … 5 … } } is 5, ratings by scenario count their generals).
 */
export function countEntries(data: unknown): number {
  if (!isRecord(data)) return Array.isArray(data) ? data.length : data == null ? 0 : 1;
  let n = 0;
  for (const v of Object.values(data)) {
    if (Array.isArray(v)) n += v.length;
    else if (isRecord(v)) n += Object.keys(v).length;
    else if (v !== null && v !== undefined && v !== '') n += 1;
  }
  return n;
}
