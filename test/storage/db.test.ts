import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { openHsDb, upgrade, DB_VERSION, type HsDB } from '../../src/storage/db.js';
import { IdbStore, openStore } from '../../src/storage/store.js';
import {
  onStorageNotice,
  resetStorageNotices,
  type StorageNotice,
} from '../../src/storage/notices.js';
import type { SavedGame } from '../../src/core/shared/saved-game-schema.js';
import type { RollRecord } from '../../src/core/shared/roll-record-schema.js';
import { testDatabases } from '../helpers/idb.js';

const game = (id: string, updatedAt = '2026-11-20T10:00:00.000Z'): SavedGame => ({
  id,
  gameSlug: 'altar-of-freedom',
  scenario: 'shiloh',
  name: `Game ${id}`,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt,
  stateVersion: 1,
  state: { turn: 3 },
});

const roll = (id: string, savedGameId: string | null, at: string): RollRecord => ({
  id,
  gameSlug: 'altar-of-freedom',
  tool: 'firing',
  savedGameId,
  at,
  inputs: { sm: 1 },
  result: {
    dice: { count: 1, sides: 6 },
    natural: [4],
    naturalTotal: 4,
    modifiers: [{ id: 'sm', label: 'Strength', rule: 'Firing Table', value: 1 }],
    total: 5,
    clamped: 5,
  },
  outcome: 'Recoils 2 BD',
  source: 'app',
  seed: 'abc',
  seedIndex: 0,
});

describe('IndexedDB storage', () => {
  const databases = testDatabases('hs-test');
  const name = databases.name;
  afterEach(() => {
    resetStorageNotices();
  });
  after(async () => {
    await databases.deleteAll();
  });

  it(`upgrades a version 1 database to version ${DB_VERSION} keeping its games and rolls`, async () => {
    const n = name();
    const v1 = await openDB<HsDB>(n, 1, {
      upgrade: (db, oldVersion, _newVersion, tx) => {
        upgrade(db, oldVersion, 1, tx);
      },
    });
    expect([...v1.objectStoreNames]).to.have.members(['preferences', 'games', 'rolls']);
    await v1.put('games', game('g1'));
    await v1.put('rolls', { ...roll('r1', 'g1', '2026-11-20T10:00:00.000Z'), logKey: 'g1' });
    v1.close();

    const db = await openHsDb(n);
    expect(db.version).to.equal(DB_VERSION);
    expect([...db.objectStoreNames]).to.include('userData');
    const store = new IdbStore(db);
    expect((await store.getGame('g1'))?.name).to.equal('Game g1');
    expect((await store.listRolls('g1')).map((r) => r.id)).to.deep.equal(['r1']);
    await store.putUserData({
      gameSlug: 'altar-of-freedom',
      kind: 'generals',
      updatedAt: '2026-11-20T11:00:00.000Z',
      data: { grant: 6 },
    });
    expect((await store.getUserData('altar-of-freedom', 'generals'))?.data).to.deep.equal({
      grant: 6,
    });
    db.close();
  });

  it('creates a fresh database at the current version', async () => {
    const db = await openHsDb(name());
    expect(db.version).to.equal(DB_VERSION);
    expect([...db.objectStoreNames].sort()).to.deep.equal([
      'games',
      'preferences',
      'rolls',
      'userData',
    ]);
    db.close();
  });

  it('lists several saved games per game, newest first, and deletes a game with its rolls in one step', async () => {
    const db = await openHsDb(name());
    const store = new IdbStore(db);
    await store.putGame(game('a', '2026-11-20T10:00:00.000Z'));
    await store.putGame(game('b', '2026-11-20T12:00:00.000Z'));
    await store.addRoll(roll('r1', 'a', '2026-11-20T10:01:00.000Z'));
    await store.addRoll(roll('r2', 'a', '2026-11-20T10:02:00.000Z'));
    await store.addRoll(roll('r3', null, '2026-11-20T10:03:00.000Z'));
    expect((await store.listGames('altar-of-freedom')).map((g) => g.id)).to.deep.equal(['b', 'a']);
    expect((await store.listRolls('a')).map((r) => r.id)).to.deep.equal(['r2', 'r1']);
    await store.deleteGame('a');
    expect(await store.getGame('a')).to.equal(undefined);
    expect(await store.listRolls('a')).to.deep.equal([]);
    expect((await store.listRolls(null)).map((r) => r.id)).to.deep.equal(['r3']);
    db.close();
  });

  it('hides a stored record of the wrong shape, keeps it, and says so once', async () => {
    const n = name();
    const db = await openHsDb(n);
    await db.put('games', game('good'));
    await db.put('games', { id: 'bad', nonsense: true } as unknown as SavedGame);
    const seen: StorageNotice[] = [];
    const off = onStorageNotice((x) => seen.push(x));
    const store = new IdbStore(db);
    expect((await store.listGames()).map((g) => g.id)).to.deep.equal(['good']);
    await store.listGames();
    off();
    expect(seen.map((s) => s.id)).to.deep.equal(['corrupt']);
    expect(await db.get('games', 'bad')).to.deep.equal({ id: 'bad', nonsense: true });
    db.close();
  });

  it('keeps working in memory, with one notice, when IndexedDB cannot be opened', async () => {
    const seen: StorageNotice[] = [];
    const off = onStorageNotice((x) => seen.push(x));
    const store = await openStore('unused', () =>
      Promise.reject(new DOMException('denied', 'InvalidStateError')),
    );
    expect(store.persistent).to.equal(false);
    await store.putGame(game('m1'));
    expect((await store.getGame('m1'))?.id).to.equal('m1');
    await openStore('unused', () => Promise.reject(new Error('again')));
    off();
    expect(seen.map((s) => s.id)).to.deep.equal(['unavailable']);
  });

  it('turns a failed write into a clear error and leaves earlier data intact', async () => {
    const db = await openHsDb(name());
    const store = new IdbStore(db);
    await store.putGame(game('keep'));
    // A value IndexedDB cannot clone makes the write fail inside its transaction.
    const broken = { ...game('keep'), state: { fn: () => 1 } } as unknown as SavedGame;
    let error: unknown;
    try {
      await store.putGame(broken);
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.contain('could not be saved');
    expect((await store.getGame('keep'))?.state).to.deep.equal({ turn: 3 });
    db.close();
  });
});
