/**
 * The U.S. Civil War setup sheet page with placements saved in real IndexedDB: they show under
 * their card with the rulebook's checks; a card with none says so; data that cannot be read is
 * not shown and is left as stored.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-setup-sheet.js';
import type { HsSetupSheet } from '../../../src/components/renderers/hs-setup-sheet.js';
import { PLACEMENTS_USER_DATA } from '../../../src/core/games/us-civil-war/setup-placements-data.js';
import { SETUP_SHEET_TOOL } from '../../../src/core/games/us-civil-war/setup-sheet.js';
import { openHsDb } from '../../../src/storage/db.js';
import { IdbStore } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { testDatabases } from '../../helpers/idb.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { waitUntil } from '../../helpers/wait.js';

const databases = testDatabases('hs-uscw-setup');

async function store(data: unknown): Promise<IdbStore> {
  const s = new IdbStore(await openHsDb(databases.name()));
  await s.putUserData({
    gameSlug: PLACEMENTS_USER_DATA.gameSlug,
    kind: PLACEMENTS_USER_DATA.kind,
    updatedAt: new Date().toISOString(),
    data,
  });
  return s;
}

const render = (scenario: string, s: IdbStore) =>
  fixture<HsSetupSheet>(
    html`<hs-setup-sheet
      .descriptor=${SETUP_SHEET_TOOL}
      game="us-civil-war"
      .host=${recordingHost([['scenario', scenario]])}
      .store=${s}
    ></hs-setup-sheet>`,
  );

describe('US Civil War setup sheet with entered placements (IndexedDB)', () => {
  before(setUpAppDocument);
  after(() => databases.deleteAll());

  it('shows the saved placements of the chosen card, each row with a tick box, and the checks', async () => {
    const s = await store({
      cards: {
        s1: [
          { side: 'union', kind: 'control', where: 'Wheeling (1337)' },
          {
            side: 'union',
            kind: 'sp',
            where: 'Washington DC',
            name: 'McDowell’s army',
            strength: 5,
          },
          { side: 'confederate', kind: 'general', where: 'Manassas Junction', name: 'Beauregard' },
        ],
      },
    });
    const el = await render('s1', s);
    const r = el.shadowRoot!;
    await waitUntil(() => text(r.querySelector('#placed-h')?.parentElement).includes('Beauregard'));
    const section = r.querySelector('#placed-h')!.parentElement!;
    const rows = every(section, 'table tbody tr');
    expect(rows.map((tr) => text(tr.querySelector('th')))).to.deep.equal([
      'Wheeling (1337)',
      'Washington DC',
      'Manassas Junction',
    ]);
    expect(text(section)).to.contain('✓ agrees Manassas Junction: Beauregard (Confederate)');
    await expect(el).to.be.accessible();
  });

  it('says plainly when the card has none, and shows nothing from data it cannot read', async () => {
    const s = await store({ cards: { s2: [{ side: 'union' }] } });
    const el = await render('s2', s);
    const r = el.shadowRoot!;
    await el.updateComplete;
    expect(text(r.querySelector('#placed-h')?.parentElement)).to.contain(
      'No placements entered for the 1862 At Start card.',
    );
    const kept = await s.getUserData(PLACEMENTS_USER_DATA.gameSlug, PLACEMENTS_USER_DATA.kind);
    expect(kept?.data).to.deep.equal({ cards: { s2: [{ side: 'union' }] } });
  });
});
