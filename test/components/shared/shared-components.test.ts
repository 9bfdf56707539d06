import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import * as v from 'valibot';
import '../../../src/components/shared/hs-table-view.js';
import '../../../src/components/shared/hs-odds-view.js';
import '../../../src/components/shared/hs-modifier-list.js';
import '../../../src/components/shared/hs-dice-entry.js';
import '../../../src/components/shared/hs-roll-log.js';
import '../../../src/components/shared/hs-share-button.js';
import '../../../src/components/shared/hs-user-data-panel.js';
import '../../../src/components/shared/hs-saved-games.js';
import type { HsTableView } from '../../../src/components/shared/hs-table-view.js';
import type { HsOddsView } from '../../../src/components/shared/hs-odds-view.js';
import type { HsModifierList } from '../../../src/components/shared/hs-modifier-list.js';
import type { HsDiceEntry } from '../../../src/components/shared/hs-dice-entry.js';
import type { HsRollLog } from '../../../src/components/shared/hs-roll-log.js';
import type { HsShareButton } from '../../../src/components/shared/hs-share-button.js';
import type { HsUserDataPanel } from '../../../src/components/shared/hs-user-data-panel.js';
import type { HsSavedGames } from '../../../src/components/shared/hs-saved-games.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { exportUserData, type UserDataKind } from '../../../src/core/shared/user-data.js';
import { D6, diceDistribution, mapDistribution } from '../../../src/core/shared/index.js';
import { SHOT_TABLE, shotTool } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';

describe('shared components', () => {
  before(setUpAppDocument);

  describe('<hs-table-view>', () => {
    it('renders a real table with headers and highlights the result, accessibly', async () => {
      const el = await fixture<HsTableView>(
        html`<hs-table-view
          .table=${SHOT_TABLE}
          .highlight=${{ row: 2, column: 0 }}
        ></hs-table-view>`,
      );
      await expect(el).to.be.accessible();
      const root = el.shadowRoot!;
      expect(text(root.querySelector('caption'))).to.contain('Shot table');
      expect(root.querySelectorAll('tbody th[scope="row"]').length).to.equal(3);
      expect(text(root.querySelector('td.hit'))).to.contain('rout');
      expect(root.querySelector('td.hit')!.getAttribute('aria-current')).to.equal('true');
    });

    it('prints black on white without the highlight colour', async () => {
      const el = await fixture<HsTableView>(
        html`<hs-table-view
          .table=${SHOT_TABLE}
          .highlight=${{ row: 0, column: 0 }}
        ></hs-table-view>`,
      );
      await emulateMedia({ media: 'print' });
      try {
        expect(getComputedStyle(el.shadowRoot!.querySelector('table')!).backgroundColor).to.equal(
          'rgb(255, 255, 255)',
        );
      } finally {
        await emulateMedia({ media: 'screen' });
      }
    });
  });

  describe('<hs-odds-view>', () => {
    it('shows every outcome with exact fraction and percentage', async () => {
      const odds = mapDistribution(diceDistribution(D6), (f) => (f >= 5 ? 'hit' : 'miss'));
      const el = await fixture<HsOddsView>(
        html`<hs-odds-view
          .odds=${odds}
          .outcomes=${[
            { key: 'hit', label: 'Hit' },
            { key: 'miss', label: 'Miss' },
          ]}
        ></hs-odds-view>`,
      );
      await expect(el).to.be.accessible();
      const rows = [...el.shadowRoot!.querySelectorAll('tbody tr')].map(text);
      expect(rows[0]).to.contain('Hit').and.contain('2/6').and.contain('33.3%');
      expect(rows[1]).to.contain('Miss').and.contain('4/6').and.contain('66.7%');
    });
  });

  describe('<hs-modifier-list>', () => {
    it('lists every modifier with value and rule, marks those that apply, and totals them', async () => {
      const side = shotTool.sides[0]!;
      const el = await fixture<HsModifierList>(
        html`<hs-modifier-list
          .side=${side}
          .inputs=${{ sm: 2, cover: true, close: false, interrupt: false }}
        ></hs-modifier-list>`,
      );
      await expect(el).to.be.accessible();
      const rows = [...el.shadowRoot!.querySelectorAll('tbody tr')];
      expect(rows.length).to.equal(3);
      expect(rows.map((r) => r.className)).to.deep.equal(['on', 'on', 'off']);
      expect(text(rows[0])).to.contain('+2').and.contain('T1.1');
      expect(text(el.shadowRoot!.querySelector('tfoot td'))).to.equal('+1');
    });

    it('fires hs-inputs-change from the keyboard-usable stepper', async () => {
      const el = await fixture<HsModifierList>(
        html`<hs-modifier-list
          .side=${shotTool.sides[0]!}
          .inputs=${{ sm: 0 }}
        ></hs-modifier-list>`,
      );
      const plus = el.shadowRoot!.querySelector<HTMLButtonElement>(
        'button[aria-label="Increase Strength"]',
      )!;
      setTimeout(() => {
        plus.click();
      });
      const ev = await oneEvent<
        CustomEvent<{
          inputs: Record<string, unknown>;
        }>
      >(el, 'hs-inputs-change');
      expect(ev.detail.inputs['sm']).to.equal(1);
    });
  });

  describe('<hs-dice-entry>', () => {
    it('offers one large button per face and reports the pick', async () => {
      const el = await fixture<HsDiceEntry>(
        html`<hs-dice-entry .dice=${{ count: 2, sides: 6 }} label="Attacker"></hs-dice-entry>`,
      );
      await expect(el).to.be.accessible();
      const buttons = el.shadowRoot!.querySelectorAll('button');
      expect(buttons.length).to.equal(12);
      expect(buttons[0]!.getBoundingClientRect().height).to.be.at.least(44);
      setTimeout(() => {
        el.shadowRoot!.querySelector<HTMLButtonElement>(
          'button[aria-label="Attacker, die 2 (d6): 3"]',
        )!.click();
      });
      const ev = await oneEvent<
        CustomEvent<{
          faces: (number | null)[];
        }>
      >(el, 'hs-dice-change');
      expect(ev.detail.faces).to.deep.equal([null, 3]);
    });
  });

  describe('<hs-roll-log>', () => {
    it('exports and lists rolls newest first', async () => {
      const store = new MemoryStore();
      const base = {
        gameSlug: 'g',
        tool: 't',
        savedGameId: null,
        inputs: {},
        outcome: 'Hit',
        source: 'app' as const,
        result: {
          dice: { count: 1, sides: 6 },
          natural: [5],
          naturalTotal: 5,
          modifiers: [],
          total: 5,
          clamped: 5,
        },
      };
      await store.addRoll({ ...base, id: '1', at: '2026-11-20T10:00:00.000Z', outcome: 'First' });
      await store.addRoll({ ...base, id: '2', at: '2026-11-20T11:00:00.000Z', outcome: 'Second' });
      const el = await fixture<HsRollLog>(html`<hs-roll-log .store=${store}></hs-roll-log>`);
      await waitUntil(() => el.shadowRoot!.querySelectorAll('li').length === 2);
      await expect(el).to.be.accessible();
      expect([...el.shadowRoot!.querySelectorAll('.outcome')].map(text)).to.deep.equal([
        'Second',
        'First',
      ]);
    });
  });

  describe('<hs-share-button>', () => {
    it('copies the link or shows it to copy, and announces what happened', async () => {
      const el = await fixture<HsShareButton>(
        html`<hs-share-button url="http://127.0.0.1/x/?a=1"></hs-share-button>`,
      );
      await expect(el).to.be.accessible();
      el.shadowRoot!.querySelector('button')!.click();
      await waitUntil(() => text(el.shadowRoot!.querySelector('[role="status"]')) !== '');
      const status = text(el.shadowRoot!.querySelector('[role="status"]'));
      expect(['Link copied.', 'Copy the link below.']).to.include(status);
      if (status !== 'Link copied.')
        expect(el.shadowRoot!.querySelector<HTMLInputElement>('input')!.value).to.equal(
          'http://127.0.0.1/x/?a=1',
        );
    });
  });

  describe('<hs-user-data-panel>', () => {
    const kind: UserDataKind<{ pp: number }> = {
      gameSlug: 'g',
      kind: 'k',
      title: 'ratings',
      schema: v.object({ pp: v.pipe(v.number(), v.maxValue(10)) }),
      empty: () => ({ pp: 0 }),
    };

    it('rejects a bad import whole, naming the field, and saves nothing', async () => {
      const store = new MemoryStore();
      const el = await fixture<HsUserDataPanel>(
        html`<hs-user-data-panel
          .kind=${kind}
          .store=${store}
          .data=${{ pp: 1 }}
        ></hs-user-data-panel>`,
      );
      await expect(el).to.be.accessible();
      const ok = await el.importText(
        JSON.stringify(exportUserData(kind, { pp: 99 }, '2026-11-20T10:00:00.000Z')),
      );
      await el.updateComplete;
      expect(ok).to.equal(false);
      expect(text(el.shadowRoot!.querySelector('.issues'))).to.contain('data.pp');
      expect(await store.getUserData('g', 'k')).to.equal(undefined);
    });

    it('saves a good import and tells the page', async () => {
      const store = new MemoryStore();
      const el = await fixture<HsUserDataPanel>(
        html`<hs-user-data-panel
          .kind=${kind}
          .store=${store}
          .data=${{ pp: 1 }}
        ></hs-user-data-panel>`,
      );
      setTimeout(() => {
        void el.importText(
          JSON.stringify(exportUserData(kind, { pp: 7 }, '2026-11-20T10:00:00.000Z')),
        );
      });
      const ev = await oneEvent<CustomEvent<{ data: unknown }>>(el, 'hs-user-data-change');
      expect(ev.detail.data).to.deep.equal({ pp: 7 });
      expect((await store.getUserData('g', 'k'))?.data).to.deep.equal({ pp: 7 });
    });

    it('never renders markup from an imported file as HTML', async () => {
      const el = await fixture<HsUserDataPanel>(
        html`<hs-user-data-panel .kind=${kind} .store=${new MemoryStore()}></hs-user-data-panel>`,
      );
      await el.importText(
        JSON.stringify({
          format: 'haversack-user-data',
          version: 1,
          gameSlug: '<img src=x onerror=alert(1)>',
          kind: 'k',
          exportedAt: '2026-11-20T10:00:00.000Z',
          data: {},
        }),
      );
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(text(el.shadowRoot!.querySelector('[role="status"]'))).to.contain('<img');
    });
  });

  describe('<hs-saved-games>', () => {
    it('starts, lists, renames and deletes saved games', async () => {
      const store = new MemoryStore();
      const el = await fixture<HsSavedGames>(
        html`<hs-saved-games
          .store=${store}
          game="g"
          .scenarios=${[{ slug: 's1', title: 'Scenario one' }]}
          .initialState=${() => ({ state: { turn: 1 }, version: 1 })}
        ></hs-saved-games>`,
      );
      await expect(el).to.be.accessible();
      const form = el.shadowRoot!.querySelector<HTMLFormElement>('form')!;
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Tuesday club';
      setTimeout(() => {
        form.requestSubmit();
      });
      const ev = await oneEvent<
        CustomEvent<{
          game: { id: string; name: string };
        }>
      >(el, 'hs-game-open');
      expect(ev.detail.game.name).to.equal('Tuesday club');
      expect(await store.getPreference('active-game/g')).to.equal(ev.detail.game.id);
      await el.updateComplete;
      expect(text(el.shadowRoot!.querySelector('li .name'))).to.contain('Tuesday club');
      const del = [...el.shadowRoot!.querySelectorAll('li button')].find((b) =>
        b.textContent.includes('Delete'),
      ) as HTMLButtonElement;
      del.click();
      await el.updateComplete;
      (el.shadowRoot!.querySelector('li button:last-child') as HTMLButtonElement).click();
      await waitUntil(async () => (await store.listGames('g')).length === 0);
    });
  });
});
