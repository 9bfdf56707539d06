import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import type { HsTracker } from '../../../src/components/renderers/tracker/hs-tracker.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import {
  createBattle,
  GENERAL_RATINGS_KIND,
  loadScenario,
  scenarioGenerals,
  TRACKER_STATE_VERSION,
} from '../../../src/core/games/altar-of-freedom/index.js';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { every, text } from '../../helpers/dom.js';
import { gameTracker } from '../../helpers/tracker.js';

/** The battle tracker as its page shows it. */
const tracker = (store: MemoryStore, h = host()) =>
  gameTracker('altar-of-freedom', 'tracker', store, h);

const root = (el: HsTracker) => el.shadowRoot!;

function button(el: HsTracker, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) =>
    (x.getAttribute('aria-label') ?? x.textContent.trim()).startsWith(label),
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

async function startGame(store: MemoryStore, h = host()): Promise<HsTracker> {
  const el = await tracker(store, h);
  await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
  const games = root(el).querySelector('hs-saved-games')!;
  // The list shows once it is read.
  await waitUntil(() => games.shadowRoot?.querySelector('form'));
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await waitUntil(() => root(el).querySelector('.bar') !== null, 'game did not open');
  return el;
}

describe('Altar of Freedom battle tracker (<hs-tracker>)', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit with a game open', async () => {
    const el = await startGame(new MemoryStore());
    await expect(el).to.be.accessible();
  });

  it('starts a saved game for a scenario, writes it to the link and saves every change', async () => {
    const store = new MemoryStore();
    const h = host();
    const el = await startGame(store, h);
    expect(text(root(el).querySelector('.turn'))).to.equal('Turn 1 of 11');
    const [saved] = await store.listGames('altar-of-freedom');
    expect(h.params).to.deep.equal([['game', saved!.id]]);
    button(el, '+ Fatigue').click();
    await el.updateComplete;
    await waitUntil(async () => {
      const g = await store.getGame(saved!.id);
      return Object.values((g!.state as { units: Record<string, { fatigue: number }> }).units).some(
        (u) => u.fatigue === 1,
      );
    });
  });

  it('counts a broken brigade against the break point and undoes it exactly', async () => {
    const el = await startGame(new MemoryStore());
    const union = () => text(root(el).querySelector('.army .count'));
    expect(union()).to.equal('0');
    button(el, 'Break').click();
    await el.updateComplete;
    expect(union()).to.equal('1');
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(union()).to.equal('0');
  });

  it('gives each brigade one menu of its changes, named for it, that closes once one is applied', async () => {
    const el = await startGame(new MemoryStore());
    // A brigade not yet arrived has no change to offer, and no control.
    const rows = '#brigades-USA + .unit-filter + .table-wrap tbody tr:has(.row-actions > *)';
    for (const row of every(root(el), rows)) {
      const name = text(row.querySelector('th')).split(' ')[0]!;
      const cell = row.querySelector('.row-actions')!;
      expect(cell.children.length, name).to.equal(1);
      expect(text(cell.querySelector('summary')), name).to.contain(`Actions: ${name}`);
    }
    const menu = root(el).querySelector<HTMLDetailsElement>('details.row-menu')!;
    menu.open = true;
    menu.querySelector<HTMLButtonElement>('button')!.click();
    await el.updateComplete;
    expect(menu.open).to.equal(false);
    expect(root(el).activeElement).to.equal(menu.querySelector('summary'));
  });

  it('filters a side’s brigades by division and by state, and says how many are shown', async () => {
    const el = await startGame(new MemoryStore());
    const rows = () => every(root(el), '#brigades-USA + .unit-filter + .table-wrap tbody tr');
    const all = rows().length;
    const first = text(rows()[0]!.querySelector('th'));
    button(el, 'Break').click();
    await el.updateComplete;
    const choose = async (id: string, value: string) => {
      const select = root(el).querySelector<HTMLSelectElement>(`#${id}`)!;
      select.value = value;
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
    };
    await choose('brigades-USA-state', 'Broken');
    expect(rows().map((r) => text(r.querySelector('th')))).to.deep.equal([first]);
    expect(text(root(el).querySelector('.status'))).to.contain(`1 of ${all} shown`);
    await choose('brigades-USA-state', '');
    const division = root(el).querySelector<HTMLSelectElement>('#brigades-USA-group')!.options[2]!;
    await choose('brigades-USA-group', division.value);
    expect(rows().length).to.be.within(1, all - 1);
    for (const r of rows()) expect(text(r.querySelector('th .rule'))).to.contain(division.value);
  });

  it('walks the end-of-turn steps in order into the next turn', async () => {
    const el = await startGame(new MemoryStore());
    button(el, 'End the turn').click();
    await el.updateComplete;
    const current = () => text(root(el).querySelector('ol.steps li[aria-current="step"]'));
    expect(current()).to.contain('Move generals');
    for (let i = 0; i < 7; i++) {
      button(el, 'Step done').click();
      await el.updateComplete;
    }
    expect(text(root(el).querySelector('.turn'))).to.equal('Turn 2 of 11');
  });

  it('warns when a turn ends with an army at its break point', async () => {
    const el = await startGame(new MemoryStore());
    for (let i = 0; i < 7; i++) {
      button(el, 'Break').click();
      await el.updateComplete;
    }
    expect(text(root(el).querySelector('.army [role="alert"]'))).to.contain(
      'if the turn ends like this',
    );
    button(el, 'End the turn').click();
    await el.updateComplete;
    for (let i = 0; i < 7; i++) {
      button(el, 'Step done').click();
      await el.updateComplete;
    }
    expect(text(root(el).querySelector('p.alert'))).to.contain(
      'Union army reached its break point',
    );
  });

  it('applies a firing roll entered at the table to the chosen target', async () => {
    const el = await startGame(new MemoryStore());
    const select = [...root(el).querySelectorAll('label')]
      .find((l) => l.textContent.includes('Target brigade'))!
      .querySelector('select')!;
    select.value = select.options[1]!.value;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const roller = root(el).querySelector('hs-roll-tool')!;
    await roller.updateComplete;
    // Strength +3 makes 9: the target recoils and gains a fatigue marker.
    const list = roller.shadowRoot!.querySelector('hs-modifier-list')!;
    for (let i = 0; i < 3; i++) {
      list.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label^="Increase"]')!.click();
      await roller.updateComplete;
      await list.updateComplete;
    }
    [...roller.shadowRoot!.querySelectorAll('button')]
      .find((b) => b.textContent.includes('Enter my dice'))!
      .click();
    await roller.updateComplete;
    const entry = roller.shadowRoot!.querySelector('hs-dice-entry')!;
    await entry.updateComplete;
    // The result shows as soon as the last die is tapped.
    entry.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label$=": 6"]')!.click();
    await roller.updateComplete;
    await waitUntil(() => root(el).querySelector('.apply') !== null, 'no result to apply');
    button(el, 'Apply to the battle').click();
    await el.updateComplete;
    const row = root(el).querySelector(`tbody tr th[scope="row"]`);
    expect(row).to.exist;
    const pips = root(el).querySelectorAll('.pip.on');
    expect(pips.length).to.equal(1);
  });

  it('shows a general’s entered PP and traits as the player’s, and the gap for the others', async () => {
    const shiloh = loadScenario('shiloh');
    if (!shiloh.ok) throw new Error('no scenario');
    const general = scenarioGenerals(shiloh.value)[0]!.general;
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: GENERAL_RATINGS_KIND.gameSlug,
      kind: GENERAL_RATINGS_KIND.kind,
      updatedAt: '2026-11-20T10:00:00.000Z',
      data: { shiloh: { [general.id]: { pp: 7, traits: ['aggressive'] } } },
    });
    const el = await startGame(store);
    const cells = [...root(el).querySelectorAll('tbody tr')].filter((tr) =>
      text(tr.querySelector('th')).startsWith(general.name),
    );
    const rating = cells.map((tr) => text(tr.querySelector('td'))).find((t) => t.includes('PP'));
    expect(rating).to.equal('7 PP · Aggressive (entered by you)');
    expect(root(el).querySelectorAll('.missing').length).to.be.greaterThan(0);
  });

  it('keeps a game started while the last one is still being looked up to resume', async () => {
    // The page opens without a link: the tracker looks up the game last opened on this device.
    // The player starts a new game before that lookup ends; the lookup must not replace it.
    const scenario = loadScenario('shiloh');
    if (!scenario.ok) throw new Error('scenario');
    const store = new MemoryStore();
    await store.putGame({
      id: 'last',
      gameSlug: 'altar-of-freedom',
      scenario: 'shiloh',
      name: 'Last week’s game',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      stateVersion: TRACKER_STATE_VERSION,
      state: createBattle(scenario.value),
    });
    await store.setPreference('active-game/altar-of-freedom', 'last');
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const lookups: Promise<SavedGame | undefined>[] = [];
    const getGame = store.getGame.bind(store);
    store.getGame = (id) => {
      if (id !== 'last') return getGame(id);
      const lookup = held.then(() => getGame(id));
      lookups.push(lookup);
      return lookup;
    };
    const h = host();
    const el = await tracker(store, h);
    await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
    const games = root(el).querySelector('hs-saved-games')!;
    // The list shows once it is read.
    await waitUntil(() => games.shadowRoot?.querySelector('form'));
    await waitUntil(() => lookups.length > 0, 'the tracker did not look up the last game');
    games.shadowRoot!.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'New one';
    games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await waitUntil(() => text(root(el).querySelector('h2.game-name')).startsWith('New one'));
    release();
    await Promise.all(lookups);
    // The lookup's last steps are promise callbacks: a task boundary runs them all.
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(text(root(el).querySelector('h2.game-name'))).to.match(/^New one/);
    const started = (await store.listGames('altar-of-freedom')).find((g) => g.name === 'New one');
    expect(h.params).to.deep.equal([['game', started!.id]]);
  });

  it('refuses a damaged saved game with a message and keeps it', async () => {
    const store = new MemoryStore();
    await store.putGame({
      id: 'bad',
      gameSlug: 'altar-of-freedom',
      scenario: 'shiloh',
      name: 'Broken save',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      stateVersion: 1,
      state: { turn: 'x' },
    });
    const el = await tracker(store, host([['game', 'bad']]));
    await waitUntil(() =>
      text(root(el).querySelector('[role="status"]')).includes('could not be read'),
    );
    expect(await store.getGame('bad')).to.exist;
  });

  it('prints the state without the controls', async () => {
    const el = await startGame(new MemoryStore());
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('.row-actions')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('.panel')!).display).to.equal('none');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
