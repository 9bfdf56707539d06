/**
 * Which tracker keeps a saved game, for a game with several trackers (Battle Cry of Freedom's
 * campaign tracker and combat ledger, In Freedom's Cause's two): each lists only its own games,
 * so a campaign is never offered in the battle ledger as a game it cannot read.
 */
import type { SavedGame } from './saved-game-schema.js';

/**
 * A tracker of the game: its tool slug, the scenarios of the games it keeps (its meta's
 * `keeps`), and, once its chunk is loaded, how it reads a saved game (null: it cannot).
 */
export interface GameKeeper {
  readonly tool: string;
  readonly scenarios?: readonly string[];
  read?(game: SavedGame): unknown;
}

/**
 * Whether `keeper` keeps `game`. A game that names its tool belongs to that tool: the tools'
 * slugs are all it takes. One saved before games named their tool belongs to the tracker that
 * reads it (or, where a tracker's reader is not loaded, that declares its scenario); one that
 * none of the game's trackers (`all`, the keeper among them) reads is listed by every one of
 * them, as damaged, so that it is never hidden.
 */
export function keptBy(game: SavedGame, keeper: GameKeeper, all: readonly GameKeeper[]): boolean {
  if (game.tool !== undefined)
    return game.tool === keeper.tool || !all.some((k) => k.tool === game.tool);
  const reads = (k: GameKeeper) =>
    k.read ? k.read(game) !== null : (k.scenarios ?? []).includes(game.scenario ?? '');
  if (reads(keeper)) return true;
  return !all.some((k) => k.tool !== keeper.tool && reads(k));
}
