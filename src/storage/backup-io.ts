/**
 * Backup and restore against the IndexedDB database: every readable record out, and a restore
 * planned and written inside one transaction over the four stores, so it lands whole or not at
 * all and is planned against what the device holds at that moment (another tab may have saved
 * since the preview).
 */
import type { IDBPDatabase } from 'idb';
import type { BackupContents, Preference } from '../core/shared/backup.js';
import {
  planRestore,
  userDataKey,
  type DeviceIndex,
  type RestoreMode,
  type RestorePlan,
} from '../core/shared/backup-plan.js';
import { parseWith } from '../core/shared/parse-with.js';
import { RollRecordSchema, type RollRecord } from '../core/shared/roll-record-schema.js';
import {
  SavedGameSchema,
  UserDataRecordSchema,
  type SavedGame,
  type UserDataRecord,
} from '../core/shared/saved-game-schema.js';
import { announceChange } from './changes.js';
import type { HsDB } from './db.js';

const STORES = ['games', 'rolls', 'userData', 'preferences'] as const;

function readable<T>(schema: Parameters<typeof parseWith<T>>[0], raw: readonly unknown[]) {
  const ok: T[] = [];
  for (const r of raw) {
    const p = parseWith(schema, r);
    if (p.ok) ok.push(p.value);
  }
  return { ok, unreadable: raw.length - ok.length };
}

const strip = <T extends object>(r: T): Omit<T, 'key' | 'logKey'> => {
  const { key: _k, logKey: _l, ...rest } = r as T & { key?: unknown; logKey?: unknown };
  return rest;
};

/** Every record the app can read, and how many it cannot (left out, still on the device). */
export async function dumpDb(
  db: IDBPDatabase<HsDB>,
): Promise<{ contents: BackupContents; unreadable: number }> {
  const tx = db.transaction([...STORES], 'readonly');
  const [games, rolls, userData, preferences] = await Promise.all([
    tx.objectStore('games').getAll(),
    tx.objectStore('rolls').getAll(),
    tx.objectStore('userData').getAll(),
    tx.objectStore('preferences').getAll(),
  ]);
  await tx.done;
  const g = readable<SavedGame>(SavedGameSchema, games);
  const r = readable<RollRecord>(RollRecordSchema, rolls.map(strip));
  const u = readable<UserDataRecord>(UserDataRecordSchema, userData.map(strip));
  const prefs: Preference[] = preferences.map((p) => ({ key: p.key, value: p.value }));
  return {
    contents: { games: g.ok, rolls: r.ok, userData: u.ok, preferences: prefs },
    unreadable: g.unreadable + r.unreadable + u.unreadable,
  };
}

/** What the device holds, by key (unreadable records count: a restore never writes over them in add mode). */
export async function indexDb(db: IDBPDatabase<HsDB>): Promise<DeviceIndex> {
  const tx = db.transaction([...STORES], 'readonly');
  const index = await readIndex(tx);
  await tx.done;
  return index;
}

type AnyTx = ReturnType<IDBPDatabase<HsDB>['transaction']>;

async function readIndex(tx: AnyTx): Promise<DeviceIndex> {
  const stamp = (r: { updatedAt?: unknown }) =>
    typeof r.updatedAt === 'string' ? r.updatedAt : '\uffff';
  const [games, rolls, userData, preferences] = await Promise.all([
    tx.objectStore('games').getAll() as Promise<{ id: string; updatedAt?: unknown }[]>,
    tx.objectStore('rolls').getAllKeys(),
    tx.objectStore('userData').getAll() as Promise<{ key: string; updatedAt?: unknown }[]>,
    tx.objectStore('preferences').getAllKeys(),
  ]);
  return {
    games: new Map(games.map((g) => [g.id, stamp(g)])),
    rolls: new Set(rolls),
    userData: new Map(userData.map((u) => [u.key, stamp(u)])),
    preferences: new Set(preferences),
  };
}

/** Restores `contents` in `mode` in one transaction; returns the plan it carried out. */
export async function restoreDb(
  db: IDBPDatabase<HsDB>,
  contents: BackupContents,
  mode: RestoreMode,
): Promise<RestorePlan> {
  const tx = db.transaction([...STORES], 'readwrite');
  let device: DeviceIndex;
  let plan: RestorePlan;
  try {
    device = await readIndex(tx);
    plan = planRestore(contents, device, mode);
    if (mode === 'replace') await Promise.all(STORES.map((s) => tx.objectStore(s).clear()));
    const games = tx.objectStore('games');
    const rolls = tx.objectStore('rolls');
    const userData = tx.objectStore('userData');
    const prefs = tx.objectStore('preferences');
    await Promise.all([
      ...plan.games.map((g) => games.put(g)),
      ...plan.rolls.map((r) => rolls.put({ ...r, logKey: r.savedGameId ?? '' })),
      ...plan.userData.map((u) => userData.put({ ...u, key: userDataKey(u) })),
      ...plan.preferences.map((p) => prefs.put({ key: p.key, value: p.value })),
    ]);
    await tx.done;
  } catch (e) {
    // Whatever failed, nothing of this restore may stay: abort undoes the clear and every put.
    try {
      tx.abort();
    } catch {
      // Already aborted by the failure itself.
    }
    await tx.done.catch(() => undefined);
    throw e;
  }
  if (mode === 'replace')
    for (const id of device.games.keys())
      if (!plan.games.some((g) => g.id === id)) announceChange({ type: 'game-deleted', id });
  for (const g of plan.games)
    announceChange({ type: 'game-saved', id: g.id, updatedAt: g.updatedAt });
  const touched = new Set([
    ...plan.userData.map(userDataKey),
    ...(mode === 'replace' ? device.userData.keys() : []),
  ]);
  for (const key of touched) {
    const [gameSlug = '', kind = ''] = key.split('/');
    announceChange({ type: 'user-data', gameSlug, kind });
  }
  return plan;
}
