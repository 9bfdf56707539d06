/**
 * A saved game in a link: the game (and its logged rolls, when they fit) as a backup file,
 * compressed into the `backup` query of the data page, where it is checked with the same schemas
 * as a backup file and restored only when the player confirms. A game too large for a link is
 * said to be so (export it to a file instead).
 */
import { backupText, readBackup, type BackupRead } from '../../core/shared/backup.js';
import type { RollRecord } from '../../core/shared/roll-record-schema.js';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import { compressToParam, decompressParam } from '../../platform/compress.js';
import { appBase } from '../../routing/app-base.js';
import { DATA_SLUG, MAX_URL_PART } from '../../routing/routes.js';

/** The data page's query key of a backup carried in a link. */
export const BACKUP_PARAM = 'backup';

/** Most characters a link's backup may expand to (a game and its rolls, with room to spare). */
const MAX_LINK_TEXT = 2 * 1024 * 1024;

/** A game's link: its address and how many of its rolls it carries, or why there is none. */
export type BackupLink =
  | { readonly ok: true; readonly url: string; readonly rolls: number; readonly leftOut: number }
  | { readonly ok: false; readonly message: string };

async function linkFor(game: SavedGame, rolls: readonly RollRecord[], at: string): Promise<URL> {
  const text = backupText({ games: [game], rolls, userData: [], preferences: [] }, at);
  const url = new URL(`${DATA_SLUG}/`, appBase());
  url.searchParams.set(BACKUP_PARAM, await compressToParam(text));
  return url;
}

/**
 * The link of `game` with its `rolls`; without them if only the game fits; none when even the
 * game alone is longer than a link the app opens (`MAX_URL_PART`).
 */
export async function backupLink(
  game: SavedGame,
  rolls: readonly RollRecord[],
  at: string,
): Promise<BackupLink> {
  const full = await linkFor(game, rolls, at);
  if (full.search.length <= MAX_URL_PART)
    return { ok: true, url: full.href, rolls: rolls.length, leftOut: 0 };
  const bare = await linkFor(game, [], at);
  if (bare.search.length <= MAX_URL_PART)
    return { ok: true, url: bare.href, rolls: 0, leftOut: rolls.length };
  return {
    ok: false,
    message: `“${game.name}” is too large for a link (${bare.search.length} characters; a link holds at most ${MAX_URL_PART}). Export it to a file instead.`,
  };
}

/** The backup a link's `backup` value carries, checked as a backup file is; never throws. */
export async function readBackupLink(param: string): Promise<BackupRead> {
  if (param.length > MAX_URL_PART)
    return { ok: false, error: 'The link is longer than any link Haversack makes.' };
  try {
    return readBackup(await decompressParam(param, MAX_LINK_TEXT));
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : 'The link data is not valid.' };
  }
}
