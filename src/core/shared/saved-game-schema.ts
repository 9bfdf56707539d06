/**
 * Saved games and user data as stored, exported and imported. The game-specific parts (`state`,
 * `data`) are checked by the game's own schema; these envelopes check everything around them.
 */
import * as v from 'valibot';
import { SCHEMA_LIMITS, boundedString, plainText } from './schema-limits.js';

const IsoSchema = v.pipe(
  v.string(),
  v.maxLength(40),
  v.isoTimestamp('Expected an ISO 8601 date-time.'),
);

/** A named, resumable game: which game and scenario, and the tracker's state. */
export const SavedGameSchema = v.object({
  id: boundedString(SCHEMA_LIMITS.id),
  gameSlug: boundedString(SCHEMA_LIMITS.id),
  scenario: v.nullable(boundedString(SCHEMA_LIMITS.id)),
  /**
   * The tool (tracker) that keeps the game, for a game with several trackers (a campaign and
   * its battles). Games saved before it was stored have none: `keptBy` tells whose they are.
   */
  tool: v.exactOptional(boundedString(SCHEMA_LIMITS.id)),
  /**
   * The player's name for the game. Typed names are refused if they hold markup (hs-saved-games);
   * a stored game is read whatever its name, so no game saved by an earlier version is hidden.
   */
  name: v.pipe(boundedString(SCHEMA_LIMITS.text), v.trim()),
  createdAt: IsoSchema,
  updatedAt: IsoSchema,
  /** Version of the game's state format, for migrating old saves. */
  stateVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** The tracker's state, checked by the game's schema when loaded. */
  state: v.unknown(),
});

export type SavedGame = v.InferOutput<typeof SavedGameSchema>;

/** Data the player entered where a rulebook prints nothing (general ratings, card values, …). */
export const UserDataRecordSchema = v.object({
  gameSlug: boundedString(SCHEMA_LIMITS.id),
  /** What the data is, per game: 'generals', 'commanders', 'crt', … */
  kind: boundedString(SCHEMA_LIMITS.id),
  updatedAt: IsoSchema,
  data: v.unknown(),
});

export type UserDataRecord = v.InferOutput<typeof UserDataRecordSchema>;

/** The file format of an exported user-data file (also the payload of a data-carrying link). */
export const UserDataFileSchema = v.object({
  format: v.literal('haversack-user-data', 'This is not a Haversack user-data file.'),
  version: v.literal(1, 'This file was written by a newer version of Haversack.'),
  gameSlug: boundedString(SCHEMA_LIMITS.id),
  kind: boundedString(SCHEMA_LIMITS.id),
  exportedAt: IsoSchema,
  note: v.exactOptional(plainText(SCHEMA_LIMITS.note, 'The note')),
  data: v.unknown(),
});

export type UserDataFile = v.InferOutput<typeof UserDataFileSchema>;
