/**
 * In Freedom's Cause's unit tracker as its page shows it, on real IndexedDB: Haversack's sample
 * battle starts with one tap, shows its brigades, units and divisional generals, and a change to
 * it is there again when the page is opened anew (a reload: a new connection, a new element).
 */
import { expect } from '@open-wc/testing';
import type { HsTracker } from '../../../src/components/renderers/tracker/hs-tracker.js';
import { openHsDb } from '../../../src/storage/db.js';
import { IdbStore } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { testDatabases } from '../../helpers/idb.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { gameTracker } from '../../helpers/tracker.js';
import { waitUntil } from '../../helpers/wait.js';

const databases = testDatabases('hs-ifc-tracker');
const root = (el: HsTracker) => el.shadowRoot!;

/** The tracker page opened on database `name`, as a fresh page load would. */
async function page(name: string): Promise<HsTracker> {
  return gameTracker('in-freedoms-cause', 'tracker', new IdbStore(await openHsDb(name)), host());
}

function button(el: HsTracker, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) =>
    (x.getAttribute('aria-label') ?? x.textContent.replace(/\s+/g, ' ').trim()).startsWith(label),
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

/** The names in the first column of every unit table on the page (without their notes). */
const rowNames = (el: HsTracker) =>
  every(root(el), 'table tbody tr th').map((th) => {
    const name = th.cloneNode(true) as HTMLElement;
    for (const note of name.querySelectorAll('.rule')) note.remove();
    return text(name);
  });

describe('In Freedom’s Cause unit tracker (<hs-tracker>)', () => {
  before(setUpAppDocument);
  after(() => databases.deleteAll());

  it('starts Haversack’s sample battle in one tap, and keeps a change across a reload', async () => {
    const name = databases.name();
    const el = await page(name);
    await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
    const games = root(el).querySelector('hs-saved-games')!;
    await waitUntil(() => games.shadowRoot?.querySelector('form button[type="submit"]'));
    const select = games.shadowRoot!.querySelector<HTMLSelectElement>('select[name="scenario"]')!;
    expect(select.selectedOptions[0]?.textContent).to.contain('Haversack’s sample battle');
    // The one tap.
    games.shadowRoot!.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
    await waitUntil(() => root(el).querySelector('.bar') !== null, 'the battle did not open');
    await el.updateComplete;
    const names = rowNames(el);
    expect(names).to.include.members([
      '1st Brigade (Union)',
      '1st Regiment',
      'Section A',
      '1st Cavalry',
      'Union divisional general (Union)',
      'Confederate divisional general (Confederate)',
    ]);
    expect(text(root(el).querySelector('#divisionals'))).to.contain('Divisional generals');
    await expect(el).to.be.accessible();

    button(el, 'Next turn').click();
    await el.updateComplete;
    expect(text(root(el).querySelector('.turn'))).to.contain('2');
    el.remove();

    const again = await page(name);
    await waitUntil(() => root(again).querySelector('.bar') !== null, 'the battle did not resume');
    await again.updateComplete;
    expect(text(root(again).querySelector('.turn'))).to.contain('2');
    expect(rowNames(again)).to.deep.equal(names);
  });
});
