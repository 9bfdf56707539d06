import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../../src/components/renderers/hs-roster.js';
import { OOB_ROSTER } from '../../../src/core/games/altar-of-freedom/oob-roster.js';
import { ARM_ICONS } from '../../../src/games/altar-of-freedom/arm-icon.js';
import {
  GENERAL_RATINGS_KIND,
  SCENARIO_SLUGS,
  armyTotals,
  armyUnits,
  loadScenario,
  tallyUnits,
} from '../../../src/core/games/altar-of-freedom/index.js';
import type { Scenario } from '../../../src/core/games/altar-of-freedom/index.js';
import { exportUserData } from '../../../src/core/shared/user-data.js';
import { compressToParam } from '../../../src/platform/compress.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as link } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';

const root = (el: HsRoster) => el.shadowRoot!;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(slug);
  return r.value;
}

async function make(params: [string, string][] = [], store = new MemoryStore()) {
  const host = link(params);
  const el = await fixture<HsRoster>(
    html`<hs-roster
      .descriptor=${OOB_ROSTER}
      game="altar-of-freedom"
      .icons=${ARM_ICONS}
      .host=${host}
      .store=${store}
    ></hs-roster>`,
  );
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
  return { el, host, store };
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('orders of battle (<hs-roster> with OOB_ROSTER)', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
  });

  it('passes an accessibility audit with a general’s editor open and a search', async () => {
    const { el } = await make([['q', 'grant']]);
    root(el).querySelector<HTMLButtonElement>('#edit-grant')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  for (const slug of SCENARIO_SLUGS) {
    it(`${slug}: shows every unit, with division and army counts equal to the core’s`, async () => {
      const { el } = await make([['scenario', slug]]);
      const s = load(slug);
      const rows = root(el).querySelectorAll('tbody tr');
      expect(rows.length).to.equal(s.armies.flatMap(armyUnits).length);
      const names = [...rows].map((r) => text(r.querySelector('th')));
      for (const { unit } of s.armies.flatMap(armyUnits)) {
        expect(
          names.some((n) => n.startsWith(unit.name)),
          unit.name,
        ).to.equal(true);
      }
      const summaries = [...root(el).querySelectorAll('details.division summary')].map(text);
      for (const army of s.armies) {
        for (const d of [...army.divisions, ...army.commands.flatMap((c) => c.divisions)]) {
          const t = tallyUnits(d.brigades);
          const summary = summaries.find((x) => x.startsWith(d.name));
          expect(summary, d.name).to.contain(
            `${t.stands} stand${t.stands === 1 ? '' : 's'} · SM total ${signed(t.sm)}`,
          );
        }
        const section = root(el)
          .querySelector(`#army-${army.side.toLowerCase()}`)!
          .closest('section')!;
        const facts = text(section.querySelector('.facts'));
        const totals = armyTotals(army);
        expect(facts).to.contain(`Stands ${totals.inPlay.stands}`);
        expect(facts).to.contain(`SM total ${signed(totals.inPlay.sm)}`);
        expect(facts).to.contain(`Break point ${army.breakPoint} losses`);
        expect(facts).to.contain(`Mood ${army.mood}`);
      }
    });
  }

  it('marks optional units and keeps them out of the totals (Champion Hill)', async () => {
    const { el } = await make([
      ['scenario', 'champion-hill'],
      ['side', 'confederate'],
    ]);
    const forney = [...root(el).querySelectorAll('details.division')].find((d) =>
      text(d.querySelector('summary')).startsWith("Forney's Division"),
    );
    expect(text(forney?.querySelector('summary'))).to.contain('Optional');
    expect(text(forney)).to.contain('Not counted in the army’s totals');
    expect(text(root(el).querySelector('.facts'))).to.contain('Stands 13');
    expect(text(root(el).querySelector('.facts'))).to.contain('+ 3 stands optional');
  });

  it('shows the ruling note where the break point cites one (Shiloh: C1)', async () => {
    const { el } = await make([['side', 'confederate']]);
    expect(text(root(el).querySelector('.ruling'))).to.contain('Ruling C1');
    expect(root(el).querySelectorAll('section.army')).to.have.length(1);
  });

  it('falls back to defaults with a notice for a bad link', async () => {
    const { el } = await make([
      ['scenario', 'gettysburg'],
      ['side', 'martian'],
      ['zoom', '2'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('There is no scenario “gettysburg”');
    expect(notice).to.contain('“martian” is not an army');
    expect(notice).to.contain('“zoom” is not a setting');
    expect(root(el).querySelectorAll('section.army')).to.have.length(2);
    expect(text(root(el).querySelector('.roster-title'))).to.equal('The Battle of Shiloh');
  });

  it('search filters the tree, keeps ancestors, announces the count and writes the link', async () => {
    const { el, host } = await make();
    const input = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
    type(input, 'hare');
    await el.updateComplete;
    const rows = root(el).querySelectorAll('tbody tr');
    expect(rows).to.have.length(1);
    expect(text(rows[0])).to.contain('Hare');
    const div = rows[0]!.closest('details')!;
    expect(div.open).to.equal(true);
    expect(text(div.querySelector('summary'))).to.contain("McClernand's Division");
    expect(text(root(el).querySelector('[role="status"].match-status'))).to.equal(
      '1 match for “hare” in The Battle of Shiloh.',
    );
    expect(host.params).to.deep.equal([
      ['scenario', 'shiloh'],
      ['q', 'hare'],
    ]);
    type(input, 'nobody at all');
    await el.updateComplete;
    expect(root(el).querySelectorAll('tbody tr')).to.have.length(0);
    expect(text(root(el).querySelector('.match-status'))).to.contain(
      'No brigade, division or general',
    );
  });

  it('reads the search from the link and shows a whole division on a division match', async () => {
    const { el } = await make([['q', "sherman's"]]);
    expect(root(el).querySelectorAll('tbody tr')).to.have.length(5);
  });

  it('marks PP and traits as not printed, and saves what the player enters', async () => {
    const { el, store } = await make();
    const grant = root(el).querySelector('#edit-grant')!.closest('.card')!;
    expect(text(grant.querySelector('.values'))).to.contain('Priority Points Not printed');
    expect(text(grant.querySelector('.values'))).to.contain('Traits Not printed');
    root(el).querySelector<HTMLButtonElement>('#edit-grant')!.click();
    await el.updateComplete;
    const pp = root(el).querySelector<HTMLInputElement>('#pp-grant')!;
    type(pp, '7');
    const aggressive = [...root(el).querySelectorAll<HTMLLabelElement>('.choice-grid label')].find(
      (l) => text(l).startsWith('Aggressive'),
    )!;
    const box = aggressive.querySelector('input')!;
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    await el.updateComplete;
    root(el).querySelector<HTMLFormElement>('form.editor')!.requestSubmit();
    await waitUntil(
      async () => (await store.getUserData('altar-of-freedom', 'general-ratings')) !== undefined,
    );
    const saved = await store.getUserData('altar-of-freedom', 'general-ratings');
    expect(saved?.data).to.deep.equal({ shiloh: { grant: { pp: 7, traits: ['aggressive'] } } });
    await el.updateComplete;
    const card = root(el).querySelector('#edit-grant')!.closest('.card')!;
    expect(text(card.querySelector('.values'))).to.contain('Priority Points 7 entered by you');
    expect(text(card.querySelector('.values'))).to.contain('Traits Aggressive entered by you');
    expect(card.classList.contains('has-entered')).to.equal(true);
  });

  it('rejects an invalid PP with a message and saves nothing', async () => {
    const { el, store } = await make();
    root(el).querySelector<HTMLButtonElement>('#edit-grant')!.click();
    await el.updateComplete;
    type(root(el).querySelector<HTMLInputElement>('#pp-grant')!, '100');
    await el.updateComplete;
    root(el).querySelector<HTMLFormElement>('form.editor')!.requestSubmit();
    await el.updateComplete;
    const errors = root(el).querySelector('#errors-grant')!;
    expect(errors.getAttribute('role')).to.equal('alert');
    expect(text(errors)).to.equal('Grant: PP must be a whole number from 0 to 99 (ruling A52).');
    expect(root(el).querySelector('#pp-grant')!.getAttribute('aria-invalid')).to.equal('true');
    type(root(el).querySelector<HTMLInputElement>('#pp-grant')!, '4.5');
    root(el).querySelector<HTMLFormElement>('form.editor')!.requestSubmit();
    await el.updateComplete;
    expect(text(root(el).querySelector('#errors-grant'))).to.contain('whole number');
    expect(await store.getUserData('altar-of-freedom', 'general-ratings')).to.equal(undefined);
  });

  it('loads saved ratings and offers ratings carried by a link', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: 'altar-of-freedom',
      kind: 'general-ratings',
      updatedAt: '2026-11-20T10:00:00.000Z',
      data: { shiloh: { johnston: { pp: 9, traits: null } } },
    });
    const payload = await compressToParam(
      JSON.stringify(
        exportUserData(
          GENERAL_RATINGS_KIND,
          { shiloh: { grant: { pp: 5, traits: ['tardy'] } } },
          '2026-11-20T10:00:00.000Z',
        ),
      ),
    );
    const { el, host } = await make([['data', payload]], store);
    await waitUntil(() => root(el).querySelector('.notice') !== null);
    const johnston = root(el).querySelector('#edit-johnston')!.closest('.card')!;
    expect(text(johnston.querySelector('.values'))).to.contain('Priority Points 9 entered by you');
    expect(text(root(el).querySelector('.notice'))).to.contain('ratings for 1 general');
    const use = [...root(el).querySelectorAll<HTMLButtonElement>('.notice button')].find((b) =>
      text(b).startsWith('Use'),
    )!;
    use.click();
    await waitUntil(() => root(el).querySelector('.notice') === null);
    expect((await store.getUserData('altar-of-freedom', 'general-ratings'))?.data).to.deep.equal({
      shiloh: { grant: { pp: 5, traits: ['tardy'] } },
    });
    expect(host.params).to.deep.equal([['scenario', 'shiloh']]);
  });

  it('print hides the controls and shows every division expanded', async () => {
    const { el } = await make();
    root(el).querySelector<HTMLButtonElement>('.expand button:last-child')!.click();
    await el.updateComplete;
    const first = root(el).querySelector('details.division')!;
    expect((first as HTMLDetailsElement).open).to.equal(false);
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('.controls')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('.entered-data')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('#edit-grant')!).display).to.equal('none');
      const table = first.querySelector('table')!;
      expect(table.getBoundingClientRect().height).to.be.greaterThan(0);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
