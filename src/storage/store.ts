import type { IDBPDatabase } from 'idb';
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
import { MemoryStore } from './memory-store.js';

/** Everything the app stores. Two implementations: IndexedDB, and memory when that fails. */
export interface Store {
  /** False when data lives only in memory for this visit. */
  readonly persistent: boolean;
  getPreference(key: string): Promise<unknown>;
  setPreference(key: string, value: unknown): Promise<void>;
  listGames(gameSlug?: string): Promise<SavedGame[]>;
  getGame(id: string): Promise<SavedGame | undefined>;
  putGame(game: SavedGame): Promise<void>;
  /** Deletes a saved game and its rolls together. */
  deleteGame(id: string): Promise<void>;
  addRoll(roll: RollRecord): Promise<void>;
  /** Rolls of a saved game (null: rolls outside any saved game), newest first. */
  listRolls(savedGameId: string | null): Promise<RollRecord[]>;
  deleteRoll(id: string): Promise<void>;
  clearRolls(savedGameId: string | null): Promise<void>;
  getUserData(gameSlug: string, kind: string): Promise<UserDataRecord | undefined>;
  putUserData(record: UserDataRecord): Promise<void>;
  close(): void;
}

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

const logKey = (savedGameId: string | null) => savedGameId ?? '';

/** The IndexedDB store. Every write is one transaction: it completes whole or not at all. */
export class IdbStore implements Store {
  readonly persistent = true;
  constructor(private readonly db: IDBPDatabase<HsDB>) {}

  private async write(run: () => Promise<unknown>): Promise<void> {
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
    return this.write(() => this.db.put('games', game));
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
    const raw = await this.db.get('userData', `${gameSlug}/${kind}`);
    if (raw === undefined) return undefined;
    const { key: _k, ...rest } = raw;
    return keep(UserDataRecordSchema, [rest])[0];
  }
  putUserData(record: UserDataRecord): Promise<void> {
    return this.write(() =>
      this.db.put('userData', { ...record, key: `${record.gameSlug}/${record.kind}` }),
    );
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
    store = openStore(name, (handlers) => openHsDb(name, undefined, handlers));
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
export async function openStore(name: string, open: Opener): Promise<Store> {
  const memory = (): Store => {
    notifyStorage({
      id: 'unavailable',
      message:
        'Saving is not available in this browser window (private mode or storage turned off). Haversack works, but what you enter is kept only until you close it.',
    });
    return new MemoryStore();
  };
  if (typeof indexedDB === 'undefined') return memory();
  try {
    const opening = open({
      blocked: () => {
        notifyStorage({
          id: 'blocked',
          message: 'Close other Haversack tabs to finish updating its storage.',
        });
      },
      blocking: () => {
        notifyStorage({
          id: 'newer-version',
          message: 'Haversack was updated in another tab. Reload this tab to keep saving.',
        });
        stores.delete(name);
        void opening.then((db) => {
          db.close();
        });
      },
    });
    const timeout = new Promise<never>((_, fail) => {
      setTimeout(() => {
        fail(new Error('timeout'));
      }, 4000);
    });
    const db = await Promise.race([opening, timeout]);
    return new IdbStore(db);
  } catch {
    stores.delete(name);
    return memory();
  }
}

/** Closes and forgets a store (tests). */
export async function closeStore(name = DEFAULT_DB_NAME): Promise<void> {
  const s = stores.get(name);
  stores.delete(name);
  (await s)?.close();
}
