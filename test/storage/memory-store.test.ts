import { expect } from '@open-wc/testing';
import { GameConflictError, type Store } from '../../src/storage/store.js';
import { MemoryStore } from '../../src/storage/memory-store.js';
import { game, rejection } from './storage-fixtures.js';

describe('memory store: two tabs editing the same saved game', () => {
  it('behaves the same in memory', async () => {
    const store: Store = new MemoryStore();
    await store.putGame(game('g1'));
    const base = game('g1').updatedAt;
    await store.saveGameState('g1', { turn: 2 }, base);
    expect(await rejection(store.saveGameState('g1', { turn: 5 }, base))).to.be.instanceOf(
      GameConflictError,
    );
    expect((await store.getGame('g1'))?.state).to.deep.equal({ turn: 2 });
  });
});
