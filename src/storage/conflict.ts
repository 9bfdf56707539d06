import type { SavedGame, UserDataRecord } from '../core/shared/saved-game-schema.js';

/**
 * A save that was refused because the stored game is no longer the version it was made from:
 * another tab or window saved or deleted it first. Nothing was written; `current` is what is
 * stored now (undefined: the game was deleted).
 */
export class GameConflictError extends Error {
  override readonly name = 'GameConflictError';
  constructor(readonly current: SavedGame | undefined) {
    super(
      current
        ? 'This game was changed in another tab or window.'
        : 'This game was deleted in another tab or window.',
    );
  }
}

/**
 * The time stamp of a new save: now, but always later than the version it replaces, so that two
 * saves within one millisecond still differ (saves are told apart by their `updatedAt`).
 */
export function nextStamp(base: string, now = new Date()): string {
  const after = Date.parse(base) + 1;
  return new Date(
    Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after),
  ).toISOString();
}

/**
 * A save of entered data that was refused because the stored record is no longer the version the
 * page read: another tab or window saved it first (or removed it). Nothing was written.
 */
export class UserDataConflictError extends Error {
  override readonly name = 'UserDataConflictError';
  constructor(readonly current: UserDataRecord | undefined) {
    super('These entries were changed in another tab or window.');
  }
}

/**
 * A stored record of entered data whose outer fields (its game, kind or time stamp) are damaged,
 * so it cannot be read as a record at all. Nothing was changed: `raw` is the record as stored
 * (for export), `problem` says what is wrong. The page offers export and an explicit discard.
 */
export class DamagedRecordError extends Error {
  override readonly name = 'DamagedRecordError';
  constructor(
    readonly raw: unknown,
    readonly problem: string,
  ) {
    super(`The stored record is damaged: ${problem}`);
  }
}
