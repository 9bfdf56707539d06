/**
 * The backup file: everything the app keeps on a device (saved games, the roll log, entered data,
 * preferences) in one JSON file with a format version, and the reader that turns a file a player
 * picked into checked contents or one message naming the problem. The same envelopes check it as
 * check the store's records, so a restored record is one the store would accept. A roll log
 * exported on its own (`haversack-roll-log`) reads as a backup holding only rolls. How a later
 * version reads an older file: `docs/decisions/0006-backup-format.md`.
 */
import * as v from 'valibot';
import { parseWith, type ParseIssue } from './parse-with.js';
import { RollRecordSchema, type RollRecord } from './roll-record-schema.js';
import { SavedGameSchema, UserDataRecordSchema } from './saved-game-schema.js';
import type { SavedGame, UserDataRecord } from './saved-game-schema.js';
import { SCHEMA_LIMITS, boundedString, plainTextProblem } from './schema-limits.js';

export const BACKUP_FORMAT = 'haversack-backup';
/** The version this build writes, and the newest it reads. */
export const BACKUP_VERSION = 1;

/** Bounds on a file a player picks: far above a real collection, far below what would hang a tablet. */
export const BACKUP_LIMITS = {
  bytes: 20 * 1024 * 1024,
  games: 2_000,
  rolls: 100_000,
  userData: 1_000,
  preferences: 20_000,
} as const;

/** One stored preference, as kept. */
export interface Preference {
  readonly key: string;
  readonly value: unknown;
}

/** What a backup holds: the store's four kinds of record. */
export interface BackupContents {
  readonly games: readonly SavedGame[];
  readonly rolls: readonly RollRecord[];
  readonly userData: readonly UserDataRecord[];
  readonly preferences: readonly Preference[];
}

const list = <T extends v.GenericSchema>(item: T, max: number, what: string) =>
  v.exactOptional(
    v.pipe(v.array(item), v.maxLength(max, `The file holds more than ${max} ${what}.`)),
    [],
  );

const BackupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exportedAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
  games: list(SavedGameSchema, BACKUP_LIMITS.games, 'saved games'),
  rolls: list(RollRecordSchema, BACKUP_LIMITS.rolls, 'rolls'),
  userData: list(UserDataRecordSchema, BACKUP_LIMITS.userData, 'entered-data records'),
  preferences: list(
    v.object({ key: boundedString(SCHEMA_LIMITS.id), value: v.unknown() }),
    BACKUP_LIMITS.preferences,
    'preferences',
  ),
});

const RollLogSchema = v.object({
  format: v.literal('haversack-roll-log'),
  version: v.literal(1),
  rolls: list(RollRecordSchema, BACKUP_LIMITS.rolls, 'rolls'),
});

/** The backup file's text for `contents`, stamped `exportedAt` (ISO 8601). */
export function backupText(contents: BackupContents, exportedAt: string): string {
  const { games, rolls, userData, preferences } = contents;
  return JSON.stringify(
    {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt,
      games,
      rolls,
      userData,
      preferences,
    },
    null,
    1,
  );
}

/** A file read: its contents, or the one message that says why nothing was taken from it. */
export type BackupRead =
  | { readonly ok: true; readonly contents: BackupContents; readonly exportedAt: string | null }
  | { readonly ok: false; readonly error: string };

const refuse = (error: string): BackupRead => ({ ok: false, error });

const issueText = (issues: readonly ParseIssue[]): string => {
  const first = issues[0];
  if (!first) return 'its contents are not what the app writes.';
  return first.path === '' ? first.message : `${first.path}: ${first.message}`;
};

function duplicate(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  return ids.find((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/** What is wrong with checked contents beyond each record's shape, or null. */
function contentsProblem(c: BackupContents): string | null {
  const names = c.games.map((g) => plainTextProblem(g.name, `Saved game “${g.id}”’s name`));
  const named = names.find((p) => p !== null);
  if (named) return named;
  const game = duplicate(c.games.map((g) => g.id));
  if (game !== undefined) return `Saved game “${game}” appears twice in the file.`;
  const roll = duplicate(c.rolls.map((r) => r.id));
  if (roll !== undefined) return `Roll “${roll}” appears twice in the file.`;
  const data = duplicate(c.userData.map((u) => `${u.gameSlug}/${u.kind}`));
  if (data !== undefined) return `The entered data “${data}” appears twice in the file.`;
  const pref = duplicate(c.preferences.map((p) => p.key));
  if (pref !== undefined) return `The preference “${pref}” appears twice in the file.`;
  return null;
}

/**
 * Reads a backup (or a roll-log export) from a file's text. Never throws; any problem (not JSON,
 * not a Haversack file, written by a newer version, a record the store would refuse, a name
 * holding markup, a duplicate) refuses the whole file with a message naming it.
 */
export function readBackup(text: string): BackupRead {
  if (text.length > BACKUP_LIMITS.bytes)
    return refuse('The file is too large to be a Haversack backup.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse(
      'The file is not readable JSON (it may be cut short): nothing was taken from it.',
    );
  }
  const head = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const isLog = head['format'] === 'haversack-roll-log';
  if (head['format'] !== BACKUP_FORMAT && !isLog)
    return refuse('This is not a Haversack backup or roll-log file.');
  if (typeof head['version'] === 'number' && head['version'] > (isLog ? 1 : BACKUP_VERSION))
    return refuse(
      'This file was written by a newer version of Haversack: update the app, then restore it.',
    );
  if (isLog) {
    const log = parseWith(RollLogSchema, raw);
    if (!log.ok) return refuse(`The roll log cannot be read: ${issueText(log.issues)}`);
    const contents = { games: [], rolls: log.value.rolls, userData: [], preferences: [] };
    const problem = contentsProblem(contents);
    return problem ? refuse(problem) : { ok: true, contents, exportedAt: null };
  }
  const parsed = parseWith(BackupSchema, raw);
  if (!parsed.ok) return refuse(`The backup cannot be read: ${issueText(parsed.issues)}`);
  const { exportedAt, games, rolls, userData, preferences } = parsed.value;
  const contents = { games, rolls, userData, preferences };
  const problem = contentsProblem(contents);
  return problem ? refuse(problem) : { ok: true, contents, exportedAt };
}
