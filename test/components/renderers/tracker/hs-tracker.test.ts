import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import { css } from 'lit';
import '../../../../src/components/renderers/tracker/hs-tracker.js';
import type { HsTracker } from '../../../../src/components/renderers/tracker/hs-tracker.js';
import { MemoryStore } from '../../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../../helpers/app-document.js';
import { every, text } from '../../../helpers/dom.js';
import { recordingHost as host } from '../../../helpers/tool-host.js';
import * as v from 'valibot';
import { trackerDescriptor, type TrackerDescriptor } from '../../../../src/core/shared/tracker.js';
import { FIXTURE, OWN_PANEL } from './fixture-tracker.js';
import { STORE_CHANNEL } from '../../../../src/storage/changes.js';
import { unsavedWork } from '../../../../src/components/app/unsaved-work.js';
import { draftKey, keepDrafts } from '../../../../src/components/app/draft-keep.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';

const root = (el: HsTracker) => el.shadowRoot!;
const RULINGS = [{ id: 'G9', topic: 'Hits', question: 'How many?', decision: 'Three.', cites: [] }];

function button(el: HsTracker, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) =>
    (x.getAttribute('aria-label') ?? x.textContent.replace(/\s+/g, ' ').trim()).startsWith(label),
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

async function click(el: HsTracker, label: string): Promise<void> {
  button(el, label).click();
  await el.updateComplete;
}

async function open(
  store = new MemoryStore(),
  h = host(),
  descriptor: TrackerDescriptor = FIXTURE,
): Promise<HsTracker> {
  return fixture<HsTracker>(
    html`<hs-tracker
      game="fixture"
      gameTitle="Fixture"
      .descriptor=${descriptor}
      .rulings=${RULINGS}
      .parts=${{
        panels: { own: OWN_PANEL },
        styles: [
          css`
            .own {
              color: rgb(1, 2, 3);
            }
          `,
        ],
      }}
      .store=${store}
      .host=${h}
    ></hs-tracker>`,
  );
}

async function start(
  store = new MemoryStore(),
  h = host(),
  descriptor: TrackerDescriptor = FIXTURE,
): Promise<HsTracker> {
  const el = await open(store, h, descriptor);
  await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
  const games = root(el).querySelector('hs-saved-games')!;
  await waitUntil(() => games.shadowRoot?.querySelector('form'));
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await waitUntil(() => root(el).querySelector('.bar') !== null, 'game did not open');
  return el;
}

const hits = (el: HsTracker) => text(root(el).querySelector('.counter .count'));

describe('<hs-tracker> (generic tracker shell)', () => {
  before(setUpAppDocument);

  it('shows its intro before a game, and passes an accessibility audit with one open', async () => {
    const el = await open();
    expect(text(root(el).querySelector('details.games > p.intro'))).to.equal('Start a small game.');
    const started = await start();
    expect(text(root(started).querySelector('h2.game-name'))).to.contain('Small battle');
    expect(root(started).querySelector('details.games > p.intro')).to.equal(null);
    await expect(started).to.be.accessible();
  });

  it('draws its first view before the store is read, and the saved games arriving move nothing', async () => {
    const store = new MemoryStore();
    await store.putGame({
      id: 'g-old',
      gameSlug: 'fixture',
      scenario: 'small',
      name: 'An older game',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      stateVersion: FIXTURE.stateVersion,
      state: FIXTURE.start('small'),
    });
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const list = store.listGames.bind(store);
    store.listGames = async (game) => {
      await held;
      return list(game);
    };
    const el = await open(store);
    const games = root(el).querySelector('hs-saved-games')!;
    await games.updateComplete;
    const inner = games.shadowRoot!;
    // The intro and the new-game form are drawn while the list is read; its slot is the last
    // thing drawn, one line tall, and the status line keeps one line for a message to come.
    expect(text(root(el).querySelector('details.games > p.intro'))).to.equal('Start a small game.');
    const startButton = inner.querySelector<HTMLButtonElement>('form button[type=submit]')!;
    expect(text(startButton)).to.equal('Start a new game');
    const nameInput = inner.querySelector<HTMLInputElement>('input[name=name]')!;
    nameInput.value = 'Typed before the list';
    expect(text(inner.querySelector('.listing'))).to.equal('Loading saved games…');
    expect(inner.querySelector('.listing')!.nextElementSibling).to.equal(null);
    expect(root(el).querySelector('details.games + *')).to.equal(null);
    expect(root(el).querySelector<HTMLElement>('.status')!.offsetHeight).to.be.greaterThan(0);
    const drawn = [startButton, nameInput, root(el).querySelector('p.intro')!].map(
      (x) => x.getBoundingClientRect().top,
    );
    release();
    await waitUntil(() => inner.querySelector('li') !== null, 'the saved game is listed');
    expect(text(inner.querySelector('li .name'))).to.contain('An older game');
    // Nothing drawn before moved, and what was typed is still there.
    expect(
      [startButton, nameInput, root(el).querySelector('p.intro')!].map(
        (x) => x.getBoundingClientRect().top,
      ),
    ).to.deep.equal(drawn);
    expect(nameInput.value).to.equal('Typed before the list');
  });

  it('starts a game, writes it to the link and saves each change from a row action', async () => {
    const store = new MemoryStore();
    const h = host();
    const el = await start(store, h);
    const [saved] = await store.listGames('fixture');
    expect(h.params).to.deep.equal([['game', saved!.id]]);
    await click(el, 'Hit: bravo');
    expect(hits(el)).to.equal('1');
    expect(text(root(el).querySelector('.status'))).to.equal('bravo hit.');
    expect(every(root(el), 'tbody .pip.on')).to.have.length(1);
    await el.saving;
    const stored = await store.getGame(saved!.id);
    expect((stored!.state as { hits: Record<string, number> }).hits).to.deep.equal({ bravo: 1 });
  });

  it('draws a counter against its limit, says why a change is refused, and changes nothing', async () => {
    const el = await start();
    expect(text(root(el).querySelector('.counter'))).to.contain('0 of 3 hits');
    expect(root(el).querySelector('meter')!.max).to.equal(3);
    await click(el, 'Hit: alpha');
    await click(el, 'Hit: alpha');
    await click(el, 'Hit: alpha');
    expect(text(root(el).querySelector('.counter [role="alert"]'))).to.equal('At the limit.');
    expect(text(root(el).querySelector('p.alert'))).to.equal('The limit is reached.');
    await click(el, 'Hit: bravo');
    expect(text(root(el).querySelector('.status'))).to.equal('No more than 3 hits.');
    expect(hits(el)).to.equal('3');
    // The reason is written beside the button pressed too, where the player looks, until a
    // change is made.
    const beside = every(root(el), '.refused');
    expect(beside.map((e) => text(e))).to.deep.equal(['No more than 3 hits.']);
    expect(beside[0]!.previousElementSibling?.textContent).to.contain('bravo');
    await click(el, 'End the turn');
    expect(root(el).querySelectorAll('.refused')).to.have.length(0);
  });

  it('sends a private form: a typing slip and a game’s refusal are said beside it, an accepted entry is cleared', async () => {
    const el = await start();
    const form = () => root(el).querySelector<HTMLFormElement>('.form-panel form')!;
    const by = () => root(el).querySelector<HTMLInputElement>('#form-h-by')!;
    const error = () => text(root(el).querySelector('#form-h-error'));
    expect(by().type).to.equal('password');
    expect(by().getAttribute('aria-describedby')).to.equal('form-h-by-hint form-h-error');
    form().requestSubmit();
    await el.updateComplete;
    expect(error()).to.equal('Hits: enter a whole number from 1 to 2.');
    const unit = root(el).querySelector<HTMLSelectElement>('#form-h-unit')!;
    unit.value = 'bravo';
    unit.dispatchEvent(new Event('change'));
    by().value = '2';
    by().dispatchEvent(new Event('input'));
    await el.updateComplete;
    form().requestSubmit();
    await el.updateComplete;
    expect(error()).to.equal('Bravo takes one hit at a time.');
    expect(hits(el)).to.equal('0');
    by().value = '1';
    by().dispatchEvent(new Event('input'));
    await el.updateComplete;
    form().requestSubmit();
    await el.updateComplete;
    expect(hits(el)).to.equal('1');
    expect(text(root(el).querySelector('.status'))).to.equal('Hit in secret.');
    expect(error()).to.equal('');
    expect(by().value).to.equal('');
  });

  it('applies a pick at once and a kept choice with its button', async () => {
    const el = await start();
    const go = root(el).querySelector<HTMLSelectElement>('#go-to')!;
    go.value = '4';
    go.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text(root(el).querySelector('.turn'))).to.equal('Turn 4 of 5');
    const by = root(el).querySelector<HTMLSelectElement>('#by')!;
    by.value = '2';
    by.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await click(el, 'Hit alpha');
    expect(hits(el)).to.equal('2');
    expect(text(root(el).querySelector('ul.log'))).to.equal('alpha: 2');
  });

  it('walks the turn’s steps in order', async () => {
    const el = await start();
    expect(root(el).querySelector('ol.steps')).to.equal(null);
    await click(el, 'End the turn');
    const current = () => text(root(el).querySelector('ol.steps li[aria-current="step"]'));
    expect(current()).to.contain('First');
    await click(el, 'Step done');
    expect(current()).to.contain('Second');
    expect(root(el).querySelector('ol.steps li.done')).to.exist;
    await click(el, 'Step done');
    expect(root(el).querySelector('ol.steps')).to.equal(null);
    expect(text(root(el).querySelector('.turn'))).to.equal('Turn 2 of 5');
  });

  it('lists the changes and undoes back to any of them, or the last with Undo', async () => {
    const el = await start();
    expect(text(root(el).querySelector('.history'))).to.contain('Nothing yet.');
    await click(el, 'Hit: alpha');
    await click(el, 'Hit: bravo');
    await click(el, 'Hit: alpha');
    expect(every(root(el), '.history li')).to.have.length(3);
    await click(el, 'Undo back to here (2 changes)');
    expect(hits(el)).to.equal('1');
    expect(every(root(el), '.history li')).to.have.length(1);
    await click(el, 'Undo');
    expect(hits(el)).to.equal('0');
    expect(button(el, 'Undo').disabled).to.equal(true);
  });

  it('folds a panel to one line where the game says, opens it where the player is at, and folds the changes', async () => {
    type Panel = (typeof FIXTURE.panels)[number];
    // The log of hits folds to its count once there are two; the units' rulings fold with them.
    const folded: TrackerDescriptor = {
      ...FIXTURE,
      historyFolded: true,
      panels: FIXTURE.panels.map((p: Panel): Panel => {
        if (p.id === 'log-h')
          return {
            ...p,
            fold: (s: object) => {
              const n = Object.keys((s as { hits: object }).hits).length;
              return n < 2
                ? null
                : { title: 'Hits so far', summary: `${n} units hit`, open: false };
            },
          } as Panel;
        if (p.id === 'units')
          return {
            ...p,
            fold: () => ({ title: 'All units', summary: 'two', open: true }),
          } as Panel;
        return p;
      }),
    };
    const el = await start(new MemoryStore(), host(), folded);
    const fold = (title: string) =>
      every(root(el), 'details.fold').find((d) =>
        text(d.querySelector('summary')).startsWith(title),
      ) as HTMLDetailsElement | undefined;
    // Open where the game says so, its rulings inside it; a units fold keeps its tables' headings.
    const units = fold('All units');
    expect(units?.open).to.equal(true);
    expect(units?.querySelector('.fold-body p.ruling, .fold-body .ruling')).to.not.equal(null);
    expect(units?.classList.contains('one')).to.equal(false);
    // Not folded while the game says null: drawn open as it is.
    await click(el, 'Hit: alpha');
    expect(fold('Hits so far')).to.equal(undefined);
    expect(root(el).querySelector('#log-h')).to.not.equal(null);
    await click(el, 'Hit: bravo');
    const log = fold('Hits so far');
    expect(log?.open).to.equal(false);
    expect(text(log?.querySelector('summary'))).to.equal('Hits so far 2 units hit');
    // Its own heading, the fold's title, is read by screen readers and not shown twice.
    const heading = log?.querySelector<HTMLElement>('#log-h');
    expect(heading).to.not.equal(null);
    expect(heading!.getBoundingClientRect().height).to.be.at.most(1);
    expect(log?.classList.contains('one')).to.equal(true);
    // The changes so far fold to the latest one, and open to undo.
    const changes = fold('Changes so far');
    expect(changes?.open).to.equal(false);
    expect(text(changes?.querySelector('summary'))).to.contain('2; the latest');
    changes!.querySelector('summary')!.click();
    await el.updateComplete;
    expect(changes!.open).to.equal(true);
    await click(el, 'Undo back to here (2 changes)');
    expect(hits(el)).to.equal('0');
    await expect(el).to.be.accessible();
  });

  it('draws the game’s own panel with its styles, its kept values, and the rulings under a panel', async () => {
    const el = await start();
    const own = root(el).querySelector('.own')!;
    expect(getComputedStyle(own).color).to.equal('rgb(1, 2, 3)');
    await click(el, 'Keep a note');
    expect(text(root(el).querySelector('.own .note'))).to.equal('Note: kept');
    expect(text(root(el).querySelector('p.ruling'))).to.contain('Ruling G9');
    expect(root(el).querySelector('.fact a.ruling-link')).to.exist;
  });

  it('names its turns as the game says, and hides the rulings of a panel it does not draw', async () => {
    const d: TrackerDescriptor = {
      ...FIXTURE,
      bar: (s, c) => ({ ...FIXTURE.bar(s, c), turnLabel: 'Day' }),
      panels: [
        {
          kind: 'form',
          id: 'hidden-form',
          title: 'Hidden',
          rulings: ['G9'],
          form: () => null,
          submit: () => ({ problem: 'never' }),
        },
      ],
    };
    const el = await start(new MemoryStore(), host(), d);
    expect(text(root(el).querySelector('.turn'))).to.match(/^Day 1/);
    expect(root(el).querySelector('#hidden-form')).to.equal(null);
    expect(root(el).querySelector('p.ruling')).to.equal(null);
  });

  it('refuses a saved game it cannot read, says so and keeps it', async () => {
    const store = new MemoryStore();
    await store.putGame({
      id: 'old',
      gameSlug: 'fixture',
      scenario: 'small',
      name: 'Old',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      stateVersion: 9,
      state: {},
    });
    const el = await open(store, host([['game', 'old']]));
    await waitUntil(() => text(root(el).querySelector('.status')).includes('could not be read'));
    expect(root(el).querySelector('.bar')).to.equal(null);
    expect(await store.getGame('old')).to.exist;
  });

  it('with two trackers, lists only its own games: another tracker’s game is never offered as damaged', async () => {
    const store = new MemoryStore();
    const at = '2026-11-20T10:00:00.000Z';
    const saved = (id: string, name: string, stateVersion: number, tool?: string) => ({
      id,
      gameSlug: 'fixture',
      scenario: 'small',
      ...(tool ? { tool } : {}),
      name,
      createdAt: at,
      updatedAt: at,
      stateVersion,
      state: { turn: 1, hits: {}, step: null, history: [] },
    });
    // The other tracker's games: one naming it, one saved before games named their tool
    // (version 2, which only the other tracker reads); and one of ours that is damaged.
    await store.putGame(saved('theirs', 'Their campaign', 1, 'campaign'));
    await store.putGame(saved('legacy', 'Old campaign', 2));
    await store.putGame(saved('ours', 'Broken battle', 9, 'combat'));
    await store.setPreference('active-game/fixture', 'theirs');
    const keepers = [
      {
        tool: 'campaign',
        title: 'Campaign tracker',
        read: (g: { stateVersion: number }) =>
          g.stateVersion === 2 || g.stateVersion === 1 ? {} : null,
      },
      { tool: 'combat', title: 'Combat ledger', read: (g: SavedGame) => FIXTURE.read(g) },
    ];
    const mount = (h: ReturnType<typeof host>) =>
      fixture<HsTracker>(
        html`<hs-tracker
          game="fixture"
          tool="combat"
          .keepers=${keepers}
          .descriptor=${FIXTURE}
          .store=${store}
          .host=${h}
        ></hs-tracker>`,
      );
    const el = await mount(host());
    // The form is drawn before the store is read: wait for the list itself.
    await waitUntil(() => {
      const listing = root(el)
        .querySelector('hs-saved-games')
        ?.shadowRoot?.querySelector('.listing');
      return listing && !/Loading saved games/.test(listing.textContent);
    });
    const list = root(el).querySelector('hs-saved-games')!.shadowRoot!;
    const names = [...list.querySelectorAll('li .name')].map((n) => text(n));
    expect(names).to.have.length(1);
    expect(names[0]).to.match(/^Broken battle/);
    // The device's last game is the campaign's: not resumed here, and nothing said about it.
    expect(root(el).querySelector('.bar')).to.equal(null);
    expect(text(root(el).querySelector('.status'))).to.equal('');
    // A link to it says where it is kept, instead of calling it damaged.
    const linked = await mount(host([['game', 'theirs']]));
    await waitUntil(() => text(root(linked).querySelector('.status')) !== '');
    expect(text(root(linked).querySelector('.status'))).to.equal(
      '“Their campaign” is a game of the Campaign tracker: open it there.',
    );
    // A game started here names this tracker, and is its last game from then on.
    list.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await waitUntil(() => root(el).querySelector('.bar') !== null, 'game did not open');
    const started = (await store.listGames('fixture')).find(
      (g) => !['theirs', 'legacy', 'ours'].includes(g.id),
    );
    expect(started?.tool).to.equal('combat');
    await waitUntil(
      async () => (await store.getPreference('active-game/fixture/combat')) === started?.id,
    );
  });

  it('says a setting of the link it does not know was ignored', async () => {
    const el = await open(new MemoryStore(), host([['zoom', '3']]));
    await waitUntil(() => text(root(el).querySelector('.status')).includes('ignored'));
  });

  it('prints the state without the controls', async () => {
    const el = await start();
    await emulateMedia({ media: 'print' });
    try {
      for (const sel of ['.bar-actions', '.row-actions', 'details.games'])
        expect(getComputedStyle(root(el).querySelector(sel)!).display, sel).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('.counter')!).display).to.equal('block');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});

describe('hs-tracker reading more entered data', () => {
  it('passes each kind of `alsoReads` to the context, in order, undefined where none is saved', async () => {
    const kind = (k: string) => ({
      gameSlug: 'fixture',
      kind: k,
      title: k,
      schema: v.object({ n: v.number() }),
      empty: () => ({ n: 0 }),
    });
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: 'fixture',
      kind: 'decks',
      updatedAt: new Date().toISOString(),
      data: { n: 7 },
    });
    const descriptor = trackerDescriptor({
      ...(FIXTURE as TrackerDescriptor<object, { readonly name: string }>),
      alsoReads: [kind('decks'), kind('absent')],
      context: (_scenario: string | null, _entered: unknown, also?: readonly unknown[]) => ({
        name: `Small battle ${JSON.stringify(also ?? null)}`,
      }),
    });
    const el = await start(store, host(), descriptor);
    await waitUntil(() => text(root(el).querySelector('h2.game-name')).includes('{"n":7}'));
    expect(text(root(el).querySelector('h2.game-name'))).to.contain('[{"n":7},null]');
  });

  it('keeps what is typed when another tab changes the game, marks it, and counts it as unsaved', async () => {
    const store = new MemoryStore();
    const el = await start(store);
    const input = root(el).querySelector<HTMLInputElement>('#form-h-by')!;
    input.value = '2';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(root(el).querySelector('.form-panel .moved')).to.equal(null);
    // Another tab saves the same game and says so.
    const [game] = await store.listGames('fixture');
    const saved = await store.saveGameState(game!.id, game!.state, game!.updatedAt);
    const channel = new BroadcastChannel(STORE_CHANNEL);
    channel.postMessage({ type: 'game-saved', id: saved.id, updatedAt: saved.updatedAt });
    channel.close();
    await waitUntil(() => text(root(el).querySelector('[role="status"]')).includes('another tab'));
    await el.updateComplete;
    expect(root(el).querySelector<HTMLInputElement>('#form-h-by')!.value).to.equal('2');
    expect(text(root(el).querySelector('.form-panel .moved'))).to.contain('changed in another tab');
    // The status line, read first and far from the form, names the form holding the text, and
    // each field of the form is described by the note beside it.
    expect(text(root(el).querySelector('p.status'))).to.contain(
      'What you typed in “Hit in secret” is kept: check it against the game as it is now.',
    );
    expect(
      root(el).querySelector('#form-h-by')!.getAttribute('aria-describedby')!.split(' '),
    ).to.include('form-h-moved');
    expect(unsavedWork().map((w) => w.what())).to.deep.equal(['what is typed in “Hit in secret”']);
    // Submitted, the mark goes with the typed values.
    root(el).querySelector<HTMLFormElement>('.form-panel form')!.requestSubmit();
    await el.saving;
    await el.updateComplete;
    expect(root(el).querySelector('.form-panel .moved')).to.equal(null);
    expect(unsavedWork()).to.deep.equal([]);
  });

  it('keeps what is typed across the app’s update and puts it back in the same game, marked', async () => {
    const store = new MemoryStore();
    const el = await start(store);
    const input = root(el).querySelector<HTMLInputElement>('#form-h-by')!;
    input.value = '2';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    // The app reloads into an update: what is typed is kept in this tab first.
    expect(keepDrafts()).to.equal(true);
    expect(sessionStorage.getItem(draftKey(location.pathname))).to.contain('"form:form-h"');
    el.remove();
    // The page after the reload opens the same game: the text is back, marked, once.
    const [game] = await store.listGames('fixture');
    const again = await open(store, host([['game', game!.id]]));
    await waitUntil(() => root(again).querySelector('.form-panel .kept-typed') !== null);
    expect(root(again).querySelector<HTMLInputElement>('#form-h-by')!.value).to.equal('2');
    expect(text(root(again).querySelector('.form-panel .kept-typed'))).to.contain(
      'Restored what you had typed before the update',
    );
    expect(text(root(again).querySelector('p.status'))).to.contain(
      'Restored what you had typed before the update in “Hit in secret”',
    );
    expect(
      root(again).querySelector('#form-h-by')!.getAttribute('aria-describedby')!.split(' '),
    ).to.include('form-h-restored');
    expect(sessionStorage.getItem(draftKey(location.pathname))).to.equal(null);
    // Submitted, the mark goes.
    root(again).querySelector<HTMLFormElement>('.form-panel form')!.requestSubmit();
    await again.saving;
    await again.updateComplete;
    expect(root(again).querySelector('.form-panel .kept-typed')).to.equal(null);
  });
});
