import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import type { HsTracker as HsPofWarEffort } from '../../../src/components/renderers/tracker/hs-tracker.js';
import {
  CAMPAIGN_STATE_VERSION,
  parseCampaignState,
  type CampaignState,
} from '../../../src/core/games/price-of-freedom/index.js';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';
import { gameTracker } from '../../helpers/tracker.js';

const root = (el: HsPofWarEffort) => el.shadowRoot!;

function button(el: HsPofWarEffort, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) =>
    (x.getAttribute('aria-label') ?? x.textContent.replace(/\s+/g, ' ').trim()).startsWith(label),
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

async function click(el: HsPofWarEffort, label: string): Promise<void> {
  button(el, label).click();
  await el.updateComplete;
}

async function choose(el: HsPofWarEffort, id: string, value: string): Promise<void> {
  const select = root(el).querySelector<HTMLSelectElement>(`#${id}`);
  if (!select) throw new Error(`no select #${id}`);
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

const level = (el: HsPofWarEffort, side: 'usa' | 'csa') =>
  Number(text(root(el).querySelector(`.level.${side} .value`)));

async function open(store = new MemoryStore(), h = host()): Promise<HsPofWarEffort> {
  const el = await gameTracker('price-of-freedom', 'war-effort', store, h);
  await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
  return el;
}

async function startGame(store = new MemoryStore(), h = host()): Promise<HsPofWarEffort> {
  const el = await open(store, h);
  const games = root(el).querySelector('hs-saved-games')!;
  // The list shows once it is read.
  await waitUntil(() => games.shadowRoot?.querySelector('form'));
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await waitUntil(() => root(el).querySelector('.bar') !== null, 'game did not open');
  return el;
}

async function savedState(store: MemoryStore): Promise<CampaignState> {
  const [game] = await store.listGames('price-of-freedom');
  const parsed = parseCampaignState(game?.state);
  if (!parsed.ok) throw new Error('not saved');
  return parsed.value;
}

const newCorps = (el: HsPofWarEffort) => root(el).querySelector('hs-pof-new-corps')!;

/** Submits the new-corps form with `count` corps (after a new round, if asked). */
async function place(
  form: HTMLElement & { updateComplete: Promise<boolean> },
  count: number,
  first?: 'new-round',
): Promise<void> {
  const sr = form.shadowRoot!;
  if (first === 'new-round') {
    sr.querySelector<HTMLButtonElement>('fieldset.box button[type="button"]')?.click();
    await form.updateComplete;
  }
  const n = sr.querySelector<HTMLInputElement>('#nc-count')!;
  n.value = String(count);
  n.dispatchEvent(new Event('change'));
  sr.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await form.updateComplete;
}

describe('The Price of Freedom War Effort tracker (<hs-tracker>)', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit with a game open', async () => {
    const el = await startGame();
    await expect(el).to.be.accessible();
  });

  it('passes an accessibility audit before any game is open', async () => {
    const el = await open();
    await expect(el).to.be.accessible();
  });

  it('starts the campaign as set up and writes the saved game to the link', async () => {
    const store = new MemoryStore();
    const h = host();
    const el = await startGame(store, h);
    const [saved] = await store.listGames('price-of-freedom');
    expect(saved?.scenario).to.equal('campaign');
    expect(saved?.stateVersion).to.equal(CAMPAIGN_STATE_VERSION);
    expect(h.params).to.deep.equal([['game', saved!.id]]);
    expect(text(root(el).querySelector('.turn'))).to.equal('Turn 1 of 8');
    expect([level(el, 'usa'), level(el, 'csa')]).to.deep.equal([8, 6]);
    const boxes = [...root(el).querySelectorAll('table.boxes tbody tr')].map((r) => text(r));
    expect(boxes.some((b) => b.startsWith('Yorktown / Norfolk') && b.includes('1'))).to.equal(true);
  });

  it('applies every change at once, saves it, and undoes it exactly', async () => {
    const store = new MemoryStore();
    const el = await startGame(store);
    await click(el, 'Next turn');
    expect([level(el, 'usa'), level(el, 'csa')]).to.deep.equal([10, 8]);
    await waitUntil(async () => (await savedState(store)).turn === 2, 'turn not saved');
    await click(el, 'DRAFT played');
    expect(level(el, 'usa')).to.equal(11);
    const options = [
      ...root(el).querySelectorAll<HTMLOptionElement>('#ov-csa-richmond option'),
    ].map((o) => o.textContent.trim());
    expect(options).to.deep.equal([
      'As the game stands: does not count',
      'Count it (by hand)',
      'Do not count it (by hand)',
    ]);
    await choose(el, 'ov-csa-richmond', 'on');
    expect(level(el, 'csa')).to.equal(5);
    expect(root(el).querySelector<HTMLSelectElement>('#ov-csa-richmond')!.className).to.contain(
      'by-hand',
    );
    await waitUntil(async () => (await savedState(store)).overrides['csa-richmond'] === true);
    await click(el, 'Undo');
    expect(level(el, 'csa')).to.equal(8);
    await click(el, 'Undo');
    expect(level(el, 'usa')).to.equal(10);
    await waitUntil(async () => {
      const s = await savedState(store);
      return !s.draftPlayed && Object.keys(s.overrides).length === 0 && s.history.length === 1;
    }, 'undo not saved');
  });

  it('lists the history of changes and undoes back to any of them', async () => {
    const el = await startGame();
    await click(el, 'Next turn');
    await click(el, 'Confederate War Effort −1 from a card');
    await click(el, 'Add a marker to the Mobile box');
    const items = [...root(el).querySelectorAll('.history li')].map((li) => text(li));
    expect(items).to.have.length(3);
    expect(items[0]).to.contain('Blockade box Mobile: 0 → 1 markers.');
    expect(items[1]).to.contain('Confederate War Effort from cards −1.');
    expect(items[2]).to.contain('Turn 1 → Turn 2.');
    await expect(el).to.be.accessible();
    expect(level(el, 'csa')).to.equal(7);
    await click(el, 'Undo back to here (2 changes)');
    expect(level(el, 'csa')).to.equal(8);
    expect(root(el).querySelectorAll('.history li')).to.have.length(1);
  });

  it('judges the blockade per coast, with Yorktown and Norfolk in one box (§4.1 note 4)', async () => {
    const el = await startGame();
    const gulf = () => text(root(el).querySelectorAll('.coast h3')[0]);
    expect(gulf()).to.contain('Gulf Coast: open');
    await click(el, 'Add a marker to the New Orleans box');
    await click(el, 'Add a marker to the Mobile box');
    expect(gulf()).to.contain('Gulf Coast: blockaded');
    expect(level(el, 'csa')).to.equal(5);
    const atlantic = text(root(el).querySelectorAll('.coast')[1]);
    expect(atlantic).to.contain('Norfolk: blockaded');
    expect(atlantic).to.contain('Yorktown: Union-controlled and blockaded');
  });

  it('asks for the Atlantic Coast regions the rulebook does not name before judging it blockaded (§4.1 note 4; ruling G3)', async () => {
    const el = await startGame();
    const atlantic = () => text(root(el).querySelectorAll('.coast')[1]);
    await click(el, 'Add a marker to the Wilmington box');
    await click(el, 'Add a marker to the Charleston box');
    expect(atlantic()).to.contain('Atlantic Coast: every known region shut');
    expect(atlantic()).to.contain('does not name all');
    expect(level(el, 'csa')).to.equal(6);
    const confirm = root(el).querySelectorAll<HTMLInputElement>('.coast input[type="checkbox"]');
    expect(confirm).to.have.length(1);
    confirm[0]!.click();
    await el.updateComplete;
    expect(atlantic()).to.contain('Atlantic Coast: blockaded');
    expect(level(el, 'csa')).to.equal(4);
  });

  it('records Kentucky, region control and Washington’s first capture', async () => {
    const el = await startGame();
    await choose(el, 'ctl-washington', 'csa');
    expect(level(el, 'usa')).to.equal(4);
    await choose(el, 'ctl-washington', 'usa');
    expect(level(el, 'usa')).to.equal(6);
    const form = root(el).querySelector<HTMLFormElement>('.event form')!;
    const [by] = form.querySelectorAll('select');
    by!.value = 'usa';
    by!.dispatchEvent(new Event('change'));
    await el.updateComplete;
    form.requestSubmit();
    await el.updateComplete;
    expect(text(root(el).querySelector('.event .state'))).to.contain('Pro-Confederate');
    expect(level(el, 'usa')).to.equal(5);
    expect(level(el, 'csa')).to.equal(7);
  });

  it('shows every victory condition as met, not met or not checked this turn (§3)', async () => {
    const el = await startGame();
    const rows = () =>
      [...root(el).querySelectorAll('table.victory tbody tr')].map((r) => ({
        cls: r.className,
        result: text(r.querySelector('.result')),
        label: text(r.querySelector('th')),
      }));
    expect(rows()).to.have.length(6);
    expect(rows().every((r) => r.cls !== 'met')).to.equal(true);
    expect(rows().find((r) => r.label.includes('Military: at least twice'))?.result).to.equal(
      'Not checked this turn',
    );
    await choose(el, 'ov-csa-richmond', 'on');
    await choose(el, 'ov-usa-washington-held', 'on');
    await choose(el, 'ov-usa-washington-first', 'on');
    await choose(el, 'ov-usa-emancipation-missed', 'on');
    expect([level(el, 'usa'), level(el, 'csa')]).to.deep.equal([3, 3]);
    expect(rows().find((r) => r.label.includes('Dixie'))?.result).to.equal('Not met');
    await choose(el, 'ov-csa-kentucky', 'on');
    const dixie = rows().find((r) => r.label.includes('Dixie'));
    expect(dixie?.result).to.equal('Met');
    expect(dixie?.cls).to.equal('met');
    expect(text(root(el).querySelector('.verdict'))).to.contain(
      'Confederate victory condition met',
    );
    for (let i = 0; i < 2; i++) await click(el, 'Next turn');
    for (let i = 0; i < 6; i++) await click(el, '−1: remove a Union corps');
    const military = rows().find((r) => r.label.includes('Military: at least twice'));
    expect(military?.result).to.equal('Met');
    const usaMilitary = rows().find((r) => r.label.includes('three times'));
    expect(usaMilitary?.result).to.equal('Not met');
  });

  it('refuses corps above the War Effort but lets MILITIA through (§11.9)', async () => {
    const el = await startGame();
    const form = newCorps(el);
    await place(form, 2);
    await waitUntil(() =>
      text(root(el).querySelector('table.deploy tbody tr td')).includes('8 of 8'),
    );
    expect(text(root(el).querySelector('.status'))).to.equal('Union: 2 new corps in Washington.');
    await place(form, 1, 'new-round');
    expect(text(form.shadowRoot!.querySelector('.error'))).to.contain('§11.9');
    await click(el, 'MILITIA: a 1-corps Union army');
    const cell = text(root(el).querySelector('table.deploy tbody tr td'));
    expect(cell).to.contain('9 of 8');
    expect(cell).to.contain('Above War Effort');
  });

  it('places new corps under the region caps and the theater commanders’ priority (§11.5, §11.7)', async () => {
    const el = await startGame();
    await click(el, 'Next turn');
    const form = newCorps(el);
    const sr = form.shadowRoot!;
    const tc = sr.querySelector<HTMLInputElement>('#tc-usa-east')!;
    tc.value = '3';
    tc.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await form.updateComplete;
    expect(text(sr.querySelector('form'))).to.contain(
      'Priority: new Union corps go to the Eastern theater commander until he has 4.',
    );
    // The form offers him first; sending the corps elsewhere is refused.
    expect(sr.querySelector<HTMLSelectElement>('#nc-joins')!.value).to.equal('east');
    const joins = sr.querySelector<HTMLSelectElement>('#nc-joins')!;
    joins.value = 'other';
    joins.dispatchEvent(new Event('change'));
    await place(form, 1);
    expect(text(sr.querySelector('.error'))).to.contain('§11.7');
    joins.value = 'east';
    joins.dispatchEvent(new Event('change'));
    await place(form, 1);
    await waitUntil(() =>
      text(sr.querySelector('form')).includes('No Union theater commander has priority now.'),
    );
    expect(text(sr.querySelector('ul.placed'))).to.contain('Union: Washington 1');
    await place(form, 3);
    expect(text(sr.querySelector('.error'))).to.contain('§11.5');
    await click(el, 'Next turn');
  });

  it('resumes the game of the link, and refuses damaged saved state', async () => {
    const store = new MemoryStore();
    const first = await startGame(store);
    await click(first, 'Next turn');
    const [game] = await store.listGames('price-of-freedom');
    await waitUntil(async () => (await savedState(store)).turn === 2);
    const again = await open(store, host([['game', game!.id]]));
    await waitUntil(() => root(again).querySelector('.bar') !== null);
    expect(text(root(again).querySelector('.turn'))).to.equal('Turn 2 of 8');
    const damaged: SavedGame = { ...game!, id: 'damaged', state: { turn: 12 } };
    await store.putGame(damaged);
    const bad = await open(store, host([['game', 'damaged']]));
    await waitUntil(() => text(root(bad).querySelector('.status')).includes('could not be read'));
    expect(root(bad).querySelector('.bar')).to.equal(null);
    const missing = await open(new MemoryStore(), host([['game', 'nowhere']]));
    await waitUntil(() =>
      text(root(missing).querySelector('.status')).includes('not on this device'),
    );
  });

  it('prints the record without the controls', async () => {
    const el = await startGame();
    await emulateMedia({ media: 'print' });
    const r = root(el);
    expect(getComputedStyle(r.querySelector('.bar-actions')!).display).to.equal('none');
    expect(getComputedStyle(r.querySelector('details.games')!).display).to.equal('none');
    expect(getComputedStyle(r.querySelector('td.counts select')!).display).to.equal('none');
    expect(getComputedStyle(r.querySelector('td.counts .print-only')!).display).to.equal('inline');
  });
});
