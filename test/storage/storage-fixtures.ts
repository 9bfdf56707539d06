/** Shared by the storage tests: a saved game, and the error a promise rejects with. */
import type { BackupContents } from '../../src/core/shared/backup.js';
import type { RollRecord } from '../../src/core/shared/roll-record-schema.js';
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

/** One record of every kind the store keeps: two games, rolls in and out of a game, entered data, preferences. */
export function backupFixture(): BackupContents {
  const roll = (id: string, savedGameId: string | null): RollRecord => ({
    id,
    gameSlug: 'altar-of-freedom',
    tool: 'firing',
    savedGameId,
    at: `2026-11-20T10:0${id.length % 10}:00.000Z`,
    inputs: { sm: 2, cover: true },
    result: {
      dice: { count: 1, sides: 6 },
      natural: [5],
      naturalTotal: 5,
      modifiers: [{ id: 'sm', label: 'SM', rule: 'Firing Table', value: 2 }],
      total: 7,
      clamped: 7,
    },
    outcome: 'Hit',
    source: 'app',
  });
  return {
    games: [game('g1', 3), { ...game('g2'), gameSlug: 'price-of-freedom', scenario: null }],
    rolls: [roll('r1', 'g1'), roll('r22', null)],
    userData: [
      {
        gameSlug: 'altar-of-freedom',
        kind: 'generals',
        updatedAt: '2026-11-20T11:00:00.000Z',
        data: { grant: { rating: 2 } },
      },
    ],
    preferences: [{ key: 'theme', value: 'dark' }],
  };
}
