/**
 * Entered data kept in step across tabs: a view showing the player's entries reads them again
 * when another tab saves them (real IndexedDB, one connection per tab).
 */
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
