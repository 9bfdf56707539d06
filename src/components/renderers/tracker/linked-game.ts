/**
 * The open game of a tracker's linked tracker (a battle's campaign): found, read, and changed by
 * a recording (its events applied in order, each a change of its own history, saved in one
 * write), and that recording undone while the linked game has not changed since.
 */
import { isProblem, type Recording, type TrackerDescriptor } from '../../../core/shared/tracker.js';
import { undoSteps, type WithHistory } from '../../../core/shared/tracker-history.js';
import type { SavedGame } from '../../../core/shared/saved-game-schema.js';
import type { Store } from '../../../storage/store.js';
import { activeGameKey } from '../../shared/hs-saved-games.js';

/** The linked game and its state. */
export interface Linked {
  readonly game: SavedGame;
  readonly state: WithHistory<object>;
}

/** The game last opened in the linked tracker `tool` of `gameSlug`, if it reads it. */
export async function findLinked(
  store: Store,
  gameSlug: string,
  tool: string,
  keeper: TrackerDescriptor,
): Promise<Linked | null> {
  const id = await store.getPreference(activeGameKey(gameSlug, tool)).catch(() => null);
  if (typeof id !== 'string') return null;
  const game = await store.getGame(id).catch(() => undefined);
  const state = game && game.gameSlug === gameSlug ? keeper.read(game) : null;
  return game && state ? { game, state } : null;
}

/**
 * Applies `events` to the linked game as stored now and saves it; the recording, or why not
 * (a refused event names the change the linked game's rules refuse).
 */
export async function record(
  store: Store,
  linked: Linked,
  keeper: TrackerDescriptor,
  events: readonly unknown[],
): Promise<Recording | { readonly problem: string }> {
  const game = await store.getGame(linked.game.id);
  let state = game ? keeper.read(game) : null;
  if (!game || !state) return { problem: `“${linked.game.name}” could not be read.` };
  for (const event of events) {
    const next = keeper.apply(state, event);
    if (isProblem(next)) return { problem: `“${game.name}” refuses it: ${next.problem}` };
    state = next;
  }
  const saved = await store.saveGameState(game.id, state, game.updatedAt);
  return { game: game.id, name: game.name, steps: events.length, stamp: saved.updatedAt };
}

/** Undoes `r` in the linked game, unless that game changed since (then it says so). */
export async function unrecord(
  store: Store,
  r: Recording,
  keeper: TrackerDescriptor,
): Promise<true | { readonly problem: string }> {
  const game = await store.getGame(r.game);
  const state = game ? keeper.read(game) : null;
  if (!game || !state) return { problem: `“${r.name}” is no longer on this device.` };
  if (game.updatedAt !== r.stamp)
    return {
      problem: `“${r.name}” has changed since: undo the recording there, in its list of changes.`,
    };
  await store.saveGameState(game.id, undoSteps(state, r.steps), game.updatedAt);
  return true;
}
