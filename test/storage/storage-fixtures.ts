/** Shared by the storage tests: a saved game, and the error a promise rejects with. */
import type { SavedGame } from '../../src/core/shared/saved-game-schema.js';

/** A saved Shiloh game with id `id` at turn `turn`. */
export const game = (id: string, turn = 1): SavedGame => ({
  id,
  gameSlug: 'altar-of-freedom',
  scenario: 'shiloh',
  name: `Game ${id}`,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  stateVersion: 1,
  state: { turn },
});

/** What `p` rejects with; throws when it resolves. */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the promise to be rejected');
}
