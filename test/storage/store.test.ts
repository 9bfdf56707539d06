/**
 * The store's IndexedDB faults, in real IndexedDB: quota exceeded during a save, an upgrade
 * blocked by another tab, a newer version in another tab, and two tabs saving the same game. In
 * each case the app keeps working, says so once, and no earlier saved data is lost or corrupted.
 * (Unavailable storage and records of the wrong shape are in db.test.ts; the same conflict in
 * memory in memory-store.test.ts; save stamps in conflict.test.ts.)
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { openDB } from 'idb';
import { DB_VERSION, openHsDb, upgrade, type HsDB } from '../../src/storage/db.js';
import { GameConflictError, IdbStore, openStore } from '../../src/storage/store.js';
import { STORE_CHANNEL, type StoreChange } from '../../src/storage/changes.js';
import {
  onStorageNotice,
  resetStorageNotices,
  type StorageNotice,
} from '../../src/storage/notices.js';
import { testDatabases } from '../helpers/idb.js';
import { game, rejection } from './storage-fixtures.js';
import '../helpers/bundled-data.js';
import { MODULE as USCW } from '../../src/core/games/us-civil-war/module.js';
import { MODULE as BCOF } from '../../src/core/games/battle-cry-of-freedom/module.js';
import { MODULE as IFC } from '../../src/core/games/in-freedoms-cause/module.js';
import type { TrackerDescriptor } from '../../src/core/shared/tracker.js';
import { loadTool } from '../../src/core/shared/game-module.js';
import type { UserDataKind } from '../../src/core/shared/user-data.js';

/** The three newest games, whose trackers and keyed data the storage-full check covers. */
const NEWEST = [USCW, BCOF, IFC];

const databases = testDatabases('hs-fault');
const dbName = databases.name;

function noticesDuring(): { seen: StorageNotice[]; stop: () => void } {
  const seen: StorageNotice[] = [];
  const stop = onStorageNotice((n) => seen.push(n));
  return { seen, stop };
}

/** Reads a game straight from the database, around every layer of the app. */
async function stored(name: string, id: string): Promise<unknown> {
  const db = await openDB<HsDB>(name);
  const value: unknown = await db.get('games', id);
  db.close();
  return value;
}

describe('IndexedDB faults', () => {
  afterEach(resetStorageNotices);
  after(async () => {
    await databases.deleteAll();
  });

  describe('quota exceeded during a save', () => {
    const realPut = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')!;
    afterEach(() => {
      Object.defineProperty(IDBObjectStore.prototype, 'put', realPut);
    });

    it('refuses the save with a clear message, says so once, and keeps the earlier save', async () => {
      const name = dbName();
      const store = new IdbStore(await openHsDb(name));
      await store.putGame(game('g1'));
      const first = await store.saveGameState('g1', { turn: 2 }, game('g1').updatedAt);

      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const { seen, stop } = noticesDuring();
      const e1 = await rejection(store.saveGameState('g1', { turn: 3 }, first.updatedAt));
      const e2 = await rejection(store.saveGameState('g1', { turn: 4 }, first.updatedAt));
      stop();
      expect(String(e1)).to.contain('Storage is full');
      expect(String(e2)).to.contain('Storage is full');
      expect(seen.map((n) => n.id)).to.deep.equal(['quota']);
      expect(seen[0]!.message).to.contain('export your data');

      expect(await stored(name, 'g1')).to.deep.equal(first);
      // Space freed: the app saves again from the version it kept.
      Object.defineProperty(IDBObjectStore.prototype, 'put', realPut);
      const next = await store.saveGameState('g1', { turn: 3 }, first.updatedAt);
      expect((await store.getGame('g1'))?.state).to.deep.equal({ turn: 3 });
      expect(next.updatedAt > first.updatedAt).to.equal(true);
      store.close();
    });
  });

  // The storage-full check on the three newest games: every tracker's state (each scenario) and
  // every kind of keyed data, in real IndexedDB, refused whole when the device is full.
  describe('storage full on the trackers and keyed data of the three newest games', () => {
    const realPut = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')!;
    const full = () => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    };
    afterEach(() => {
      Object.defineProperty(IDBObjectStore.prototype, 'put', realPut);
    });

    for (const module of NEWEST) {
      const slug = module.meta.slug;
      it(`${module.meta.title}: each tracker save and each keyed-data save is refused whole, said once, and the earlier save kept`, async () => {
        // Every descriptor, a tool loaded with its own chunk too.
        const tools = await Promise.all(
          Object.values(module.tools).flatMap((d) => (d ? [loadTool(d)] : [])),
        );
        const trackers = tools.filter((d): d is TrackerDescriptor => d.kind === 'tracker');
        const kinds = new Map<string, UserDataKind<unknown>>();
        for (const d of tools) {
          const found = [
            (d as { userData?: { kind?: UserDataKind<unknown> } } | undefined)?.userData?.kind,
            (d as { userData?: UserDataKind<unknown> } | undefined)?.userData,
            ...((d as { alsoReads?: readonly UserDataKind<unknown>[] } | undefined)?.alsoReads ??
              []),
          ];
          for (const k of found)
            if (k && typeof k.kind === 'string' && typeof k.empty === 'function')
              kinds.set(k.kind, k);
        }
        expect(trackers.length, 'no tracker found').to.be.greaterThan(0);
        expect(kinds.size, 'no keyed data found').to.be.greaterThan(0);
        const name = dbName();
        const store = new IdbStore(await openHsDb(name));
        const { seen, stop } = noticesDuring();
        let saves = 0;
        let largest = 0;
        for (const d of trackers)
          for (const { slug: scenario } of d.scenarios()) {
            const id = `${slug}-${scenario}`;
            const state = d.start(scenario);
            largest = Math.max(largest, JSON.stringify(state).length);
            await store.putGame({ ...game(id), gameSlug: slug, scenario, state });
            const before = await stored(name, id);
            full();
            const e = await rejection(store.saveGameState(id, state, game(id).updatedAt));
            Object.defineProperty(IDBObjectStore.prototype, 'put', realPut);
            expect(String(e), id).to.contain('Storage is full');
            expect(await stored(name, id), id).to.deep.equal(before);
            saves += 1;
          }
        for (const k of kinds.values()) {
          const first = await store.saveUserData(slug, k.kind, k.empty(), null);
          full();
          const e = await rejection(store.saveUserData(slug, k.kind, k.empty(), first.updatedAt));
          Object.defineProperty(IDBObjectStore.prototype, 'put', realPut);
          expect(String(e), k.kind).to.contain('Storage is full');
          expect(await store.getUserData(slug, k.kind), k.kind).to.deep.equal(first);
          saves += 1;
        }
        stop();
        expect(seen.map((n) => n.id)).to.deep.equal(['quota']);
        // The figures, for the record of this check.
        console.info(
          `storage full, ${slug}: ${trackers.length} tracker(s), ${saves - kinds.size} tracker saves refused (largest state ${largest} characters), ${kinds.size} kinds of keyed data refused (${[...kinds.keys()].join(', ')}); earlier saves kept: all`,
        );
        store.close();
      });
    }
  });

  describe('opening refused or too new', () => {
    it('works in memory with one notice when opening throws at once, with no unhandled rejection', async () => {
      const name = dbName();
      const unhandled: unknown[] = [];
      const onUnhandled = (e: PromiseRejectionEvent) => unhandled.push(e.reason);
      window.addEventListener('unhandledrejection', onUnhandled);
      const { seen, stop } = noticesDuring();
      const store = await openStore(name, () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      await store.putGame(game('in-memory'));
      expect((await store.getGame('in-memory'))?.id).to.equal('in-memory');
      await new Promise((r) => setTimeout(r, 0));
      stop();
      window.removeEventListener('unhandledrejection', onUnhandled);
      expect(seen.map((n) => n.id)).to.deep.equal(['unavailable']);
      expect(unhandled).to.deep.equal([]);
    });

    it('says the saved data is from a newer version, not that storage is off, and leaves it untouched', async () => {
      const name = dbName();
      const newer = await openDB(name, DB_VERSION + 1, {
        upgrade: (db) => {
          db.createObjectStore('games');
        },
      });
      await newer.put('games', { id: 'future' }, 'future');
      newer.close();
      const { seen, stop } = noticesDuring();
      const store = await openStore(name, (handlers) => openHsDb(name, DB_VERSION, handlers));
      stop();
      expect(seen.map((n) => n.id)).to.deep.equal(['newer-on-disk']);
      expect(seen[0]!.message).to.contain('newer version');
      await store.putGame(game('meanwhile'));
      const again = await openDB(name);
      expect(again.version).to.equal(DB_VERSION + 1);
      expect(await again.get('games', 'future')).to.deep.equal({ id: 'future' });
      again.close();
    });
  });

  describe('an upgrade blocked by another tab', () => {
    it('keeps working in memory, says so once, and upgrades later with every game kept', async () => {
      const name = dbName();
      // Another tab of an older version: it holds version 1 open and ignores requests to close.
      const old = await openDB<HsDB>(name, 1, {
        upgrade: (db, oldVersion, _n, tx) => {
          upgrade(db, oldVersion, 1, tx);
        },
      });
      await old.put('games', game('kept', 7));

      const { seen, stop } = noticesDuring();
      const store = await openStore(name, (handlers) => openHsDb(name, DB_VERSION, handlers), {
        blocked: 200,
        total: 4000,
      });
      stop();
      expect(store.persistent).to.equal(false);
      expect(seen.map((n) => n.id)).to.deep.equal(['blocked']);
      expect(seen[0]!.message).to.contain('Close that tab');
      // The app works meanwhile.
      await store.putGame(game('meanwhile'));
      expect((await store.getGame('meanwhile'))?.id).to.equal('meanwhile');

      // The old tab closes: the next visit upgrades, and the old game is intact.
      old.close();
      const db = await openHsDb(name);
      expect(db.version).to.equal(DB_VERSION);
      expect(await db.get('games', 'kept')).to.deep.equal(game('kept', 7));
      expect(db.objectStoreNames.contains('userData')).to.equal(true);
      db.close();
    });

    it('lets go at once when a newer version in another tab needs to upgrade', async () => {
      const name = dbName();
      const { seen, stop } = noticesDuring();
      const store = await openStore(name, (handlers) => openHsDb(name, DB_VERSION, handlers));
      expect(store.persistent).to.equal(true);
      await store.putGame(game('g1', 5));
      // The newer version opens a higher version number; this tab must not block it.
      const newer = await openDB(name, DB_VERSION + 1, {
        blocked: () => {
          throw new Error('the older tab blocked the upgrade');
        },
      });
      stop();
      expect(seen.map((n) => n.id)).to.deep.equal(['newer-version']);
      const error = await rejection(store.putGame(game('g2')));
      expect(String(error)).to.contain('reload this tab');
      expect(await newer.get('games', 'g1')).to.deep.equal(game('g1', 5));
      expect(await newer.get('games', 'g2')).to.equal(undefined);
      newer.close();
    });
  });

  describe('two tabs editing the same saved game', () => {
    // Each tab has its own connection to the same database.
    async function twoTabs(): Promise<[IdbStore, IdbStore, string]> {
      const name = dbName();
      const a = new IdbStore(await openHsDb(name));
      const b = new IdbStore(await openHsDb(name));
      await a.putGame(game('g1'));
      return [a, b, name];
    }

    it('refuses a save made from an older version, and keeps the other tab’s save', async () => {
      const [a, b, name] = await twoTabs();
      const base = game('g1').updatedAt;
      const fromA = await a.saveGameState('g1', { turn: 2, by: 'a' }, base);
      const error = await rejection(b.saveGameState('g1', { turn: 2, by: 'b' }, base));
      expect(error).to.be.instanceOf(GameConflictError);
      expect((error as GameConflictError).current).to.deep.equal(fromA);
      expect(String(error)).to.contain('changed in another tab');
      expect(await stored(name, 'g1')).to.deep.equal(fromA);
      // B, shown A's version, saves on from it.
      const fromB = await b.saveGameState('g1', { turn: 3, by: 'b' }, fromA.updatedAt);
      expect(await stored(name, 'g1')).to.deep.equal(fromB);
      a.close();
      b.close();
    });

    it('does not bring back a game deleted in another tab', async () => {
      const [a, b, name] = await twoTabs();
      await a.deleteGame('g1');
      const error = await rejection(b.saveGameState('g1', { turn: 9 }, game('g1').updatedAt));
      expect(error).to.be.instanceOf(GameConflictError);
      expect((error as GameConflictError).current).to.equal(undefined);
      expect(String(error)).to.contain('deleted in another tab');
      expect(await stored(name, 'g1')).to.equal(undefined);
      a.close();
      b.close();
    });

    it('renames what is stored, never an older copy of the state', async () => {
      const [a, b, name] = await twoTabs();
      const fromA = await a.saveGameState('g1', { turn: 4 }, game('g1').updatedAt);
      await b.renameGame('g1', 'Shiloh, club night');
      expect(await stored(name, 'g1')).to.deep.equal({ ...fromA, name: 'Shiloh, club night' });
      a.close();
      b.close();
    });

    it('tells the other tabs what was saved, renamed and deleted', async () => {
      const [a, b] = await twoTabs();
      const heard: StoreChange[] = [];
      const otherTab = new BroadcastChannel(STORE_CHANNEL);
      otherTab.onmessage = (e: MessageEvent<StoreChange>) => heard.push(e.data);
      const saved = await a.saveGameState('g1', { turn: 2 }, game('g1').updatedAt);
      await b.renameGame('g1', 'Renamed');
      await a.deleteGame('g1');
      await waitUntil(() => heard.length >= 3, 'the other tab did not hear all three changes');
      otherTab.close();
      expect(heard).to.deep.equal([
        { type: 'game-saved', id: 'g1', updatedAt: saved.updatedAt },
        { type: 'game-renamed', id: 'g1', name: 'Renamed' },
        { type: 'game-deleted', id: 'g1' },
      ]);
      a.close();
      b.close();
    });
  });
});
