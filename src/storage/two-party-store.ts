/**
 * Two-party rolls on this device, kept in the app's IndexedDB store (as preferences, so they go
 * through its transactions, failure messages and memory fallback, and into backups): one record
 * per request under `two-party/<id>`, and per tool an index of its requests, newest first.
 * A record the schema refuses is read as absent; the link it belongs to says so.
 */
import { parseWith } from '../core/shared/parse-with.js';
import { TwoPartyRecordSchema, type TwoPartyRecord } from '../core/shared/two-party-record.js';
import { ANSWERING_KEY_HEX, newAnsweringKey } from '../core/shared/two-party.js';
import type { RandomFill } from '../core/shared/roller.js';
import type { Store } from './store-types.js';

/** Requests listed per tool; older ones stay stored and open from their links. */
export const TWO_PARTY_LISTED = 20;

const recordKey = (rid: string) => `two-party/${rid}`;
const indexKey = (game: string, tool: string) => `two-party-index/${game}/${tool}`;

/** The stored record of request `rid`, or undefined when none (or none readable) is kept. */
export async function getTwoParty(store: Store, rid: string): Promise<TwoPartyRecord | undefined> {
  const raw = await store.getPreference(recordKey(rid));
  if (raw === undefined) return undefined;
  const read = parseWith(TwoPartyRecordSchema, raw);
  return read.ok ? read.value : undefined;
}

/** Stores `record` (replacing its earlier stage) and lists it first for its tool. */
export async function putTwoParty(store: Store, record: TwoPartyRecord): Promise<void> {
  await store.setPreference(recordKey(record.rid), record);
  const key = indexKey(record.game, record.tool);
  const raw = await store.getPreference(key).catch(() => undefined);
  const ids = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  const next = [record.rid, ...ids.filter((id) => id !== record.rid)].slice(0, TWO_PARTY_LISTED);
  await store.setPreference(key, next);
}

/** This tool's two-party rolls on this device, newest first. */
export async function listTwoParty(
  store: Store,
  game: string,
  tool: string,
): Promise<TwoPartyRecord[]> {
  const raw = await store.getPreference(indexKey(game, tool));
  const ids = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  const records = await Promise.all(ids.map((id) => getTwoParty(store, id)));
  return records.filter((r): r is TwoPartyRecord => r !== undefined);
}

/** Where this player's answering key is kept (a preference, so backups carry it). */
export const ANSWERING_KEY = 'two-party-key';

/**
 * This player's answering key: the stored one, or a new one stored now (the first answer on a
 * device that holds none, from a backup or earlier). A stored value that is not a key is never
 * overwritten: it is reported (the error says so), and no answer is made.
 */
export async function answeringKey(store: Store, fill: RandomFill): Promise<string> {
  const raw = await store.getPreference(ANSWERING_KEY);
  if (raw === undefined) {
    const key = newAnsweringKey(fill);
    await store.setPreference(ANSWERING_KEY, key);
    return key;
  }
  if (typeof raw === 'string' && new RegExp(`^[0-9a-f]{${ANSWERING_KEY_HEX}}$`).test(raw))
    return raw;
  throw new Error(
    'This device’s answering key for two-party rolls is damaged, so no answer was made. It is kept unchanged; a backup of this device holds it as stored.',
  );
}
