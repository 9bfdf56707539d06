/**
 * The open game's saves against another tab's, with every step held open where the race lies
 * (no timing): a change made while the other tab's version is being read, changes queued behind
 * a refused one, and a game deleted under them are each reported by name, never dropped.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';
import {
  SavedGameSync,
  namedChanges,
  type NotSaved,
} from '../../../src/components/controllers/saved-game-sync.js';
import { STORE_CHANNEL } from '../../../src/storage/changes.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { waitUntil } from '../../helpers/wait.js';

/** A deferred promise: the test says when it settles. */
function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release!: (value: T) => void;
  const promise = new Promise<T>((r) => (release = r));
  return { promise, release };
}

/** A store whose reads of a game can be held open by the test. */
class HeldStore extends MemoryStore {
  holding: ReturnType<typeof held<undefined>> | null = null;
  reads = 0;
  override async getGame(id: string): Promise<SavedGame | undefined> {
    this.reads += 1;
    const gate = this.holding;
    const game = await super.getGame(id);
    if (gate) await gate.promise;
    return game;
  }
}

const host = (): ReactiveControllerHost => ({
  addController: (_c: ReactiveController) => undefined,
  removeController: (_c: ReactiveController) => undefined,
  requestUpdate: () => undefined,
  updateComplete: Promise.resolve(true),
});

function recorder() {
  const said: string[] = [];
  const lost: NotSaved[] = [];
  const shown: SavedGame[] = [];
  return {
    said,
    lost,
    shown,
    on: {
      replaced: (game: SavedGame, why: string) => {
        shown.push(game);
        said.push(why);
      },
      deleted: (why: string) => said.push(why),
      failed: (message: string) => said.push(message),
      notSaved: (l: NotSaved) => lost.push(l),
    },
  };
}

async function setUp() {
  const store = new HeldStore();
  const now = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const game: SavedGame = {
    id: 'g1',
    gameSlug: 'us-civil-war',
    scenario: null,
    name: 'Saturday',
    createdAt: now,
    updatedAt: now,
    stateVersion: 1,
    state: { vps: 0, arsenals: 0 },
  };
  await store.putGame(game);
  const r = recorder();
  const sync = new SavedGameSync(host(), r.on);
  sync.hostConnected();
  sync.open(store, game);
  return { store, game, sync, r };
}

/** Another tab saves `state` on the stored version (it has not said so yet). */
async function otherTabSaves(store: MemoryStore, id: string, state: unknown): Promise<SavedGame> {
  const base = (await store.getGame(id))!.updatedAt;
  return store.saveGameState(id, state, base);
}

/** The other tab says it saved `game` (on a channel of its own, as another tab would). */
function announce(game: SavedGame): void {
  const channel = new BroadcastChannel(STORE_CHANNEL);
  channel.postMessage({ type: 'game-saved', id: game.id, updatedAt: game.updatedAt });
  channel.close();
}

describe('SavedGameSync', () => {
  it('names a change made while the other tab’s version is being read (the gap), and keeps what it reached', async () => {
    const { store, game, sync, r } = await setUp();
    const fromA = await otherTabSaves(store, game.id, { vps: 1, arsenals: 0 });
    store.holding = held<undefined>();
    const reads = store.reads;
    announce(fromA);
    // The other tab's change is being read: held open here.
    await waitUntil(() => store.reads > reads, 'the other tab’s change was never read');
    // The player changes the game now, from the version shown before.
    sync.save({ vps: 0, arsenals: 1 }, 'Arsenals +1.');
    store.holding.release(undefined);
    store.holding = null;
    await sync.pending;
    await waitUntil(() => r.lost.length > 0, 'the change was dropped without a word');
    expect(r.lost).to.have.length(1);
    expect(r.lost[0]!.changes.map((c) => c.what)).to.deep.equal(['Arsenals +1.']);
    expect(r.lost[0]!.state).to.deep.equal({ vps: 0, arsenals: 1 });
    expect(r.lost[0]!.reason).to.contain('changed in another tab');
    // Nothing of the other tab's was overwritten; this tab shows it.
    expect(await store.getGame(game.id)).to.deep.equal(fromA);
    expect(sync.game?.updatedAt).to.equal(fromA.updatedAt);
  });

  it('names every change queued behind a refused one, in order, with the state they reached', async () => {
    const { store, game, sync, r } = await setUp();
    // The other tab saves first; this tab has not heard of it yet (no message) and goes on.
    const base = (await store.getGame(game.id))!.updatedAt;
    const fromA = await store.saveGameState(game.id, { vps: 1, arsenals: 0 }, base);
    sync.save({ vps: 0, arsenals: 1 }, 'Arsenals +1.');
    sync.save({ vps: 0, arsenals: 2 }, 'Arsenals +1.');
    sync.save({ vps: 5, arsenals: 2 }, 'Confederate VPs +5.');
    await sync.pending;
    const last = r.lost[r.lost.length - 1]!;
    expect(last.changes.map((c) => c.what)).to.deep.equal([
      'Arsenals +1.',
      'Arsenals +1.',
      'Confederate VPs +5.',
    ]);
    expect(last.state).to.deep.equal({ vps: 5, arsenals: 2 });
    expect(namedChanges(last.changes)).to.equal(
      '“Arsenals +1”, “Arsenals +1” and “Confederate VPs +5”',
    );
    expect(r.said.some((s) => s.startsWith('Not saved'))).to.equal(true);
    expect(await store.getGame(game.id)).to.deep.equal(fromA);
    // The next change is made from the stored version and lands.
    sync.save({ vps: 1, arsenals: 1 }, 'Arsenals +1.');
    await sync.pending;
    expect((await store.getGame(game.id))!.state).to.deep.equal({ vps: 1, arsenals: 1 });
    expect(r.lost).to.have.length(3);
  });

  it('at any place of the other tab’s save among this tab’s, every change lands or is named', async () => {
    const whats = ['One.', 'Two.', 'Three.'];
    for (let at = 0; at <= whats.length; at += 1) {
      const { store, game, sync, r } = await setUp();
      const landed: string[] = [];
      for (const [i, what] of whats.entries()) {
        if (i === at) await otherTabSaves(store, game.id, { other: true });
        const state = { step: i + 1 };
        sync.save(state, what);
        await sync.pending;
        if (JSON.stringify((await store.getGame(game.id))!.state) === JSON.stringify(state))
          landed.push(what);
      }
      const named = r.lost.flatMap((l) => l.changes.map((c) => c.what));
      expect([...landed, ...named].sort(), `other tab at ${at}`).to.deep.equal([...whats].sort());
      // The one made from the version the other tab replaced is named; the rest landed.
      expect(named, `other tab at ${at}`).to.deep.equal(at < whats.length ? [whats[at]] : []);
    }
  });

  it('names the change that met a game deleted in another tab', async () => {
    const { store, game, sync, r } = await setUp();
    await store.deleteGame(game.id);
    sync.save({ vps: 2 }, 'Union VPs +2.');
    await sync.pending;
    expect(sync.game).to.equal(null);
    expect(r.said.join(' ')).to.contain('deleted in another tab');
    expect(r.lost[0]!.changes.map((c) => c.what)).to.deep.equal(['Union VPs +2.']);
    expect(r.lost[0]!.game.name).to.equal('Saturday');
  });
});
