/**
 * Backup and restore in real IndexedDB: every kind of record survives export, a cleared device
 * and restore; a restore that fails part-way changes nothing; unreadable records are left out of
 * the export and counted.
 */
import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { backupText, readBackup } from '../../src/core/shared/backup.js';
import { openHsDb, type HsDB } from '../../src/storage/db.js';
import { IdbStore } from '../../src/storage/store.js';
import { resetStorageNotices } from '../../src/storage/notices.js';
import { testDatabases } from '../helpers/idb.js';
import { backupFixture, game, rejection } from './storage-fixtures.js';

const databases = testDatabases('hs-backup');

async function filled(name: string): Promise<IdbStore> {
  const store = new IdbStore(await openHsDb(name));
  const f = backupFixture();
  for (const g of f.games) await store.putGame(g);
  for (const r of f.rolls) await store.addRoll(r);
  for (const u of f.userData) await store.putUserData(u);
  for (const p of f.preferences) await store.setPreference(p.key, p.value);
  return store;
}

const byId = <T extends { id: string }>(xs: readonly T[]) =>
  [...xs].sort((a, b) => a.id.localeCompare(b.id));

describe('backup and restore in IndexedDB', () => {
  afterEach(resetStorageNotices);
  after(async () => {
    await databases.deleteAll();
  });

  it('round trip: export, clear the device, restore, every record equal', async () => {
    const store = await filled(databases.name());
    const { contents, unreadable } = await store.exportAll();
    expect(unreadable).to.equal(0);
    const file = backupText(contents, new Date().toISOString());
    store.close();

    const fresh = new IdbStore(await openHsDb(databases.name()));
    const read = readBackup(file);
    if (!read.ok) throw new Error(read.error);
    await fresh.restore(read.contents, 'replace');
    const back = (await fresh.exportAll()).contents;
    const f = backupFixture();
    expect(byId(back.games)).to.deep.equal(byId(f.games));
    expect(byId(back.rolls)).to.deep.equal(byId(f.rolls));
    expect(back.userData).to.deep.equal(f.userData);
    expect(back.preferences).to.deep.equal(f.preferences);
    expect(await fresh.getGame('g1')).to.deep.equal(f.games[0]);
    expect(await fresh.listRolls('g1')).to.deep.equal([f.rolls[0]]);
    fresh.close();
  });

  it('add keeps the device’s newer game and adds the rest; replace takes the file whole', async () => {
    const store = await filled(databases.name());
    const newer = { ...game('g1', 9), updatedAt: '2027-01-01T00:00:00.000Z' };
    await store.putGame(newer);
    await store.putGame(game('only-here'));
    const file = backupFixture();

    await store.restore(file, 'add');
    expect(await store.getGame('g1')).to.deep.equal(newer);
    expect(await store.getGame('only-here')).to.not.equal(undefined);

    await store.restore(file, 'replace');
    expect(await store.getGame('g1')).to.deep.equal(file.games[0]);
    expect(await store.getGame('only-here')).to.equal(undefined);
    store.close();
  });

  it('a restore that fails part-way changes nothing', async () => {
    const name = databases.name();
    const store = await filled(name);
    const before = await store.exportAll();
    const realPut = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')!;
    const put = realPut.value as IDBObjectStore['put'];
    let puts = 0;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      puts += 1;
      if (puts === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
    try {
      const e = await rejection(store.restore(backupFixture(), 'replace'));
      expect(String(e)).to.match(/Storage is full/);
    } finally {
      Object.defineProperty(IDBObjectStore.prototype, 'put', realPut);
    }
    expect(puts).to.be.greaterThan(2);
    expect(await store.exportAll()).to.deep.equal(before);
    store.close();
  });

  it('leaves unreadable records out of the export and counts them', async () => {
    const name = databases.name();
    const store = await filled(name);
    const raw = await openDB<HsDB>(name);
    await raw.put('games', { id: 'broken', nonsense: true } as never);
    raw.close();
    const { contents, unreadable } = await store.exportAll();
    expect(unreadable).to.equal(1);
    expect(contents.games.map((g) => g.id).sort()).to.deep.equal(['g1', 'g2']);
    store.close();
  });
});
