/**
 * Every form a player types into counts as unsaved work until it is saved or submitted: the
 * tracker shell's form panels and Altar of Freedom's secret bids (never saved) make leaving the
 * page ask, and closing or reloading the tab asks exactly while something is dirty: the
 * `beforeunload` listener is on the window only then, and gone again on a clean page.
 */
import '../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/app/hs-app.js';
import type { HsApp } from '../../src/components/app/hs-app.js';
import '../../src/components/renderers/tracker/hs-tracker.js';
import type { HsTracker } from '../../src/components/renderers/tracker/hs-tracker.js';
import '../../src/games/altar-of-freedom/hs-aof-bidding.js';
import type { HsAofBidding } from '../../src/games/altar-of-freedom/hs-aof-bidding.js';
import { unsavedWork } from '../../src/components/app/unsaved-work.js';
import { MemoryStore } from '../../src/storage/memory-store.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { every, text } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { FIXTURE, OWN_PANEL } from '../components/renderers/tracker/fixture-tracker.js';

const start = location.href;
const home = new URL('./', document.baseURI).href;

/** The `beforeunload` listeners on the window now (recorded as they are added and removed). */
const unloadListeners = new Set<unknown>();
const add = window.addEventListener.bind(window);
const remove = window.removeEventListener.bind(window);

/** Whether closing the tab now would ask: a cancelable `beforeunload` comes back cancelled. */
function tabCloseAsks(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  dispatchEvent(e);
  return e.defaultPrevented;
}

function expectClean(): void {
  expect(unsavedWork()).to.deep.equal([]);
  expect(unloadListeners.size).to.equal(0);
  expect(tabCloseAsks()).to.equal(false);
}

function expectDirty(what: string): void {
  expect(unsavedWork().map((w) => w.what())).to.deep.equal([what]);
  expect(unloadListeners.size).to.equal(1);
  expect(tabCloseAsks()).to.equal(true);
}

async function type(
  el: HTMLElement & { updateComplete: Promise<boolean> },
  input: Element,
  v: string,
) {
  (input as HTMLInputElement).value = v;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input'));
  await el.updateComplete;
}

async function tracker(): Promise<HsTracker> {
  const el = await fixture<HsTracker>(
    html`<hs-tracker
      game="fixture"
      .descriptor=${FIXTURE}
      .parts=${{ panels: { own: OWN_PANEL } }}
      .store=${new MemoryStore()}
      .host=${recordingHost()}
    ></hs-tracker>`,
  );
  await waitUntil(() => el.shadowRoot!.querySelector('hs-saved-games'));
  const games = el.shadowRoot!.querySelector('hs-saved-games')!;
  await games.updateComplete;
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await waitUntil(() => el.shadowRoot!.querySelector('.form-panel form'), 'game did not open');
  return el;
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

describe('unsaved work in forms, and closing the tab', () => {
  before(() => {
    setUpAppDocument();
    window.addEventListener = ((type: string, l: EventListener, o?: AddEventListenerOptions) => {
      if (type === 'beforeunload') unloadListeners.add(l);
      add(type, l, o);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, l: EventListener, o?: EventListenerOptions) => {
      if (type === 'beforeunload') unloadListeners.delete(l);
      remove(type, l, o);
    }) as typeof window.removeEventListener;
  });
  after(() => {
    window.addEventListener = add;
    window.removeEventListener = remove;
  });
  afterEach(() => {
    history.replaceState(null, '', start);
  });

  it('a tracker form typed and not submitted is unsaved work; submitting it makes the page clean', async () => {
    history.replaceState(null, '', home);
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    const el = await tracker();
    const r = el.shadowRoot!;
    expectClean();
    await type(el, r.querySelector('#form-h-unit')!, 'bravo');
    expectDirty('what is typed in “Hit in secret”');
    // Put back as the form started: nothing is lost by leaving.
    await type(el, r.querySelector('#form-h-unit')!, 'alpha');
    expectClean();
    await type(el, r.querySelector('#form-h-by')!, '1');
    expectDirty('what is typed in “Hit in secret”');
    const a = document.createElement('a');
    a.href = 'price-of-freedom/';
    app.shadowRoot!.querySelector('main')!.append(a);
    a.click();
    a.remove();
    await waitUntil(() => prompt(app)?.shadowRoot?.querySelector('button'));
    await prompt(app)!.updateComplete;
    // A form is submitted, not saved: the question offers no “Save, then leave”.
    expect(every(prompt(app)!.shadowRoot!, 'button').map((b) => text(b))).to.not.include(
      'Save, then leave',
    );
    await answer(app, 'Stay on this page');
    await waitUntil(() => prompt(app) === null);
    expect(location.href).to.equal(home);
    expect(r.querySelector<HTMLInputElement>('#form-h-by')!.value).to.equal('1');
    r.querySelector<HTMLFormElement>('.form-panel form')!.requestSubmit();
    await el.updateComplete;
    expect(text(r.querySelector('.status'))).to.equal('Hit in secret.');
    expectClean();
  });

  it('a secret bid typed on the worksheet is unsaved work until cleared; the tab asks only then', async () => {
    const el = await fixture<HsAofBidding>(
      html`<hs-aof-bidding scenario="shiloh" .storeOverride=${new MemoryStore()}></hs-aof-bidding>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('fieldset.general .row input'));
    expectClean();
    const clock = el.shadowRoot!.querySelectorAll<HTMLInputElement>('fieldset.general .row input');
    const input = [...clock].find((i) => i.type !== 'checkbox')!;
    await type(el, input, '3');
    expectDirty('the bids typed on the bidding worksheet');
    await type(el, input, '');
    expectClean();
    await type(el, input, '2');
    expectDirty('the bids typed on the bidding worksheet');
    el.remove();
    expectClean();
  });
});
