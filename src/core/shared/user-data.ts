/**
 * Player-entered data where a rulebook prints nothing: how each kind is described, exported,
 * and imported. An import is checked whole (envelope, then the kind's own schema); any problem
 * rejects it with messages naming the field, and nothing of it is kept.
 */
import type * as v from 'valibot';
import { parseWith, type ParseIssue, type ParseResult } from './parse-with.js';
import { UserDataFileSchema, type UserDataFile } from './saved-game-schema.js';

/** A kind of user data of one game, e.g. the generals' Priority Points of Altar of Freedom. */
export interface UserDataKind<T> {
  readonly gameSlug: string;
  /** Stable id of the kind: 'generals', 'commanders', … */
  readonly kind: string;
  /** What the player is entering, in a few words. */
  readonly title: string;
  readonly schema: v.GenericSchema<unknown, T>;
  /** The data before anything is entered. */
  empty(): T;
}

/**
 * The kind `kind` of the player's data for the game `gameSlug` (read from the game's meta, so
 * the slug is written once): `title` names it in messages, `schema` checks an import, `empty`
 * gives the data before anything is entered (a new object each call).
 */
export function userDataKind<T>(
  gameSlug: string,
  kind: string,
  title: string,
  schema: v.GenericSchema<unknown, T>,
  empty: () => T,
): UserDataKind<T> {
  return { gameSlug, kind, title, schema, empty };
}

/** Largest import accepted, in characters (the same limit applies to links after decompression). */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024;

/** The file (or link payload) for `data` of `kind`. */
export function exportUserData<T>(
  kind: UserDataKind<T>,
  data: T,
  exportedAt: string,
): UserDataFile {
  return {
    format: 'haversack-user-data',
    version: 1,
    gameSlug: kind.gameSlug,
    kind: kind.kind,
    exportedAt,
    data,
  };
}

const fail = (message: string, path = ''): { ok: false; issues: ParseIssue[] } => ({
  ok: false,
  issues: [{ path, message }],
});

/** Where imported text came from, for the messages: a file the player picked, or a link. */
export type ImportSource = 'file' | 'link';

/** Reads an exported file's text (or a link's decompressed data) for `kind`. Never throws. */
export function importUserData<T>(
  kind: UserDataKind<T>,
  text: string,
  from: ImportSource = 'file',
): ParseResult<T> {
  const what = from === 'link' ? 'The link’s data' : 'The file';
  if (text.length > MAX_IMPORT_CHARS)
    return fail(`${what} is too large (over ${MAX_IMPORT_CHARS / 1024 / 1024} MB).`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(
      `${what} is not valid JSON (it may be truncated or not a Haversack ${from === 'link' ? 'link' : 'export'}).`,
    );
  }
  // Anything but an object marked as an export (a list, a number, another app's file) gets one
  // message, not one per missing field.
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('format' in json))
    return fail('This is not a Haversack user-data file.');
  const envelope = parseWith(UserDataFileSchema, json);
  if (!envelope.ok) return envelope;
  if (envelope.value.gameSlug !== kind.gameSlug || envelope.value.kind !== kind.kind) {
    return fail(
      `This file holds “${envelope.value.kind.slice(0, 40)}” data for “${envelope.value.gameSlug.slice(0, 40)}”, not ${kind.title}.`,
      'kind',
    );
  }
  const data = parseWith(kind.schema, envelope.value.data);
  if (!data.ok)
    return {
      ok: false,
      issues: data.issues.map((i) => ({ ...i, path: i.path ? `data.${i.path}` : 'data' })),
    };
  return data;
}
