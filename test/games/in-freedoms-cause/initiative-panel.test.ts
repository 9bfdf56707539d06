import { expect } from '@open-wc/testing';
import type { HsTracker } from '../../../src/components/renderers/tracker/hs-tracker.js';
import type { CoopSnapshot } from '../../../src/core/games/in-freedoms-cause/coop-game-types.js';
import { openHsDb } from '../../../src/storage/db.js';
import { IdbStore } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { testDatabases } from '../../helpers/idb.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { gameTracker } from '../../helpers/tracker.js';
import { waitUntil } from '../../helpers/wait.js';

const GAME = 'in-freedoms-cause';
const databases = testDatabases('hs-ifc-coop');
const root = (el: HsTracker) => el.shadowRoot!;

/** Parameters that make the first press meet the main force, so the test needs no luck. */
const MAIN_AT_ONCE = {
  'enc-first-base': 100,
  'enc-first-pickets': 0,
  'enc-first-attacking': 0,
  'enc-first-laager': 0,
  'enc-reinf': 0,
};

function button(el: HsTracker, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) =>
    (x.getAttribute('aria-label') ?? x.textContent.trim()).startsWith(label),
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

const logText = (el: HsTracker, id: string) => text(root(el).querySelector(`#${id} + ul.log`));

async function store(db: string, model?: Record<string, number>): Promise<IdbStore> {
  const s = new IdbStore(await openHsDb(db));
  if (model)
    await s.putUserData({
      gameSlug: GAME,
      kind: 'model',
      updatedAt: '2026-11-24T04:00:00.000Z',
      data: { values: model },
    });
  return s;
}

/** A new coop game, set up with the form's defaults (Union, 4 regiments and a section). */
async function newGame(s: IdbStore): Promise<HsTracker> {
  const el = await gameTracker(GAME, 'encounters', s, host());
  await waitUntil(() =>
    root(el).querySelector('hs-saved-games')?.shadowRoot?.querySelector('form'),
  );
  root(el)
    .querySelector('hs-saved-games')!
    .shadowRoot!.querySelector<HTMLFormElement>('form')!
    .requestSubmit();
  await waitUntil(() => root(el).querySelector('#setup-h') !== null, 'no set-up form');
  button(el, 'Start the game').click();
  await waitUntil(() => !button(el, 'INITIATIVE').disabled, 'INITIATIVE stays disabled');
  return el;
}

describe('In Freedom’s Cause coop/solo INITIATIVE and encounters (<hs-tracker>)', () => {
  before(setUpAppDocument);
  after(() => databases.deleteAll());

  it('says it is Haversack’s model and passes an accessibility audit', async () => {
    const el = await newGame(await store(databases.name()));
    expect(text(root(el).querySelector('.initiative'))).to.contain(
      'Haversack’s model, not the publisher’s app',
    );
    await expect(el).to.be.accessible();
  });

  it('logs every press, and keeps the encounters log in IndexedDB across a reload', async () => {
    const db = databases.name();
    const el = await newGame(await store(db, MAIN_AT_ONCE));
    button(el, 'INITIATIVE').click();
    await waitUntil(() => logText(el, 'encounters-h').includes('Encounter 1'), 'no encounter');
    button(el, 'INITIATIVE').click();
    await waitUntil(() => logText(el, 'presses-h').includes('Press 2'), 'no second press');
    await el.saving;
    expect(logText(el, 'encounters-h')).to.contain('Enemy main force');
    const presses = every(root(el), '#presses-h + ul.log li');
    expect(presses.map((li) => text(li).split(':')[0])).to.deep.equal([
      'Press 2 (Haversack’s model)',
      'Press 1 (Haversack’s model)',
    ]);
    expect(text(presses[1])).to.contain('Encounter 1: Enemy main force');
    expect(logText(el, 'encounters-h')).to.contain('Haversack’s model').and.contain('brigadier');

    // A fresh page on the same database: the game, its presses and its log come back.
    const reader = await store(db);
    const [saved] = await reader.listGames(GAME);
    const state = saved!.state as CoopSnapshot;
    expect(state.presses).to.have.length(2);
    expect(state.encounters.map((e) => e.kind)).to.deep.equal(['main-force']);
    const again = await gameTracker(GAME, 'encounters', reader, host([['game', saved!.id]]));
    await waitUntil(
      () => logText(again, 'encounters-h').includes('Encounter 1'),
      'log not restored',
    );
    expect(text(root(again).querySelector('.turn'))).to.contain('Press 2');
    expect(root(again).textContent).to.contain('Encounter 1, unit 1');
  });

  it('lets the game master ignore an encounter, change it, and add one, each saved and undoable', async () => {
    const db = databases.name();
    const el = await newGame(await store(db, MAIN_AT_ONCE));
    button(el, 'INITIATIVE').click();
    await waitUntil(() => logText(el, 'encounters-h').includes('Encounter 1'));
    button(el, 'Ignore').click();
    await waitUntil(() => logText(el, 'encounters-h').includes('ignored'), 'not ignored');
    button(el, 'Undo').click();
    await waitUntil(() => !logText(el, 'encounters-h').includes('ignored'), 'undo did not restore');

    const edit = root(el).querySelector<HTMLFormElement>('section[aria-labelledby="edit-h"] form')!;
    const orders = [...edit.querySelectorAll<HTMLSelectElement>('label.field')]
      .find((l) => text(l).startsWith('Orders'))!
      .querySelector('select')!;
    orders.value = 'attack';
    orders.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    edit.requestSubmit();
    await waitUntil(
      () => logText(el, 'encounters-h').includes('changed by the game master'),
      'not changed',
    );
    expect(logText(el, 'encounters-h')).to.contain('Attack orders');

    const add = root(el).querySelector<HTMLFormElement>('section[aria-labelledby="add-h"] form')!;
    add.requestSubmit();
    await waitUntil(() => logText(el, 'encounters-h').includes('Encounter 2'), 'not added');
    expect(logText(el, 'encounters-h')).to.contain('Enemy reinforcements');
    await el.saving;
    const [saved] = await (await store(db)).listGames(GAME);
    const state = saved!.state as CoopSnapshot;
    expect(state.encounters.map((e) => [e.origin, e.edited])).to.deep.equal([
      ['generated', true],
      ['added', false],
    ]);
  });

  it('does not resume the unit tracker’s game, the last one on this device, as a coop game', async () => {
    const s = await store(databases.name());
    await s.putGame({
      id: 'units',
      gameSlug: GAME,
      scenario: 'battle',
      name: 'Unit battle',
      createdAt: '2026-11-24T04:00:00.000Z',
      updatedAt: '2026-11-24T04:00:00.000Z',
      stateVersion: 1,
      state: {},
    });
    await s.setPreference(`active-game/${GAME}`, 'units');
    const el = await gameTracker(GAME, 'encounters', s, host());
    await waitUntil(() =>
      root(el).querySelector('hs-saved-games')?.shadowRoot?.querySelector('form'),
    );
    expect(text(root(el).querySelector('.status'))).not.to.contain('could not be read');
    expect(root(el).querySelector('.bar')).to.equal(null);
  });
});
