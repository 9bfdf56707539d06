/**
 * Text typed and not yet saved, in tools other than a tracker's forms, while another tab saves
 * the thing it edits (real tools, real IndexedDB, one connection per tab): the text stays in its
 * field, and the form says it was kept as typed on what another tab has since changed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../src/components/renderers/hs-roster.js';
import '../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import type { HsAofArmyBuilder } from '../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import type { SavedArmy } from '../../src/core/games/altar-of-freedom/index.js';
import { BLOCKADE_ROSTER } from '../../src/core/games/us-civil-war/blockade-roster.js';
import {
  BLOCKADE_USER_DATA,
  type BlockadeTable,
} from '../../src/core/games/us-civil-war/blockade-table.js';
import { BLOCKADE_FIXTURE } from '../helpers/uscw-blockade-fixture.js';
import type { Store } from '../../src/storage/store.js';
import { resetStorageNotices } from '../../src/storage/notices.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { text } from '../helpers/dom.js';
import { gameTracker } from '../helpers/tracker.js';
import { tabs } from '../helpers/tabs.js';
import { unsavedWork } from '../../src/components/app/unsaved-work.js';

const devices = tabs('hs-typed-tabs');

/** Types `value` into `input` as a player would (one input event, nothing submitted). */
function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Another tab saves `data` as the kind's stored data, and says so. */
async function otherTabSavesData(
  store: Store,
  kind: { gameSlug: string; kind: string },
  data: unknown,
) {
  const before = await store.getUserData(kind.gameSlug, kind.kind);
  await store.saveUserData(kind.gameSlug, kind.kind, data, before?.updatedAt ?? null);
  devices.announce({ type: 'user-data', gameSlug: kind.gameSlug, kind: kind.kind });
}

/** The War Effort tracker in a tab of `device`, with a new game started in it. */
async function newWarEffortGame(device: string) {
  const a = await gameTracker(
    'price-of-freedom',
    'war-effort',
    await devices.tab(device),
    recordingHost(),
  );
  await waitUntil(() => a.shadowRoot!.querySelector('hs-saved-games') !== null);
  const games = a.shadowRoot!.querySelector('hs-saved-games')!;
  await waitUntil(() => games.shadowRoot?.querySelector('form'));
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  return a;
}

/** Another tab of `device` ends the turn of its one Price of Freedom game, and says so. */
async function otherTabEndsTurn(device: string) {
  const storeB = await devices.tab(device);
  const [saved] = await storeB.listGames('price-of-freedom');
  const state = saved!.state as { turn: number };
  const next = await storeB.saveGameState(
    saved!.id,
    { ...state, turn: state.turn + 1 },
    saved!.updatedAt,
  );
  devices.announce({ type: 'game-saved', id: saved!.id, updatedAt: next.updatedAt });
  return { storeB, state };
}

describe('typed text while another tab saves the same thing', () => {
  before(setUpAppDocument);
  afterEach(resetStorageNotices);
  after(async () => {
    await devices.deleteAll();
  });

  it('a keyed-in chart (the Blockade Table): the open form keeps what is typed, marked, and saves it on the other tab’s data', async () => {
    const device = devices.device();
    const [storeA, storeB] = [await devices.tab(device), await devices.tab(device)];
    const kind = BLOCKADE_USER_DATA;
    await storeA.saveUserData(kind.gameSlug, kind.kind, BLOCKADE_FIXTURE, null);
    const el = await fixture<HsRoster>(
      html`<hs-roster
        .descriptor=${BLOCKADE_ROSTER}
        game="us-civil-war"
        .host=${recordingHost()}
        .store=${storeA}
      ></hs-roster>`,
    );
    const root = el.shadowRoot!;
    const edit = () => root.querySelector<HTMLButtonElement>('#edit-year-1862');
    await waitUntil(() => edit() !== null, 'the 1862 column has no edit button');
    await waitUntil(() => text(root.querySelector('.entered-data')).includes('5'));
    edit()!.click();
    await el.updateComplete;
    const results = () => root.querySelector<HTMLInputElement>('#results-year-1862')!;
    const typed = '1 1 2 3 4 5 6 7 8 9 10 11 12';
    type(results(), typed);
    await el.updateComplete;
    expect(root.querySelector('.kept-typed')).to.equal(null);

    // Tab B changes the 1861 column and says so.
    const fromB: BlockadeTable = {
      years: { ...BLOCKADE_FIXTURE.years, '1861': { ...BLOCKADE_FIXTURE.years['1861']!, from: 1 } },
    };
    await otherTabSavesData(storeB, kind, fromB);
    await waitUntil(
      () => root.querySelector('.kept-typed') !== null,
      'the typed form was not marked',
    );
    expect(results().value).to.equal(typed);
    expect(text(root.querySelector('.kept-typed'))).to.contain(
      'Kept as typed, but what is saved here was changed in another tab or window',
    );

    // Saved on B's data: B's 1861 column and A's 1862 column are both stored.
    root.querySelector<HTMLFormElement>('form.editor')!.requestSubmit();
    await waitUntil(() => root.querySelector('form.editor') === null, 'the form was not saved');
    const stored = (await storeB.getUserData(kind.gameSlug, kind.kind))!.data as BlockadeTable;
    expect(stored.years['1861']!.from).to.equal(1);
    expect(stored.years['1862']!.results.join(' ')).to.equal(typed);
  });

  it('the army builder: the army as typed stays, marked once its saved version changed in another tab', async () => {
    const device = devices.device();
    const [storeA, storeB] = [await devices.tab(device), await devices.tab(device)];
    const army: SavedArmy = {
      id: 'army-1',
      name: 'Army of the Cumberland',
      size: 'small',
      updatedAt: '2026-11-20T10:00:00.000Z',
      divisions: [],
      generals: [{ name: 'Rosecrans', pp: 8, traits: [] }],
    };
    const kind = { gameSlug: 'altar-of-freedom', kind: 'armies' };
    await storeA.saveUserData(kind.gameSlug, kind.kind, { armies: [army] }, null);
    const el = await fixture<HsAofArmyBuilder>(
      html`<hs-aof-army-builder
        .host=${recordingHost([['army', 'army-1']])}
        .store=${storeA}
      ></hs-aof-army-builder>`,
    );
    const root = el.shadowRoot!;
    const name = () => root.querySelector<HTMLInputElement>('input[placeholder]')!;
    await waitUntil(() => name().value === 'Army of the Cumberland', 'the army did not open');
    type(name(), 'Army of the Ohio');
    await el.updateComplete;

    // Tab B saves another army: nothing of this one moved, so nothing is marked.
    await otherTabSavesData(storeB, kind, {
      armies: [army, { ...army, id: 'army-2', name: 'Army of the Potomac' }],
    });
    await waitUntil(() => text(root.querySelector('.saved-list')).includes('Potomac'));
    expect(root.querySelector('.kept-typed')).to.equal(null);

    // Tab B changes this army: the name typed here stays, marked.
    await otherTabSavesData(storeB, kind, {
      armies: [{ ...army, size: 'medium', updatedAt: '2026-11-21T10:00:00.000Z' }],
    });
    await waitUntil(
      () => root.querySelector('.kept-typed') !== null,
      'the typed army was not marked',
    );
    expect(name().value).to.equal('Army of the Ohio');
    expect(text(root.querySelector('.kept-typed'))).to.contain(
      'Kept as typed, but the saved army “Army of the Ohio” was changed in another tab or window',
    );
    expect(text(root.querySelector('#army-h'))).to.contain('not saved');
  });

  it('The Price of Freedom’s new corps: a theater commander’s corps typed and not entered stays, marked', async () => {
    const device = devices.device();
    const a = await newWarEffortGame(device);
    const corps = () => a.shadowRoot!.querySelector('hs-pof-new-corps');
    await waitUntil(() => corps() !== null, 'no new-corps form');
    const field = () => corps()!.shadowRoot!.querySelector<HTMLInputElement>('#tc-usa-east')!;
    await waitUntil(() => corps()!.shadowRoot?.querySelector('#tc-usa-east'));
    const shown = field().value;
    type(field(), '3');
    await corps()!.updateComplete;

    // Tab B ends the turn and says so.
    await otherTabEndsTurn(device);
    await waitUntil(
      () => corps()?.shadowRoot?.querySelector('.kept-typed') !== null,
      'the typed corps were not marked',
    );
    expect(field().value).to.equal('3');
    expect(shown).not.to.equal('3');
    expect(text(corps()!.shadowRoot!.querySelector('.kept-typed'))).to.contain(
      'Kept as typed, but the game was changed in another tab or window',
    );
  });

  it('The Price of Freedom’s coastal region: a name typed and not added stays, marked, and counts as unsaved work', async () => {
    const device = devices.device();
    const a = await newWarEffortGame(device);
    const field = () => a.shadowRoot!.querySelector<HTMLInputElement>('#add-coastal-h-name');
    await waitUntil(() => field() !== null, 'no coastal-region form');
    const unsaved = () =>
      unsavedWork()
        .map((w) => w.what())
        .join(' · ');
    expect(unsaved()).to.equal('');
    type(field()!, 'Beaufort');
    await a.updateComplete;
    expect(unsaved()).to.contain('Add a coastal region from your map');

    // Tab B ends the turn and says so.
    const { storeB, state } = await otherTabEndsTurn(device);
    await waitUntil(
      () => a.shadowRoot!.querySelector('#add-coastal-h-moved') !== null,
      'the typed region was not marked',
    );
    expect(field()!.value).to.equal('Beaufort');
    expect(text(a.shadowRoot!.querySelector('#add-coastal-h-moved'))).to.contain(
      'Kept as typed, but the game was changed in another tab or window',
    );

    // Added on the game as tab B left it.
    field()!.form!.requestSubmit();
    await waitUntil(() => field()!.value === '', 'the region was not added');
    const [stored] = await storeB.listGames('price-of-freedom');
    const after = stored!.state as { turn: number; control: Record<string, string> };
    expect(after.turn).to.equal(state.turn + 1);
    expect(after.control['beaufort']).to.equal('csa');
    expect(unsaved()).to.equal('');
  });
});
