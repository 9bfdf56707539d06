/**
 * Work is not dropped without a word where the page stays but what it shows is replaced: opening
 * another saved game in a tracker, choosing another scenario on Altar of Freedom's turn clock.
 * Both ask through the app shell's question about unsaved work; The Price of Freedom's new-corps
 * form and a game panel's choices not yet applied count as unsaved work.
 */
import '../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/app/hs-app.js';
import type { HsApp } from '../../src/components/app/hs-app.js';
import '../../src/components/renderers/tracker/hs-tracker.js';
import type { HsTracker } from '../../src/components/renderers/tracker/hs-tracker.js';
import '../../src/games/altar-of-freedom/hs-aof-clock.js';
import type { HsAofClock } from '../../src/games/altar-of-freedom/hs-aof-clock.js';
import { unsavedWork } from '../../src/components/app/unsaved-work.js';
import { MemoryStore } from '../../src/storage/memory-store.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { every, text } from '../helpers/dom.js';
import { gameTracker } from '../helpers/tracker.js';
import { waitUntil } from '../helpers/wait.js';
import { FIXTURE, OWN_PANEL } from '../components/renderers/tracker/fixture-tracker.js';

type Lit = HTMLElement & { updateComplete: Promise<boolean> };

const start = location.href;
const home = new URL('./', document.baseURI).href;
const prompt = (app: HsApp) => app.shadowRoot!.querySelector('hs-leave-prompt');
const dirty = () => unsavedWork().map((w) => w.what());

async function type(el: Lit, input: Element, v: string): Promise<void> {
  (input as HTMLInputElement).value = v;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input'));
  await el.updateComplete;
}

/** Answers the open question with the button `label`, after checking its title. */
async function answer(app: HsApp, title: string, label: string): Promise<void> {
  await waitUntil(() => prompt(app)?.shadowRoot?.querySelector('button'), 'nothing was asked');
  const p = prompt(app)!;
  await p.updateComplete;
  expect(text(p.shadowRoot!.querySelector('h2'))).to.equal(title);
  const b = every<HTMLButtonElement>(p.shadowRoot!, 'button').find((x) => text(x) === label);
  if (!b) throw new Error(`no “${label}” in the question`);
  b.click();
  await waitUntil(() => prompt(app) === null, 'the question stayed');
}

async function app(): Promise<HsApp> {
  history.replaceState(null, '', home);
  return fixture<HsApp>(html`<hs-app></hs-app>`);
}

/** The Price of Freedom's war-effort tracker in the app, with a new campaign started. */
async function startedWarEffort() {
  await app();
  const el = await gameTracker(
    'price-of-freedom',
    'war-effort',
    new MemoryStore(),
    recordingHost(),
  );
  const r = el.shadowRoot!;
  await waitUntil(() => r.querySelector('hs-saved-games')?.shadowRoot?.querySelector('form'));
  r.querySelector('hs-saved-games')!.shadowRoot!.querySelector('form')!.requestSubmit();
  return { el, r };
}

describe('unsaved work replaced in place', () => {
  before(async () => {
    await setUpAppDocument();
  });
  afterEach(() => {
    history.replaceState(null, '', start);
  });

  it('opening another saved game asks before dropping what is typed in the tracker’s forms', async () => {
    const shell = await app();
    const el = await fixture<HsTracker>(
      html`<hs-tracker
        game="fixture"
        .descriptor=${FIXTURE}
        .parts=${{ panels: { own: OWN_PANEL } }}
        .store=${new MemoryStore()}
        .host=${recordingHost()}
      ></hs-tracker>`,
    );
    const r = el.shadowRoot!;
    await waitUntil(() => r.querySelector('hs-saved-games')?.shadowRoot?.querySelector('form'));
    const games = r.querySelector('hs-saved-games')!;
    // Two games: the second started is the one open.
    for (const n of [1, 2]) {
      games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
      await waitUntil(
        () =>
          every(games.shadowRoot!, 'button.primary').filter((b) => text(b) === 'Resume').length ===
            n - 1 && r.querySelector('.form-panel form'),
        `game ${n} did not open`,
      );
    }
    const resume = () =>
      every<HTMLButtonElement>(games.shadowRoot!, 'button.primary').find(
        (b) => text(b) === 'Resume',
      )!;
    const openId = () => games.current;
    const first = openId();
    await type(el, r.querySelector('#form-h-by')!, '1');
    expect(dirty()).to.deep.equal(['what is typed in “Hit in secret”']);
    resume().click();
    await answer(shell, 'Go on without what is not saved?', 'Keep it');
    expect(openId()).to.equal(first);
    expect(r.querySelector<HTMLInputElement>('#form-h-by')!.value).to.equal('1');
    resume().click();
    await answer(shell, 'Go on without what is not saved?', 'Go on without saving');
    await waitUntil(() => openId() !== first, 'the other game did not open');
    await el.updateComplete;
    expect(dirty()).to.deep.equal([]);
    // Clean: the next game opens without a question.
    resume().click();
    await waitUntil(() => openId() === first, 'the first game did not open again');
    expect(prompt(shell)).to.equal(null);
  });

  it('choosing another scenario on the turn clock asks before dropping the typed bids', async () => {
    const shell = await app();
    const el = await fixture<HsAofClock>(
      html`<hs-aof-clock
        .host=${recordingHost()}
        .storeOverride=${new MemoryStore()}
      ></hs-aof-clock>`,
    );
    const bidding = () => el.shadowRoot!.querySelector('hs-aof-bidding')!;
    await waitUntil(() => bidding().shadowRoot?.querySelector('fieldset.general .row input'));
    const bid = () =>
      [
        ...bidding().shadowRoot!.querySelectorAll<HTMLInputElement>('fieldset.general .row input'),
      ].find((i) => i.type !== 'checkbox')!;
    const scenario = el.shadowRoot!.querySelector<HTMLSelectElement>('.scenario select')!;
    const before = scenario.value;
    const other = [...scenario.options].find((o) => o.value !== before)!.value;
    await type(bidding(), bid(), '3');
    expect(dirty()).to.deep.equal(['the bids typed on the bidding worksheet']);
    await type(el, scenario, other);
    await answer(shell, 'Go on without what is not saved?', 'Keep it');
    await el.updateComplete;
    expect(scenario.value).to.equal(before);
    expect(bid().value).to.equal('3');
    await type(el, scenario, other);
    await answer(shell, 'Go on without what is not saved?', 'Go on without saving');
    await el.updateComplete;
    await bidding().updateComplete;
    expect(scenario.value).to.equal(other);
    expect(dirty()).to.deep.equal([]);
  });

  it('The Price of Freedom’s new-corps form is unsaved work from a pick until the corps is placed', async () => {
    const { r } = await startedWarEffort();
    await waitUntil(() => r.querySelector('hs-pof-new-corps')?.shadowRoot?.querySelector('form'));
    const form = r.querySelector('hs-pof-new-corps')!;
    const sr = form.shadowRoot!;
    expect(dirty()).to.deep.equal([]);
    const n = sr.querySelector<HTMLInputElement>('#nc-count')!;
    n.value = '2';
    n.dispatchEvent(new Event('change'));
    await form.updateComplete;
    expect(dirty()).to.deep.equal(['the new corps picked and not yet placed']);
    n.value = '1';
    n.dispatchEvent(new Event('change'));
    await form.updateComplete;
    sr.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await form.updateComplete;
    await waitUntil(() => sr.querySelector('ul.placed'), 'no corps placed');
    expect(dirty()).to.deep.equal([]);
  });

  it('a choice in a game’s own panel not yet applied is unsaved work until applied', async () => {
    const { el, r } = await startedWarEffort();
    await waitUntil(() => r.querySelector('.event form'), 'game did not open');
    expect(dirty()).to.deep.equal([]);
    const ky = r.querySelector<HTMLFormElement>('.event form')!;
    await type(el, ky.querySelector('select')!, 'usa');
    expect(dirty()).to.deep.equal(['the choices not yet applied']);
    ky.requestSubmit();
    await el.updateComplete;
    expect(text(r.querySelector('.event .state'))).to.contain('Pro-Confederate');
    expect(dirty()).to.deep.equal([]);
  });
});
