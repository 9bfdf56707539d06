/**
 * The U.S. Civil War: the charts the players key in from their own components, as one user-data
 * kind (saved, exported, imported, shared): the Combat Results Table (ruling G1) and the
 * generals' counters (ruling G7). What the rulebook states cannot be contradicted; the CRT is
 * checked against its examples in `crt-check.ts`.
 */
import * as v from 'valibot';
import { CRT_COLUMN_IDS } from './crt-columns.js';
import type { CrtCheckContext } from './crt-check.js';
import { CRT_ENTRY_LIMITS } from './crt-grid.js';
import { parseCrtResult } from './crt-result.js';
import { GENERALS, RATING_SUMS, generalById, type Counter } from './generals.js';
import { dataKind } from './data-kind.js';

/** Sanity bounds on a typed counter (no counter prints more); ranks are 1 to 4 stars (7.2). */
export const COUNTER_LIMITS = { rankMin: 1, rankMax: 4, ratingMax: 5, movementMax: 12 } as const;

const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const ResultSchema = v.pipe(
  v.string(),
  v.maxLength(4),
  v.check(
    (t) => parseCrtResult(t) !== null,
    'A CRT result is a number, with * or ◆ after it or not.',
  ),
);

const ColumnSchema = v.strictObject({
  from: int(CRT_ENTRY_LIMITS.fromMin, CRT_ENTRY_LIMITS.fromMax),
  results: v.pipe(v.array(ResultSchema), v.minLength(1), v.maxLength(CRT_ENTRY_LIMITS.rowsMax)),
});

const CounterSchema = v.strictObject({
  rank: v.exactOptional(int(COUNTER_LIMITS.rankMin, COUNTER_LIMITS.rankMax)),
  attack: v.exactOptional(int(0, COUNTER_LIMITS.ratingMax)),
  defense: v.exactOptional(int(0, COUNTER_LIMITS.ratingMax)),
  cavalry: v.exactOptional(v.boolean()),
  cautious: v.exactOptional(v.boolean()),
  movement: v.exactOptional(int(1, COUNTER_LIMITS.movementMax)),
});

const picklist = (ids: readonly string[]) => v.picklist(ids as [string, ...string[]]);

/** The players' charts: CRT columns by id, counters by general. */
export const ChartsSchema = v.strictObject({
  crt: v.record(picklist(CRT_COLUMN_IDS), ColumnSchema),
  generals: v.record(picklist(GENERALS.map((g) => g.id)), CounterSchema),
});
export type Charts = v.InferOutput<typeof ChartsSchema>;

/** The user-data kind of the charts (rulings G1, G7). */
export const CHARTS_USER_DATA = dataKind('charts', ChartsSchema, () => ({ crt: {}, generals: {} }));

/**
 * A general's counter as known: the rulebook's values, then the player's, then what a ruling
 * infers (Morgan's Attack Rating, ruling C30) where the player has entered nothing.
 */
export function counterOf(id: string, data: Charts): Counter {
  const g = generalById(id);
  return { ...(g?.inferred?.counter ?? {}), ...(data.generals[id] ?? {}), ...(g?.known ?? {}) };
}

const RATINGS = ['rank', 'attack', 'defense', 'cavalry', 'cautious', 'movement'] as const;

const RATING_WORDS = {
  rank: 'rank',
  attack: 'Attack Rating',
  defense: 'Defense Rating',
  cavalry: 'cavalry flag',
  cautious: 'cautious flag',
  movement: 'Movement Allowance',
} as const;

/**
 * Where the players' counters differ from what a ruling infers (ruling C30 for Morgan): said,
 * not refused, since the inference is ours and the counter is theirs.
 */
export function inferenceWarnings(data: Charts): string[] {
  const out: string[] = [];
  for (const g of GENERALS) {
    const inf = g.inferred;
    const entry = data.generals[g.id];
    if (!inf || !entry) continue;
    for (const k of RATINGS) {
      const want = inf.counter[k];
      const have = entry[k];
      if (want === undefined || have === undefined || have === want) continue;
      out.push(
        `${g.name}: ${inf.rule} implies his ${RATING_WORDS[k]} is ${String(want)} (ruling ${inf.ruling}); you entered ${String(have)}. Yours is used: check it against your counter.`,
      );
    }
  }
  return out;
}

/**
 * What is wrong with entering `entry` for general `id`: a value the rulebook gives cannot be
 * contradicted, nor a sum of two ratings it states (Lee with Jackson, with Longstreet).
 */
export function checkCounter(id: string, entry: Counter, data: Charts): string[] {
  const g = generalById(id);
  if (!g) return [`There is no general “${id.slice(0, 40)}” in the rulebook.`];
  const out: string[] = [];
  for (const k of RATINGS) {
    const known = g.known[k];
    if (known !== undefined && entry[k] !== undefined && entry[k] !== known)
      out.push(`${g.name}: the rulebook gives his ${k} (${g.rule ?? ''}); yours differs.`);
  }
  for (const s of RATING_SUMS) {
    const other = s.ids[0] === id ? s.ids[1] : s.ids[1] === id ? s.ids[0] : null;
    if (other === null) continue;
    const mine = entry[s.rating];
    const theirs = counterOf(other, data)[s.rating];
    if (mine !== undefined && theirs !== undefined && mine + theirs !== s.sum)
      out.push(
        `${g.name}: with ${generalById(other)?.name ?? other} his ${s.rating} ratings add up to ${s.sum} (${s.rule}); yours add up to ${mine + theirs}.`,
      );
  }
  return out;
}

/** What the CRT check reads from the counters: Polk's attack, the best Union attack. */
export function crtContext(data: Charts): CrtCheckContext {
  const attacks = GENERALS.filter((g) => g.side === 'union')
    .map((g) => counterOf(g.id, data).attack)
    .filter((a): a is number => a !== undefined);
  return {
    attack: (id) => counterOf(id, data).attack ?? null,
    unionMaxAttack: Math.max(0, ...attacks),
  };
}
