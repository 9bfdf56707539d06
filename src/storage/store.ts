import type { IDBPDatabase } from 'idb';
import { whenIdle } from '../platform/hydration-slices.js';
import { parseWith } from '../core/shared/parse-with.js';
import { RollRecordSchema, type RollRecord } from '../core/shared/roll-record-schema.js';
import {
  SavedGameSchema,
  UserDataRecordSchema,
  type SavedGame,
  type UserDataRecord,
} from '../core/shared/saved-game-schema.js';
import { DEFAULT_DB_NAME, openHsDb, type HsDB } from './db.js';
import { notifyStorage } from './notices.js';
import { askToKeepOnce } from '../platform/persist.js';
import { MemoryStore } from './memory-store.js';
import { announceChange } from './changes.js';
import type { BackupContents } from '../core/shared/backup.js';
import type { DeviceIndex, RestoreMode, RestorePlan } from '../core/shared/backup-plan.js';
import {
  DamagedRecordError,
  GameConflictError,
  nextStamp,
  UserDataConflictError,
} from './conflict.js';
import { userDataKey } from '../core/shared/user-data-key.js';

export { DamagedRecordError, GameConflictError, nextStamp } from './conflict.js';

export type { Store, UnreadableRoll } from './store-types.js';
import type { Store, UnreadableRoll } from './store-types.js';

/** Turns a failed write into a clear message; the transaction was aborted, so nothing half-written stays. */
export function describeWriteError(error: unknown): Error {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError') {
    notifyStorage({
      id: 'quota',
      message:
        'This device is out of storage space for Haversack: the last change was not saved. Free some space or export your data.',
    });
    return new Error('Storage is full: the change was not saved.');
  }
  notifyStorage({
    id: 'write-failed',
    message: 'A change could not be saved on this device. Earlier saved data is unchanged.',
  });
  return new Error('The change could not be saved.');
}

function reportCorrupt(count: number): void {
  if (count > 0) {
    notifyStorage({
      id: 'corrupt',
      message: `${count} stored record${count === 1 ? ' was' : 's were'} unreadable and ${count === 1 ? 'is' : 'are'} hidden. ${count === 1 ? 'It is' : 'They are'} kept, not deleted.`,
    });
  }
}

function keep<T>(schema: Parameters<typeof parseWith<T>>[0], values: readonly unknown[]): T[] {
  const ok: T[] = [];
  let bad = 0;
  for (const value of values) {
    const r = parseWith(schema, value);
    if (r.ok) ok.push(r.value);
    else bad += 1;
  }
  reportCorrupt(bad);
  return ok;
}

const UPDATED_ELSEWHERE =
  'Haversack was updated in another tab: reload this tab to keep saving. Nothing was saved.';

const logKey = (savedGameId: string | null) => savedGameId ?? '';

/** The IndexedDB store. Every write is one transaction: it completes whole or not at all. */
export class IdbStore implements Store {
  readonly persistent = true;
  private closed = false;
  constructor(private readonly db: IDBPDatabase<HsDB>) {}

  /** Lets go of the database because a newer version in another tab must upgrade it. */
  closeForUpgrade(): void {
    this.closed = true;
    this.db.close();
  }

  private async write(run: () => Promise<unknown>): Promise<void> {
    if (this.closed) throw new Error(UPDATED_ELSEWHERE);
    try {
      await run();
    } catch (e) {
      throw describeWriteError(e);
    }
  }

  async getPreference(key: string): Promise<unknown> {
    return (await this.db.get('preferences', key))?.value;
  }
  setPreference(key: string, value: unknown): Promise<void> {
    return this.write(() => this.db.put('preferences', { key, value }));
  }
  async listGames(gameSlug?: string): Promise<SavedGame[]> {
    const all = gameSlug
      ? await this.db.getAllFromIndex('games', 'by-game', gameSlug)
      : await this.db.getAll('games');
    return keep(SavedGameSchema, all).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }
  async getGame(id: string): Promise<SavedGame | undefined> {
    const raw: unknown = await this.db.get('games', id);
    if (raw === undefined) return undefined;
    return keep(SavedGameSchema, [raw])[0];
  }
  putGame(game: SavedGame): Promise<void> {
    return this.write(() => this.db.put('games', game)).then(() => {
      askToKeepOnce();
      announceChange({ type: 'game-saved', id: game.id, updatedAt: game.updatedAt });
    });
  }
  async saveGameState(id: string, state: unknown, base: string): Promise<SavedGame> {
    const saved = await this.change(id, (current) => {
      if (current.updatedAt !== base) throw new GameConflictError(current);
      return { ...current, state, updatedAt: nextStamp(base) };
    });
    announceChange({ type: 'game-saved', id, updatedAt: saved.updatedAt });
    return saved;
  }
  async renameGame(id: string, name: string): Promise<SavedGame> {
    const saved = await this.change(id, (current) => ({ ...current, name }));
    announceChange({ type: 'game-renamed', id, name: saved.name });
    return saved;
  }
  /** Read, change and write one game in one transaction; a conflict aborts it unwritten. */
  private async change(id: string, edit: (current: SavedGame) => SavedGame): Promise<SavedGame> {
    let conflict: GameConflictError | undefined;
    let saved: SavedGame | undefined;
    await this.write(async () => {
      const tx = this.db.transaction('games', 'readwrite');
      const raw: unknown = await tx.store.get(id);
      const current = raw === undefined ? undefined : keep(SavedGameSchema, [raw])[0];
      try {
        if (!current) throw new GameConflictError(undefined);
        saved = edit(current);
      } catch (e) {
        if (!(e instanceof GameConflictError)) throw e;
        conflict = e;
        tx.abort();
        await tx.done.catch(() => undefined);
        return;
      }
      await tx.store.put(saved);
      await tx.done;
    });
    if (conflict) throw conflict;
    if (!saved) throw new Error('The change could not be saved.');
    return saved;
  }
  deleteGame(id: string): Promise<void> {
    return this.write(async () => {
      const tx = this.db.transaction(['games', 'rolls'], 'readwrite');
      const rolls = tx.objectStore('rolls');
      const range = IDBKeyRange.bound([id, ''], [id, '\uffff']);
      let cursor = await rolls.index('by-log').openCursor(range);
      while (cursor) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.objectStore('games').delete(id);
      await tx.done;
    }).then(() => {
      announceChange({ type: 'game-deleted', id });
    });
  }
  addRoll(roll: RollRecord): Promise<void> {
    return this.write(() => this.db.put('rolls', { ...roll, logKey: logKey(roll.savedGameId) }));
  }
  async listRolls(savedGameId: string | null): Promise<RollRecord[]> {
    const key = logKey(savedGameId);
    const raw = await this.db.getAllFromIndex(
      'rolls',
      'by-log',
      IDBKeyRange.bound([key, ''], [key, '\uffff']),
    );
    return keep(
      RollRecordSchema,
      raw.map(({ logKey: _k, ...r }) => r),
    ).reverse();
  }
  deleteRoll(id: string): Promise<void> {
    return this.write(() => this.db.delete('rolls', id));
  }
  /** The raw records of log `key` the schema refuses, with their primary keys. */
  private async brokenRolls(
    savedGameId: string | null,
  ): Promise<{ key: IDBValidKey; raw: unknown; problem: string }[]> {
    const key = logKey(savedGameId);
    const tx = this.db.transaction('rolls');
    const out: { key: IDBValidKey; raw: unknown; problem: string }[] = [];
    let cursor = await tx.store.openCursor();
    while (cursor) {
      const raw: unknown = cursor.value;
      const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<
        string,
        unknown
      >;
      const inLog =
        record['logKey'] === key ||
        (record['logKey'] === undefined && (record['savedGameId'] ?? null) === savedGameId);
      if (inLog) {
        const { logKey: _k, ...rest } = record;
        const read = parseWith(RollRecordSchema, rest);
        if (!read.ok)
          out.push({
            key: cursor.primaryKey,
            raw,
            problem: read.issues.map((i) => `${i.path || 'the record'}: ${i.message}`).join(' '),
          });
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    return out;
  }
  async unreadableRolls(savedGameId: string | null): Promise<UnreadableRoll[]> {
    return (await this.brokenRolls(savedGameId)).map(({ raw, problem }) => ({ raw, problem }));
  }
  async discardUnreadableRolls(savedGameId: string | null): Promise<void> {
    const broken = await this.brokenRolls(savedGameId);
    await this.write(async () => {
      const tx = this.db.transaction('rolls', 'readwrite');
      for (const b of broken) await tx.store.delete(b.key as string);
      await tx.done;
    });
  }
  clearRolls(savedGameId: string | null): Promise<void> {
    return this.write(async () => {
      const key = logKey(savedGameId);
      const tx = this.db.transaction('rolls', 'readwrite');
      let cursor = await tx.store
        .index('by-log')
        .openCursor(IDBKeyRange.bound([key, ''], [key, '\uffff']));
      while (cursor) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    });
  }
  async getUserData(gameSlug: string, kind: string): Promise<UserDataRecord | undefined> {
    const raw: unknown = await this.db.get('userData', userDataKey({ gameSlug, kind }));
    if (raw === undefined) return undefined;
    const { key: _k, ...rest } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<
      string,
      unknown
    >;
    const read = parseWith(UserDataRecordSchema, rest);
    if (read.ok) return read.value;
    reportCorrupt(1);
    throw new DamagedRecordError(
      raw,
      read.issues.map((i) => `${i.path || 'the record'}: ${i.message}`).join(' '),
    );
  }
  putUserData(record: UserDataRecord): Promise<void> {
    return this.write(() => this.db.put('userData', { ...record, key: userDataKey(record) })).then(
      () => {
        announceChange({ type: 'user-data', gameSlug: record.gameSlug, kind: record.kind });
      },
    );
  }
  async saveUserData(
    gameSlug: string,
    kind: string,
    data: unknown,
    base: string | null,
  ): Promise<UserDataRecord> {
    const key = userDataKey({ gameSlug, kind });
    let conflict: UserDataConflictError | undefined;
    let saved: UserDataRecord | undefined;
    await this.write(async () => {
      const tx = this.db.transaction('userData', 'readwrite');
      const raw = (await tx.store.get(key)) as { updatedAt?: unknown } | undefined;
      const stamp =
        raw === undefined ? null : typeof raw.updatedAt === 'string' ? raw.updatedAt : '';
      if (stamp !== base) {
        const { key: _k, ...rest } = (raw ?? {}) as Record<string, unknown>;
        conflict = new UserDataConflictError(
          raw === undefined ? undefined : keep(UserDataRecordSchema, [rest])[0],
        );
        tx.abort();
        await tx.done.catch(() => undefined);
        return;
      }
      saved = { gameSlug, kind, updatedAt: nextStamp(base ?? ''), data };
      await tx.store.put({ ...saved, key });
      await tx.done;
    });
    if (conflict) throw conflict;
    if (!saved) throw new Error('The change could not be saved.');
    askToKeepOnce();
    announceChange({ type: 'user-data', gameSlug, kind });
    return saved;
  }
  deleteUserData(gameSlug: string, kind: string): Promise<void> {
    return this.write(() => this.db.delete('userData', userDataKey({ gameSlug, kind }))).then(
      () => {
        announceChange({ type: 'user-data', gameSlug, kind });
      },
    );
  }
  // Backup and restore load on first use: they are not in any game's chunk.
  async exportAll(): Promise<{ contents: BackupContents; unreadable: number }> {
    return (await import('./backup-io.js')).dumpDb(this.db);
  }
  async deviceIndex(): Promise<DeviceIndex> {
    return (await import('./backup-io.js')).indexDb(this.db);
  }
  async restore(contents: BackupContents, mode: RestoreMode): Promise<RestorePlan> {
    const { restoreDb } = await import('./backup-io.js');
    let plan: RestorePlan | undefined;
    await this.write(async () => {
      plan = await restoreDb(this.db, contents, mode);
    });
    if (!plan) throw new Error('The restore could not be carried out.');
    return plan;
  }
  close(): void {
    this.db.close();
  }
}

const stores = new Map<string, Promise<Store>>();

/**
 * The app's store: IndexedDB when it opens, otherwise memory for this visit (private mode,
 * storage disabled, an upgrade blocked by another tab), with one notice saying so.
 */
export function getStore(name = DEFAULT_DB_NAME): Promise<Store> {
  let store = stores.get(name);
  if (!store) {
    // Opened once the page is idle (at most a second later): the page's first slices of
    // hydration come first.
    store = whenIdle(1000).then(() =>
      openStore(name, (handlers) => openHsDb(name, undefined, handlers)),
    );
    stores.set(name, store);
  }
  return store;
}

type Opener = (handlers: {
  blocked: () => void;
  blocking: () => void;
}) => Promise<IDBPDatabase<HsDB>>;

/**
 * Opens a store with `open`, falling back to memory (with one notice) when it fails or takes
 * too long, e.g. an upgrade blocked by another tab. Exported for the fault tests.
 */
export async function openStore(
  name: string,
  open: Opener,
  wait = { blocked: 1500, total: 4000 },
): Promise<Store> {
  const memory = (): Store => {
    notifyStorage({
      id: 'unavailable',
      message:
        'Saving is not available in this browser window (private mode or storage turned off). Haversack works, but what you enter is kept only until you close it.',
    });
    return new MemoryStore();
  };
  if (typeof indexedDB === 'undefined') return memory();
  let store: IdbStore | undefined;
  let giveUp: ((reason: Error) => void) | undefined;
  const failed = new Promise<never>((_, fail) => {
    giveUp = fail;
  });
  const timers = [
    setTimeout(() => {
      giveUp?.(new Error('timeout'));
    }, wait.total),
  ];
  const seen = { blocked: false };
  let opening: Promise<IDBPDatabase<HsDB>>;
  try {
    opening = open({
      blocked: () => {
        // Another tab holds the database at an older version and has not let go.
        seen.blocked = true;
        notifyStorage({
          id: 'blocked',
          message:
            'Another Haversack tab is open on an older version and holds its saved data. Close that tab and reload this one: until then, what you change here is not saved. Your saved games are safe.',
        });
        timers.push(
          setTimeout(() => {
            giveUp?.(new Error('blocked'));
          }, wait.blocked),
        );
      },
      blocking: () => {
        // A newer version in another tab needs the database: let go of it at once.
        notifyStorage({
          id: 'newer-version',
          message: 'Haversack was updated in another tab. Reload this tab to keep saving.',
        });
        stores.delete(name);
        if (store) store.closeForUpgrade();
        else void opening.then(closeDb).catch(() => undefined);
      },
    });
  } catch {
    // The browser refused at once (a policy, a sandboxed frame): work in memory, say so once.
    for (const t of timers) clearTimeout(t);
    stores.delete(name);
    return memory();
  }
  try {
    const db = await Promise.race([opening, failed]);
    store = new IdbStore(db);
    return store;
  } catch (e) {
    stores.delete(name);
    // If the database opens after all (the other tab closed), let go of it so it blocks no one.
    void opening.then(closeDb).catch(() => undefined);
    if (seen.blocked) return new MemoryStore();
    if (e instanceof DOMException && e.name === 'VersionError') {
      notifyStorage({
        id: 'newer-on-disk',
        message:
          'The data saved on this device is from a newer version of Haversack. Reload to get that version: until then nothing is saved here, and the saved data is left untouched.',
      });
      return new MemoryStore();
    }
    return memory();
  } finally {
    for (const t of timers) clearTimeout(t);
  }
}

function closeDb(db: IDBPDatabase<HsDB>): void {
  db.close();
}

/** Closes and forgets a store (tests). */
export async function closeStore(name = DEFAULT_DB_NAME): Promise<void> {
  const s = stores.get(name);
  stores.delete(name);
  (await s)?.close();
}
