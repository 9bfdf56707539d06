/**
 * An import that would replace saved entered data asks first (replace, merge or cancel), in real
 * IndexedDB through the view's own controller: the army builder's saved armies and The Price of
 * Freedom's commanders, the two shapes entered data takes (a list by id, entries by key).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../src/components/renderers/hs-roster.js';
import type { HsUserDataPanel } from '../../src/components/shared/hs-user-data-panel.js';
import { COMMANDER_ROSTER } from '../../src/core/games/price-of-freedom/commander-roster.js';
import { COMMANDER_USER_DATA } from '../../src/core/games/price-of-freedom/index.js';
import { exportUserData } from '../../src/core/shared/user-data.js';
import { openHsDb } from '../../src/storage/db.js';
import { IdbStore, type Store } from '../../src/storage/store.js';
import { resetStorageNotices } from '../../src/storage/notices.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { testDatabases } from '../helpers/idb.js';
import { every, text } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';

const databases = testDatabases('hs-import-replace');
const AT = '2026-11-20T10:00:00.000Z';
const saved = { commanders: { grant: { adrm: 1 }, lee: { name: 'R. E. Lee', adrm: 0 } } };
const file = JSON.stringify(
  exportUserData(
    COMMANDER_USER_DATA,
    { commanders: { lee: { adrm: -1 }, sherman: { mam: 1 } } },
    AT,
  ),
);

async function roster(): Promise<{ el: HsRoster; panel: HsUserDataPanel; store: Store }> {
  const store = new IdbStore(await openHsDb(databases.name()));
  await store.putUserData({
    gameSlug: COMMANDER_USER_DATA.gameSlug,
    kind: COMMANDER_USER_DATA.kind,
    updatedAt: AT,
    data: saved,
  });
  const el = await fixture<HsRoster>(
    html`<hs-roster
      .descriptor=${COMMANDER_ROSTER}
      game="price-of-freedom"
      .host=${recordingHost()}
      .store=${store}
    ></hs-roster>`,
  );
  await waitUntil(() => el.shadowRoot!.querySelector('hs-user-data-panel'));
  const panel = el.shadowRoot!.querySelector<HsUserDataPanel>('hs-user-data-panel')!;
  // The panel shows the saved data once the controller has read it.
  await waitUntil(() =>
    JSON.stringify((panel as unknown as { data: unknown }).data).includes('Lee'),
  );
  return { el, panel, store };
}

const stored = async (store: Store) =>
  (await store.getUserData(COMMANDER_USER_DATA.gameSlug, COMMANDER_USER_DATA.kind))?.data;

function answer(panel: HsUserDataPanel, label: string): void {
  const buttons = every<HTMLButtonElement>(panel.shadowRoot!, '.replace button');
  const b = buttons.find((x) => text(x).startsWith(label));
  if (!b) throw new Error(`no “${label}” among ${buttons.map((x) => text(x)).join(', ')}`);
  b.click();
}

describe('<hs-user-data-panel> import over saved entries', () => {
  before(setUpAppDocument);
  afterEach(resetStorageNotices);
  after(() => databases.deleteAll());

  it('says the import replaces the saved entries, and asks before saving anything', async () => {
    const { panel, store } = await roster();
    expect(await panel.importText(file, undefined, '“commanders.json”')).to.equal(false);
    await panel.updateComplete;
    const question = panel.shadowRoot!.querySelector('.replace');
    expect(text(question)).to.contain('“commanders.json” holds 2 entries');
    expect(text(question)).to.contain('hold 2 entries: importing the file replaces them');
    expect(question?.getAttribute('role')).to.equal('alert');
    expect(await stored(store)).to.deep.equal(saved);
    await expect(panel).to.be.accessible();
  });

  it('cancel changes nothing', async () => {
    const { panel, store } = await roster();
    await panel.importText(file);
    await panel.updateComplete;
    answer(panel, 'Cancel');
    await waitUntil(() =>
      text(panel.shadowRoot!.querySelector('[role="status"]')).includes('Not imported'),
    );
    expect(await stored(store)).to.deep.equal(saved);
  });

  it('replace takes the file in place of the saved entries', async () => {
    const { panel, store } = await roster();
    await panel.importText(file);
    await panel.updateComplete;
    answer(panel, 'Replace with the file');
    await waitUntil(async () => JSON.stringify(await stored(store)).includes('sherman'));
    expect(await stored(store)).to.deep.equal({
      commanders: { lee: { adrm: -1 }, sherman: { mam: 1 } },
    });
  });

  it('merge keeps both: the saved entries stay, the file’s values win where both have one', async () => {
    const { el, panel, store } = await roster();
    await panel.importText(file);
    await panel.updateComplete;
    answer(panel, 'Merge');
    await waitUntil(async () => JSON.stringify(await stored(store)).includes('sherman'));
    expect(await stored(store)).to.deep.equal({
      commanders: {
        grant: { adrm: 1 },
        lee: { name: 'R. E. Lee', adrm: -1 },
        sherman: { mam: 1 },
      },
    });
    await waitUntil(() =>
      text(panel.shadowRoot!.querySelector('[role="status"]')).includes('Merged and saved'),
    );
    expect(el.isConnected).to.equal(true);
  });

  it('asks nothing when nothing is saved yet', async () => {
    const store = new IdbStore(await openHsDb(databases.name()));
    const el = await fixture<HsRoster>(
      html`<hs-roster
        .descriptor=${COMMANDER_ROSTER}
        game="price-of-freedom"
        .host=${recordingHost()}
        .store=${store}
      ></hs-roster>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('hs-user-data-panel'));
    const panel = el.shadowRoot!.querySelector<HsUserDataPanel>('hs-user-data-panel')!;
    const ok = await panel.importText(file);
    await panel.updateComplete;
    expect(ok, text(panel.shadowRoot!.querySelector('[role="status"]'))).to.equal(true);
    expect(await stored(store)).to.deep.equal({
      commanders: { lee: { adrm: -1 }, sherman: { mam: 1 } },
    });
  });
});
