import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { battleCardById } from '../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import { BLOCK_RULES } from '../../../src/core/games/battle-cry-of-freedom/blocking.js';
import { CARD_USER_DATA } from '../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { marginWords } from '../../../src/core/games/battle-cry-of-freedom/combat-words.js';
import { GENERALS, STARS } from '../../../src/core/games/battle-cry-of-freedom/generals.js';
import { SIDES } from '../../../src/core/games/battle-cry-of-freedom/phases.js';
import { requireScenario } from '../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { createCampaign } from '../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import {
  CAMPAIGN_STATE_VERSION,
  type CampaignEvent,
} from '../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { applyCampaignEvent } from '../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import type { HsTracker } from '../../../src/components/renderers/tracker/hs-tracker.js';
import { GAME_UI } from '../../../src/games/registry.js';
import { openHsDb } from '../../../src/storage/db.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { IdbStore, type Store } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { testDatabases } from '../../helpers/idb.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { gameTracker } from '../../helpers/tracker.js';
import { waitUntil } from '../../helpers/wait.js';

const GAME = 'battle-cry-of-freedom';
const root = (el: Element) => el.shadowRoot!;

/** The text of `el` and of every shadow root below it. */
function deepText(el: Element | ShadowRoot): string {
  let out = el.textContent;
  for (const child of el.querySelectorAll('*'))
    if (child.shadowRoot) out += ` ${deepText(child.shadowRoot)}`;
  return out.replace(/\s+/g, ' ');
}

/** A tool of the game as its page makes it, attached to the document. */
async function tool(slug: string, params: [string, string][] = [], store?: Store) {
  const ui = await GAME_UI[GAME]!();
  const el = (await ui.createTool(slug, host(params))) as LitElement & { store?: Store };
  if (store) el.store = store;
  return fixture<LitElement>(html`${el}`);
}

/** Opens the tracker `slug` and starts a new game from its start form. */
async function startTracker(slug: string, store = new MemoryStore()): Promise<HsTracker> {
  const el = await gameTracker(GAME, slug, store, host());
  await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
  const games = root(el).querySelector('hs-saved-games')!;
  // The list shows once it is read.
  await waitUntil(() => games.shadowRoot?.querySelector('form'));
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await waitUntil(() => root(el).querySelector('.bar') !== null, 'game did not open');
  return el;
}

function setField(el: Element, id: string, value: string): void {
  const f = root(el).querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
  if (!f) throw new Error(`no field #${id}`);
  f.value = value;
  f.dispatchEvent(new Event('input', { bubbles: true }));
  f.dispatchEvent(new Event('change', { bubbles: true }));
}

const databases = testDatabases('hs-bcof-ui');

/** Opens the campaign tracker on the saved game `id` of database `db`, read without a problem. */
async function openSaved(db: string, id: string): Promise<HsTracker> {
  const el = await gameTracker(
    GAME,
    'campaign',
    new IdbStore(await openHsDb(db)),
    host([['game', id]]),
  );
  await waitUntil(() => root(el).querySelector('.bar') !== null, `${id} did not open`);
  await el.updateComplete;
  expect(text(root(el).querySelector('.status'))).not.to.include('could not be read');
  return el;
}

describe('Battle Cry of Freedom tools in the browser', () => {
  before(setUpAppDocument);
  after(async () => {
    await databases.deleteAll();
  });

  it('starts a campaign game with both command point tracks at the scenario’s values', async () => {
    const store = new MemoryStore();
    const el = await startTracker('campaign', store);
    const [game] = await store.listGames(GAME);
    const scenario = requireScenario((game?.state as { scenario: string }).scenario);
    for (const side of SIDES)
      expect(Number(text(root(el).querySelector(`.level.${side} .value`)))).to.equal(
        scenario.cp[side],
      );
  });

  it('resumes from IndexedDB a campaign saved before the lasting Resource effects were kept, and one holding them (Confederate Player Notes › The Winning Edge)', async () => {
    const db = databases.name();
    const store = new IdbStore(await openHsDb(db));
    const at = '2026-11-20T10:00:00.000Z';
    const fresh = createCampaign('campaign');
    // As saved by an earlier version: no Resource cards, battles or battle cards kept.
    const { lasting: _l, battles: _b, battleCards: _c, movement: _m, ...old } = fresh;
    const saved = (id: string, state: object) => ({
      id,
      gameSlug: GAME,
      scenario: 'campaign',
      tool: 'campaign',
      name: id,
      createdAt: at,
      updatedAt: at,
      stateVersion: CAMPAIGN_STATE_VERSION,
      state,
    });
    await store.putGame(
      saved('old', { ...old, wins: [{ side: 'union', theater: 'west' }], history: [] }),
    );
    await store.putGame(
      saved('duck', {
        ...fresh,
        turn: 2,
        pending: [{ kind: 'duck', theater: 'west', played: 1 }],
        history: [],
      }),
    );
    for (const [id, says] of [
      ['old', 'Phase'],
      ['duck', 'Like a Duck Hit on the Head: this turn the Union plays at most 3 attack cards'],
    ] as const) {
      const el = await openSaved(db, id);
      expect(deepText(root(el))).to.contain(says);
      el.remove();
    }
  });

  it('resumes from IndexedDB a Gettysburg game saved before wounds were kept, and offers a wounded general’s replacement, refused past the normal limit beside the form (Gettysburg Scenario › I. Set-Up, B.2)', async () => {
    const db = databases.name();
    const store = new IdbStore(await openHsDb(db));
    const at = '2026-11-29T10:00:00.000Z';
    const place = (name: string, byCard: boolean): CampaignEvent => ({
      type: 'place-general',
      side: 'union',
      theater: 'east',
      name,
      cavalry: false,
      byCard,
      homeChecked: true,
    });
    const set = ['Hancock', 'Meade', 'Reynolds', 'Sedgwick'].map((n) => place(n, false));
    const start = set.reduce(applyCampaignEvent, createCampaign('gettysburg'));
    const { wounded: _w, ...old } = start;
    const meade = start.generals.find((g) => g.name === 'Meade')!.id;
    // Meade wounded on day 1; Slocum brought in by card keeps four infantry into day 2.
    const full = (
      [{ type: 'wound-general', id: meade }, place('Slocum', true), { type: 'next-day' }] as const
    ).reduce(applyCampaignEvent, start);
    const saved = (id: string, state: object) => ({
      id,
      gameSlug: GAME,
      scenario: 'gettysburg',
      tool: 'campaign',
      name: id,
      createdAt: at,
      updatedAt: at,
      stateVersion: CAMPAIGN_STATE_VERSION,
      state,
    });
    await store.putGame(saved('before-wounds', { ...old, history: [] }));
    await store.putGame(saved('wounded', { ...full, history: [] }));
    const before = await openSaved(db, 'before-wounds');
    expect(deepText(root(before))).to.contain('Day 1');
    expect(root(before).querySelector('#replacement-h')).to.equal(null);
    expect(root(before).querySelector('[aria-label="Meade wounded"]')).not.to.equal(null);
    before.remove();
    const el = await openSaved(db, 'wounded');
    const form = root(el).querySelector('#replacement-h')!.closest('section')!;
    expect(deepText(form)).to.contain('Meade wounded on day 1');
    const options = [...form.querySelectorAll('option')].map((o) => o.textContent.trim());
    expect(options).to.include.members(['Union: Howard']);
    expect(options).not.to.include('Union: Meade');
    setField(el, 'replacement-h-general', 'union:Howard');
    await el.updateComplete;
    form.querySelector('form')!.requestSubmit();
    await waitUntil(
      () => text(root(el).querySelector('#replacement-h-error')).includes('normal limit'),
      'no refusal beside the form',
    );
    expect(text(root(el).querySelector('#replacement-h-error'))).to.contain('4 infantry generals');
    el.remove();
  });

  it('a campaign started in the campaign tracker is not offered in the combat ledger (issue 26)', async () => {
    const store = new MemoryStore();
    await startTracker('campaign', store);
    const [campaign] = await store.listGames(GAME);
    expect(campaign?.tool).to.equal('campaign');
    const ledger = await gameTracker(GAME, 'combat', store, host());
    await waitUntil(() =>
      root(ledger).querySelector('hs-saved-games')?.shadowRoot?.querySelector('form'),
    );
    const list = root(ledger).querySelector('hs-saved-games')!.shadowRoot!;
    expect(list.querySelectorAll('li')).to.have.length(0);
    expect(text(root(ledger).querySelector('.status'))).not.to.include('could not be read');
    expect(root(ledger).querySelector('.bar')).to.equal(null);
  });

  it('plays an attack card in the combat ledger and shows the margin', async () => {
    const el = await startTracker('combat');
    setField(el, 'play-h-side', 'union');
    setField(el, 'play-h-then', 'play');
    setField(el, 'play-h-name', 'Massed Artillery');
    setField(el, 'play-h-kind', 'attack');
    setField(el, 'play-h-value', '3');
    await (el as LitElement).updateComplete;
    const form = root(el).querySelector<HTMLFormElement>('section[aria-labelledby="play-h"] form');
    if (!form) throw new Error('no play form');
    form.requestSubmit();
    await waitUntil(
      () => text(root(el).querySelector('.margin')).includes(marginWords('union', 3)),
      `the margin shows ${text(root(el).querySelector('.margin'))}`,
    );
  });

  it('a battle from its setting to its record: the campaign’s generals in one tap, a keyed card played in two, the outcome recorded in the campaign and undone (issue 26)', async () => {
    const store = new MemoryStore();
    await startTracker('campaign', store);
    const [campaign] = await store.listGames(GAME);
    const el = await startTracker('combat', store);
    // Setting the battle comes first on the page.
    const headings = [...root(el).querySelectorAll('h2[id]')].map((h) => h.id);
    expect(headings[0]).to.equal('battle-h');
    setField(el, 'battle-h-card', 'antietam');
    setField(el, 'battle-h-initiative', 'confederate');
    await el.updateComplete;
    root(el)
      .querySelector<HTMLFormElement>('section[aria-labelledby="battle-h"] form')!
      .requestSubmit();
    await waitUntil(() => text(root(el).querySelector('.bar')).includes('Antietam'));
    const bring = () =>
      [...root(el).querySelectorAll('button')].find((b) => text(b) === 'Bring them all in');
    await waitUntil(() => bring() !== undefined, 'no campaign generals offered');
    bring()!.click();
    await waitUntil(
      () =>
        root(el).querySelectorAll('#generals-setup-confederate tr').length > 0 ||
        deepText(root(el)).includes('Joe Johnston'),
    );
    setField(el, 'play-h-side', 'confederate');
    setField(el, 'play-h-then', 'hand');
    setField(el, 'play-h-name', 'Hood’s Brigade');
    setField(el, 'play-h-kind', 'attack');
    setField(el, 'play-h-value', '1');
    setField(el, 'play-h-event', 'special');
    await el.updateComplete;
    root(el)
      .querySelector<HTMLFormElement>('section[aria-labelledby="play-h"] form')!
      .requestSubmit();
    const button = (label: string) =>
      [...root(el).querySelectorAll('button')].find((b) => text(b).startsWith(label));
    const press = async (label: string) => {
      await waitUntil(() => button(label) !== undefined, `no button ${label}`);
      button(label)!.click();
      await el.updateComplete;
    };
    await press('Start the battle');
    await press('Union: done before combat');
    await press('Confederate: done before combat');
    // Two taps: the row's menu, then the way to play it.
    await waitUntil(() => deepText(root(el)).includes('Confederate hand'));
    const menu = [...root(el).querySelectorAll('details.row-menu')].find((d) =>
      text(d).includes('Hood’s Brigade'),
    );
    expect(menu).to.exist;
    menu!.querySelector('summary')!.click();
    [...menu!.querySelectorAll('button')].find((b) => text(b).startsWith('Play'))!.click();
    await waitUntil(() =>
      text(root(el).querySelector('.margin')).includes(marginWords('confederate', 1)),
    );
    await press('Confederate: hand play over');
    await press('Union: pass');
    await press('Confederate: pass');
    await waitUntil(() => text(root(el).querySelector('.alert')).includes('the battle is over'));
    // The battle is over: the bar does not offer Battle Continues as the next step.
    expect(text(root(el).querySelector('.bar-actions'))).not.to.include('Battle Continues');
    await press('Record this battle in');
    await waitUntil(() => text(root(el).querySelector('.status')).startsWith('Recorded in'));
    const recorded = await store.getGame(campaign!.id);
    const state = recorded!.state as {
      cp: Record<string, number>;
      battleCards: { removed: string[] };
    };
    expect(state.cp).to.deep.equal({ union: 7, confederate: 9 });
    expect(state.battleCards.removed).to.deep.equal(['antietam']);
    await press('Undo the recording');
    await waitUntil(() => text(root(el).querySelector('.status')).includes('is undone'));
    const undone = (await store.getGame(campaign!.id))!.state as { cp: Record<string, number> };
    expect(undone.cp).to.deep.equal({ union: 8, confederate: 8 });
  });

  it('shows the only card that may block a placement (Detailed Sequence of Play › D. Place Battle Cards/Blocking)', async () => {
    const el = await tool('placement', [['west', 'chattanooga']]);
    const blockers = BLOCK_RULES['chattanooga']!.named.map((id) => battleCardById(id)!.name);
    expect(blockers.length).to.be.greaterThan(0);
    await waitUntil(
      () => deepText(root(el)).includes(`may be blocked with ${blockers.join(', ')}.`),
      'no blocking result',
    );
    expect(deepText(root(el))).to.contain('Legal');
  });

  it('saves a general’s entered stars on the cards page in IndexedDB (ruling G40)', async () => {
    const general = GENERALS.find((g) => g.offense === null)!;
    const db = databases.name();
    const store = new IdbStore(await openHsDb(db));
    const el = await tool('cards', [], store);
    const id = `g-${general.id}`;
    await waitUntil(() => root(el).querySelector(`#edit-${id}`) !== null, 'no edit button');
    root(el).querySelector<HTMLButtonElement>(`#edit-${id}`)!.click();
    await el.updateComplete;
    setField(el, `off-${id}`, String(STARS.max));
    await el.updateComplete;
    root(el).querySelector<HTMLFormElement>(`#editor-${id}`)!.requestSubmit();
    const reader = new IdbStore(await openHsDb(db));
    let saved: unknown;
    await waitUntil(async () => {
      saved = (await reader.getUserData(CARD_USER_DATA.gameSlug, CARD_USER_DATA.kind))?.data;
      return saved !== undefined;
    }, 'nothing saved');
    expect((saved as { generals: Record<string, unknown> }).generals[general.id]).to.deep.equal({
      offense: STARS.max,
    });
  });
});
