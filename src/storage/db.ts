import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import type { RollRecord } from '../core/shared/roll-record-schema.js';
import type { SavedGame, UserDataRecord } from '../core/shared/saved-game-schema.js';

/**
 * The app's one IndexedDB database. Records are plain data; anything read back is `unknown` to
 * the code that uses it until a schema accepts it (see store.ts).
 */
export interface HsDB extends DBSchema {
  /** Small settings: last scenario, roller mode, … */
  preferences: { key: string; value: { key: string; value: unknown } };
  /** Named, resumable games; several per game. */
  games: { key: string; value: SavedGame; indexes: { 'by-game': string; 'by-updated': string } };
  /** Every roll, per saved game ('' for rolls outside a saved game). */
  rolls: {
    key: string;
    value: RollRecord & { logKey: string };
    indexes: { 'by-log': [string, string] };
  };
  /** Entered data that rulebooks do not print; key `${gameSlug}/${kind}`. Since version 2. */
  userData: { key: string; value: UserDataRecord & { key: string } };
}

/** Current schema version. Version 1 had preferences, games and rolls; 2 added userData. */
export const DB_VERSION = 2;

export const DEFAULT_DB_NAME = 'haversack';

type UpgradeTx = IDBPTransaction<HsDB, StoreNames<HsDB>[], 'versionchange'>;

/**
 * The upgrade ladder: each step takes the database from one version to the next, so any
 * earlier version upgrades in order. `target` lets tests create an older version on purpose.
 */
export function upgrade(
  db: IDBPDatabase<HsDB>,
  oldVersion: number,
  target: number,
  _tx: UpgradeTx,
): void {
  if (oldVersion < 1 && target >= 1) {
    db.createObjectStore('preferences', { keyPath: 'key' });
    const games = db.createObjectStore('games', { keyPath: 'id' });
    games.createIndex('by-game', 'gameSlug');
    games.createIndex('by-updated', 'updatedAt');
    const rolls = db.createObjectStore('rolls', { keyPath: 'id' });
    rolls.createIndex('by-log', ['logKey', 'at']);
  }
  if (oldVersion < 2 && target >= 2) {
    db.createObjectStore('userData', { keyPath: 'key' });
  }
}

/** Opens (creating or upgrading) the database at `version` (tests open older versions). */
export function openHsDb(
  name = DEFAULT_DB_NAME,
  version = DB_VERSION,
  handlers: { blocked?: () => void; blocking?: () => void } = {},
): Promise<IDBPDatabase<HsDB>> {
  return openDB<HsDB>(name, version, {
    upgrade: (db, oldVersion, newVersion, tx) => {
      upgrade(db, oldVersion, newVersion ?? version, tx);
    },
    blocked: () => handlers.blocked?.(),
    blocking: () => handlers.blocking?.(),
  });
}
