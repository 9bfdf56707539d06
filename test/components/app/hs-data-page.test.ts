/**
 * The data page in a real browser: it counts what the device holds, exports, refuses a hostile
 * file with a message and changes nothing, previews a good file and restores it only when the
 * player confirms, in the mode chosen.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/components/app/hs-data-page.js';
import type { HsDataPage } from '../../../src/components/app/hs-data-page.js';
import { backupText } from '../../../src/core/shared/backup.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { backupFixture, game } from '../../storage/storage-fixtures.js';

/** Everything the page shows, as a reader sees it. */
const shown = (el: HsDataPage): string =>
  (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();

function pick(el: HsDataPage, name: string, content: string): void {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
  const files = new DataTransfer();
  files.items.add(new File([content], name, { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

async function page(store: MemoryStore): Promise<HsDataPage> {
  const el = await fixture<HsDataPage>(html`<hs-data-page .store=${store}></hs-data-page>`);
  await waitUntil(() => shown(el).includes('Here now'), 'the device counts show');
  return el;
}

describe('<hs-data-page>', () => {
  before(setUpAppDocument);

  it('says what the device holds and is accessible', async () => {
    const store = new MemoryStore();
    await store.putGame(game('g1'));
    const el = await page(store);
    expect(shown(el)).to.contain('Here now: 1 saved game, 0 logged rolls');
    await expect(el).to.be.accessible();
  });

  it('refuses a hostile file with a message naming the problem, and changes nothing', async () => {
    const store = new MemoryStore();
    await store.putGame(game('g1'));
    const before = await store.exportAll();
    const el = await page(store);
    const good = backupText(backupFixture(), '2026-11-23T12:00:00.000Z');
    for (const [bad, why] of [
      [good.slice(0, 200), /cut short/],
      ['{"format":"haversack-backup","version":7}', /newer version/],
      [good.replace('"Game g1"', '"<b>x</b>"'), /must not contain < or >/],
    ] as const) {
      pick(el, 'bad.json', bad);
      await waitUntil(
        () => why.test(text(el.shadowRoot!.querySelector('[role=alert]'))),
        `the error for ${String(why)} shows`,
      );
      expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
    }
    expect(await store.exportAll()).to.deep.equal(before);
  });

  it('previews a good file and restores it only on confirmation, in the mode chosen', async () => {
    const store = new MemoryStore();
    await store.putGame(game('only-here'));
    const el = await page(store);
    pick(el, 'backup.json', backupText(backupFixture(), '2026-11-23T12:00:00.000Z'));
    await waitUntil(() => el.shadowRoot!.querySelector('fieldset'), 'the preview shows');
    expect(shown(el)).to.contain('holds 2 saved games, 2 logged rolls, 1 set of entered data');
    expect(await store.getGame('g1')).to.equal(undefined);

    const replace = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!;
    replace.click();
    await el.updateComplete;
    expect(shown(el)).to.contain('Removes everything on this device first: 1 saved game');
    const go = [...el.shadowRoot!.querySelectorAll('button')].find((b) =>
      text(b).startsWith('Replace everything'),
    )!;
    go.click();
    await waitUntil(() =>
      text(el.shadowRoot!.querySelector('[role=status]')).startsWith('Restored'),
    );
    expect(await store.getGame('only-here')).to.equal(undefined);
    expect(await store.getGame('g1')).to.deep.equal(backupFixture().games[0]);
  });
});
