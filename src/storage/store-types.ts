/**
 * The store's contract: everything the app keeps on the device. Types only; the IndexedDB store
 * and its memory fallback implement it (`store.ts`, `memory-store.ts`).
 */
import type { BackupContents } from '../core/shared/backup.js';
import type { DeviceIndex, RestoreMode, RestorePlan } from '../core/shared/backup-plan.js';
import type { RollRecord } from '../core/shared/roll-record-schema.js';
import type { SavedGame, UserDataRecord } from '../core/shared/saved-game-schema.js';

/** A stored roll record that cannot be read: as stored, and what is wrong with it. */
export interface UnreadableRoll {
  readonly raw: unknown;
  readonly problem: string;
}

/** Everything the app stores. Two implementations: IndexedDB, and memory when that fails. */
export interface Store {
  /** False when data lives only in memory for this visit. */
  readonly persistent: boolean;
  getPreference(key: string): Promise<unknown>;
  setPreference(key: string, value: unknown): Promise<void>;
  listGames(gameSlug?: string): Promise<SavedGame[]>;
  getGame(id: string): Promise<SavedGame | undefined>;
  /** Stores a game whole: a new game, or one brought in from a file. */
  putGame(game: SavedGame): Promise<void>;
  /**
   * Saves a new tracker state of game `id`, made from the version stamped `base` (its
   * `updatedAt`). Read, check and write are one transaction: if the stored game is no longer at
   * `base`, nothing is written and a GameConflictError says what is stored now. Returns the
   * saved game, whose `updatedAt` is the base of the next save.
   */
  saveGameState(id: string, state: unknown, base: string): Promise<SavedGame>;
  /** Renames a game, keeping everything else as stored (its state may be newer than the caller's copy). */
  renameGame(id: string, name: string): Promise<SavedGame>;
  /** Deletes a saved game and its rolls together. */
  deleteGame(id: string): Promise<void>;
  addRoll(roll: RollRecord): Promise<void>;
  /** Rolls of a saved game (null: rolls outside any saved game), newest first. */
  listRolls(savedGameId: string | null): Promise<RollRecord[]>;
  deleteRoll(id: string): Promise<void>;
  /**
   * Stored roll records of a log that cannot be read (a broken `at`, a missing field, …), as
   * stored, with what is wrong: shown by the log with an export and an explicit discard, never
   * hidden. Found by the record's own log field, so one the log's index leaves out is found too.
   */
  unreadableRolls(savedGameId: string | null): Promise<UnreadableRoll[]>;
  /** Deletes the unreadable roll records of a log (the player's explicit choice). */
  discardUnreadableRolls(savedGameId: string | null): Promise<void>;
  clearRolls(savedGameId: string | null): Promise<void>;
  getUserData(gameSlug: string, kind: string): Promise<UserDataRecord | undefined>;
  putUserData(record: UserDataRecord): Promise<void>;
  /**
   * Saves one kind of entered data only if the stored record is still the version the caller
   * read (`base`: its `updatedAt`, or null when none was stored). Read, check and write are one
   * transaction: otherwise nothing is written and a UserDataConflictError says what is stored now.
   * Returns the saved record, whose `updatedAt` is the base of the next save.
   */
  saveUserData(
    gameSlug: string,
    kind: string,
    data: unknown,
    base: string | null,
  ): Promise<UserDataRecord>;
  /** Removes one kind of entered data (the player discarding a record the app cannot read). */
  deleteUserData(gameSlug: string, kind: string): Promise<void>;
  /** Every readable record, for a backup, and how many records could not be read (left out). */
  exportAll(): Promise<{ contents: BackupContents; unreadable: number }>;
  /** What the device holds, by key: the preview of a restore is planned against it. */
  deviceIndex(): Promise<DeviceIndex>;
  /**
   * Restores a backup: planned against what is stored at that moment and written in one
   * transaction, so it lands whole or changes nothing. Returns the plan carried out.
   */
  restore(contents: BackupContents, mode: RestoreMode): Promise<RestorePlan>;
  close(): void;
}
