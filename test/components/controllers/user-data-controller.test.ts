/**
 * Entered data kept in step across tabs: a view showing the player's entries reads them again
 * when another tab saves them (real IndexedDB, one connection per tab).
 */
import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../../src/components/renderers/hs-roster.js';
import { COMMANDER_ROSTER } from '../../../src/core/games/price-of-freedom/commander-roster.js';
import { COMMANDER_USER_DATA } from '../../../src/core/games/price-of-freedom/index.js';
import { openHsDb } from '../../../src/storage/db.js';
import { IdbStore, type Store } from '../../../src/storage/store.js';
import { STORE_CHANNEL } from '../../../src/storage/changes.js';
import { resetStorageNotices } from '../../../src/storage/notices.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { testDatabases } from '../../helpers/idb.js';
import { text } from '../../helpers/dom.js';
import type { ReactiveController } from 'lit';
import { UserDataController } from '../../../src/components/controllers/user-data-controller.js';
import type { CommanderUserData } from '../../../src/core/games/price-of-freedom/user-data.js';

/** What Grant's attack rating cell shows on screen (the print-only words left out). */
function grantAttack(el: HsRoster): string {
  const row = [...el.shadowRoot!.querySelectorAll('table.roster tbody tr')].find((tr) =>
    text(tr.querySelector('.name')).startsWith('Grant'),
  );
  const cell = row?.querySelector('td')?.cloneNode(true) as HTMLElement | undefined;
  for (const e of cell?.querySelectorAll('.print-only') ?? []) e.remove();
  return text(cell);
}

const databases = testDatabases('hs-user-data-tabs');
async function tab(name: string): Promise<Store> {
  return new IdbStore(await openHsDb(name));
}

describe('UserDataController', () => {
  before(setUpAppDocument);
  afterEach(resetStorageNotices);
  after(async () => {
    await databases.deleteAll();
  });

  it('shows entries another tab saved once that tab says so', async () => {
    const name = databases.name();
    const storeA = await tab(name);
    const el = await fixture<HsRoster>(
      html`<hs-roster
        .descriptor=${COMMANDER_ROSTER}
        game="price-of-freedom"
        .host=${recordingHost()}
        .store=${await tab(name)}
      ></hs-roster>`,
    );
    await waitUntil(() => grantAttack(el) !== '', 'the roster did not show');
    expect(grantAttack(el)).to.equal('not printed — enter');

    await storeA.putUserData({
      gameSlug: COMMANDER_USER_DATA.gameSlug,
      kind: COMMANDER_USER_DATA.kind,
      updatedAt: new Date().toISOString(),
      data: { commanders: { grant: { adrm: 1 } } },
    });
    await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    // Stored, but this tab has not been told yet.
    expect(grantAttack(el)).to.equal('not printed — enter');

    const channel = new BroadcastChannel(STORE_CHANNEL);
    channel.postMessage({
      type: 'user-data',
      gameSlug: COMMANDER_USER_DATA.gameSlug,
      kind: COMMANDER_USER_DATA.kind,
    });
    channel.close();
    await waitUntil(
      () => grantAttack(el) === '+1 ✎ yours',
      'the other tab’s entries were not shown',
    );
    const entries = el.shadowRoot!.querySelector('.entered-data');
    expect(text(entries)).to.contain('You have entries for 1 commander.');
    storeA.close();
  });
});

const safetyDatabases = testDatabases('hs-user-data-safety');
const K = COMMANDER_USER_DATA;

/** A view with one controller: what it said, and a way to stop hearing other tabs. */
function view(store: Store) {
  const said = { notices: [] as string[], status: [] as string[], loaded: 0 };
  const controllers: ReactiveController[] = [];
  const host = {
    store,
    addController: (c: ReactiveController) => controllers.push(c),
    removeController: () => undefined,
    requestUpdate: () => undefined,
    updateComplete: Promise.resolve(true),
  };
  const c = new UserDataController<CommanderUserData>(host, K, {
    unreadable: 'unreadable',
    saveFailed: 'failed',
    notice: (m) => said.notices.push(m),
    status: (m) => said.status.push(m),
    loaded: () => (said.loaded += 1),
  });
  for (const x of controllers) x.hostConnected?.();
  return {
    c,
    said,
    stopListening: () => {
      for (const x of controllers) x.hostDisconnected?.();
    },
  };
}

async function rawRecord(name: string): Promise<unknown> {
  const db = await openHsDb(name);
  const raw: unknown = await db.get('userData', `${K.gameSlug}/${K.kind}`);
  db.close();
  return raw;
}

describe('Entered data is as safe as saved games', () => {
  afterEach(resetStorageNotices);
  after(async () => {
    await safetyDatabases.deleteAll();
  });

  it('never writes over a record it cannot read; the player exports or discards it first', async () => {
    const name = safetyDatabases.name();
    const store = new IdbStore(await openHsDb(name));
    // Written by a later version: a shape this one's schema refuses.
    await store.putUserData({
      gameSlug: K.gameSlug,
      kind: K.kind,
      updatedAt: '2026-11-01T00:00:00.000Z',
      data: { commanders: { grant: { adrm: 1, fromTheFuture: true } }, v: 9 },
    });
    const before = JSON.stringify(await rawRecord(name));
    const { c, said } = view(store);
    await waitUntil(() => said.loaded > 0, 'the view did not load');
    expect(said.notices).to.deep.equal(['unreadable']);

    const saved = await c.save({ commanders: { lee: { adrm: -1 } } } as never, 'Saved.');
    expect(saved).to.equal(false);
    expect(said.status.at(-1)).to.contain('could not be read, and saving would replace them');
    expect(JSON.stringify(await rawRecord(name))).to.equal(before);

    // The player discards it: then saving works.
    await (c as unknown as { discard: () => Promise<void> }).discard();
    expect(await rawRecord(name)).to.equal(undefined);
    expect(await c.save({ commanders: { lee: { adrm: -1 } } } as never, 'Saved.')).to.equal(true);
    expect((await store.getUserData(K.gameSlug, K.kind))?.data).to.deep.equal({
      commanders: { lee: { adrm: -1 } },
    });
    store.close();
  });

  it('names a record whose outer fields are broken, never takes it for none saved, and offers export and discard', async () => {
    const name = safetyDatabases.name();
    const db = await openHsDb(name);
    const damaged = {
      key: `${K.gameSlug}/${K.kind}`,
      gameSlug: K.gameSlug,
      kind: K.kind,
      updatedAt: 12345,
      data: { commanders: { grant: { adrm: 1 } } },
    };
    await db.put('userData', damaged as never);
    db.close();
    const store = new IdbStore(await openHsDb(name));
    const { c, said } = view(store);
    await waitUntil(() => said.notices.length > 0, 'the damaged record was not named');
    expect(said.notices[0]).to.contain(`${K.gameSlug}/${K.kind}`);
    expect(said.notices[0]).to.contain('updatedAt');
    expect(said.notices[0]).to.contain('discard');
    // The raw record is what the export would write.
    expect((c as unknown as { unreadableRecord: unknown }).unreadableRecord).to.deep.equal(damaged);
    // A save is refused as blocked, not as "another tab saved", and nothing is written.
    expect(await c.save({ commanders: { lee: { adrm: -1 } } } as never, 'Saved.')).to.equal(false);
    expect(said.status.at(-1)).to.contain('could not be read');
    expect(said.status.at(-1)).not.to.contain('another tab');
    expect(await rawRecord(name)).to.deep.equal(damaged);
    // Discarded by the player's choice, then saving works.
    await (c as unknown as { discard: () => Promise<void> }).discard();
    expect(await rawRecord(name)).to.equal(undefined);
    expect(await c.save({ commanders: { lee: { adrm: -1 } } } as never, 'Saved.')).to.equal(true);
    store.close();
  });

  it('refuses a save made from an older version than the stored one, and shows the stored one', async () => {
    const name = safetyDatabases.name();
    const tabA = view(new IdbStore(await openHsDb(name)));
    const tabB = view(new IdbStore(await openHsDb(name)));
    await waitUntil(() => tabA.said.loaded > 0 && tabB.said.loaded > 0, 'the tabs did not load');
    // Tab B does not hear tab A's broadcast in time (as when both save at once).
    tabB.stopListening();
    expect(await tabA.c.save({ commanders: { grant: { adrm: 1 } } } as never, 'Saved.')).to.equal(
      true,
    );
    expect(await tabB.c.save({ commanders: { lee: { adrm: -1 } } } as never, 'Saved.')).to.equal(
      false,
    );
    expect(tabB.said.status.at(-1)).to.contain('another tab or window saved changes');
    // Tab B now shows what tab A saved, and nothing of B's was written.
    expect(tabB.c.value).to.deep.equal({ commanders: { grant: { adrm: 1 } } });
    const stored = await rawRecord(name);
    expect((stored as { data: unknown }).data).to.deep.equal({
      commanders: { grant: { adrm: 1 } },
    });
    // Having read the stored version, B's next save goes through.
    expect(await tabB.c.save({ commanders: { lee: { adrm: -1 } } } as never, 'Saved.')).to.equal(
      true,
    );
  });
});
