/**
 * Unsaved work is never dropped without a word: with the army builder holding an army that is
 * not saved (real IndexedDB), leaving the page by a link, by the browser's back button or by
 * "Update now" asks first; "Stay" keeps the page and the army, "Save, then …" stores the army
 * before going on, "… without saving" goes on and stores nothing. A roster's open form counts too.
 */
import '../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/app/hs-app.js';
import type { HsApp } from '../../src/components/app/hs-app.js';
import '../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import type { HsAofArmyBuilder } from '../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import '../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../src/components/renderers/hs-roster.js';
import { COMMANDER_ROSTER } from '../../src/core/games/price-of-freedom/commander-roster.js';
import { registerUnsaved, unsavedWork } from '../../src/components/app/unsaved-work.js';
import { draftKey } from '../../src/components/app/draft-keep.js';
import { openHsDb } from '../../src/storage/db.js';
import { IdbStore, type Store } from '../../src/storage/store.js';
import { resetStorageNotices } from '../../src/storage/notices.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { testDatabases } from '../helpers/idb.js';
import { every, text } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';

const databases = testDatabases('hs-unsaved');
const start = location.href;
const home = new URL('./', document.baseURI).href;

interface Scene {
  readonly app: HsApp;
  readonly builder: HsAofArmyBuilder;
  readonly store: Store;
}

/** The app on its home page and, beside it, an army builder holding an unsaved army. */
async function scene(): Promise<Scene> {
  history.replaceState(null, '', home);
  const store = new IdbStore(await openHsDb(databases.name()));
  const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
  const builder = await fixture<HsAofArmyBuilder>(
    html`<hs-aof-army-builder .host=${recordingHost()} .store=${store}></hs-aof-army-builder>`,
  );
  await waitUntil(() => builder.shadowRoot!.querySelector('input[placeholder]'));
  // Its saved armies are read (a draft kept before an update would be taken back then).
  await waitUntil(() => (builder as unknown as { loaded: boolean }).loaded, 'armies not read');
  const name = builder.shadowRoot!.querySelector<HTMLInputElement>('input[placeholder]')!;
  name.value = 'Saturday';
  name.dispatchEvent(new Event('input'));
  await builder.updateComplete;
  expect(text(builder.shadowRoot!.querySelector('#army-h'))).to.contain('not saved');
  return { app, builder, store };
}

const prompt = (app: HsApp) => app.shadowRoot!.querySelector('hs-leave-prompt');

async function answer(app: HsApp, label: string): Promise<void> {
  await waitUntil(() => prompt(app)?.shadowRoot?.querySelector('button'));
  const p = prompt(app)!;
  await p.updateComplete;
  const b = every<HTMLButtonElement>(p.shadowRoot!, 'button').find((x) => text(x) === label);
  if (!b) throw new Error(`no “${label}” in the question`);
  b.click();
}

const armies = async (store: Store) =>
  (
    (await store.getUserData('altar-of-freedom', 'armies'))?.data as
      { armies: { name: string }[] } | undefined
  )?.armies.map((a) => a.name) ?? [];

function clickLink(app: HsApp, href: string): void {
  const a = document.createElement('a');
  a.href = href;
  app.shadowRoot!.querySelector('main')!.append(a);
  a.click();
  a.remove();
}

describe('unsaved work', () => {
  before(setUpAppDocument);
  afterEach(() => {
    resetStorageNotices();
    history.replaceState(null, '', start);
  });
  after(() => databases.deleteAll());

  it('a link away asks, naming the work; “Stay” keeps the page and the army', async () => {
    const { app, store } = await scene();
    clickLink(app, 'price-of-freedom/');
    await waitUntil(() => prompt(app));
    expect(location.href).to.equal(home);
    const p = prompt(app)!;
    await p.updateComplete;
    const dialog = p.shadowRoot!.querySelector('[role="alertdialog"]');
    expect(text(dialog)).to.contain('Leave this page?');
    expect(text(dialog)).to.contain('the army “Saturday”');
    expect(p.shadowRoot!.activeElement?.textContent.trim()).to.equal('Save, then leave');
    await expect(p).to.be.accessible();
    await answer(app, 'Stay on this page');
    await waitUntil(() => prompt(app) === null);
    expect(location.href).to.equal(home);
    expect(unsavedWork().map((w) => w.what())).to.deep.equal(['the army “Saturday”']);
    expect(await armies(store)).to.deep.equal([]);
  });

  it('“Save, then leave” stores the army, then goes', async () => {
    const { app, store } = await scene();
    clickLink(app, 'price-of-freedom/');
    await answer(app, 'Save, then leave');
    await waitUntil(() => location.pathname.endsWith('/price-of-freedom/'));
    expect(await armies(store)).to.deep.equal(['Saturday']);
    expect(unsavedWork()).to.deep.equal([]);
  });

  it('“Leave without saving” goes and stores nothing', async () => {
    const { app, store } = await scene();
    clickLink(app, 'price-of-freedom/');
    await answer(app, 'Leave without saving');
    await waitUntil(() => location.pathname.endsWith('/price-of-freedom/'));
    expect(await armies(store)).to.deep.equal([]);
  });

  it('the back button asks too, and staying puts the address back', async () => {
    const { app, builder, store } = await scene().then(async (s) => {
      // The scene starts at home; go to a second page so there is somewhere to go back to.
      s.app.navigate('altar-of-freedom/');
      await waitUntil(() => prompt(s.app));
      await answer(s.app, 'Leave without saving');
      await waitUntil(() => location.pathname.endsWith('/altar-of-freedom/'));
      const name = s.builder.shadowRoot!.querySelector<HTMLInputElement>('input[placeholder]')!;
      name.value = 'Sunday';
      name.dispatchEvent(new Event('input'));
      await s.builder.updateComplete;
      return s;
    });
    history.back();
    await waitUntil(() => prompt(app), 'no question on back');
    await waitUntil(() => location.pathname.endsWith('/altar-of-freedom/'), 'address not put back');
    await answer(app, 'Stay on this page');
    await waitUntil(() => prompt(app) === null);
    expect(location.pathname.endsWith('/altar-of-freedom/')).to.equal(true);
    history.back();
    await answer(app, 'Save, then leave');
    await waitUntil(() => location.href === home, 'did not go back');
    expect(await armies(store)).to.deep.equal(['Sunday']);
    expect(builder.isConnected).to.equal(true);
  });

  it('“Update now” keeps the army typed in this tab and updates without asking; the army is put back after it', async () => {
    const { app, store } = await scene();
    let applied = 0;
    let kept: unknown = null;
    (app as unknown as { applyUpdate: () => Promise<void> }).applyUpdate = () => {
      kept = JSON.parse(sessionStorage.getItem(draftKey(location.pathname)) ?? 'null');
      applied += 1;
      return Promise.resolve();
    };
    await app.updateComplete;
    const banner = app.shadowRoot!.querySelector('.update[role="status"]');
    expect(text(banner)).to.contain(
      'Anything typed but not saved yet is put back after the update, or you are asked first',
    );
    banner!.querySelector<HTMLButtonElement>('button.primary')!.click();
    await waitUntil(() => applied === 1, 'the update did not go ahead');
    expect(prompt(app)).to.equal(null);
    // Nothing was saved: the army waits in this tab's session storage, as typed.
    expect(await armies(store)).to.deep.equal([]);
    const army = (kept as { drafts: { army: { army: { name: string } } } }).drafts.army.army;
    expect(army.name).to.equal('Saturday');

    // The page after the reload: the builder takes the army back once, marked.
    const after = await fixture<HsAofArmyBuilder>(
      html`<hs-aof-army-builder .host=${recordingHost()} .store=${store}></hs-aof-army-builder>`,
    );
    const name = () => after.shadowRoot!.querySelector<HTMLInputElement>('input[placeholder]');
    await waitUntil(() => name()?.value === 'Saturday', 'the army was not put back');
    expect(text(after.shadowRoot!.querySelector('.kept-typed'))).to.contain(
      'Restored what you had typed before the update',
    );
    expect(text(after.shadowRoot!.querySelector('#army-h'))).to.contain('not saved');
    expect(sessionStorage.getItem(draftKey(location.pathname))).to.equal(null);
  });

  it('“Update now” asks about work it cannot put back: “Update without saving” updates, “Not now” does not', async () => {
    const { app } = await scene();
    const off = registerUnsaved({
      what: () => 'the bids typed on the bidding worksheet',
      dirty: () => true,
    });
    try {
      let applied = 0;
      (app as unknown as { applyUpdate: () => Promise<void> }).applyUpdate = () => {
        applied += 1;
        return Promise.resolve();
      };
      await app.updateComplete;
      const update = () => {
        app.shadowRoot!.querySelector<HTMLButtonElement>('.update button.primary')!.click();
      };
      update();
      await waitUntil(() => prompt(app));
      expect(text(prompt(app)!.shadowRoot!.querySelector('h2'))).to.equal('Update now?');
      const asked = prompt(app)!.shadowRoot!.textContent;
      expect(asked).to.contain('bids typed');
      // The army typed on the page is not asked about: it is put back after the update.
      expect(asked).not.to.contain('Saturday');
      await answer(app, 'Not now');
      await waitUntil(() => prompt(app) === null);
      expect(applied).to.equal(0);
      update();
      await answer(app, 'Update without saving');
      await waitUntil(() => applied === 1);
    } finally {
      off();
      sessionStorage.clear();
    }
  });

  it('a roster’s open form with typed values counts as unsaved work, and is saved first', async () => {
    history.replaceState(null, '', home);
    const store = new IdbStore(await openHsDb(databases.name()));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    const roster = await fixture<HsRoster>(
      html`<hs-roster
        .descriptor=${COMMANDER_ROSTER}
        game="price-of-freedom"
        .host=${recordingHost()}
        .store=${store}
      ></hs-roster>`,
    );
    await waitUntil(() => roster.shadowRoot!.querySelector('button[id^="edit-"]'));
    roster.shadowRoot!.querySelector<HTMLButtonElement>('button[id^="edit-"]')!.click();
    await waitUntil(() => roster.shadowRoot!.querySelector('form.editor select'));
    expect(unsavedWork()).to.deep.equal([]);
    const select = roster.shadowRoot!.querySelector<HTMLSelectElement>('form.editor select')!;
    select.value = select.options[1]!.value;
    select.dispatchEvent(new Event('change'));
    await roster.updateComplete;
    expect(unsavedWork().map((w) => w.what())).to.deep.equal([
      'values typed for The Price of Freedom commander counters',
    ]);
    clickLink(app, 'price-of-freedom/');
    await answer(app, 'Save, then leave');
    await waitUntil(() => location.pathname.endsWith('/price-of-freedom/'));
    const saved = await store.getUserData('price-of-freedom', 'commanders');
    expect(saved).to.not.equal(undefined);
  });
});
