import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import type { HsAofArmyBuilder } from '../../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import { armySelection, priceArmy } from '../../../src/core/games/altar-of-freedom/index.js';
import type { SavedArmy } from '../../../src/core/games/altar-of-freedom/index.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as link } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';

const root = (el: HsAofArmyBuilder) => el.shadowRoot!;

function button(
  el: HsAofArmyBuilder,
  label: string,
  scope: ParentNode = root(el),
): HTMLButtonElement {
  const b = [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
    (x) => text(x) === label || x.getAttribute('aria-label') === label,
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

const SAVED: SavedArmy = {
  id: 'army-1',
  name: 'Army of the Cumberland',
  size: 'small',
  updatedAt: '2026-11-20T10:00:00.000Z',
  divisions: Array.from({ length: 4 }, (_, i) => ({
    name: `Division ${i + 1}`,
    brigades: [
      { name: 'Wilder', arm: 'infantry' as const, sm: 1 },
      { name: 'Turchin', arm: 'infantry' as const, sm: 0 },
      { name: 'Hazen', arm: 'infantry' as const, sm: 0 },
      { name: 'Guns', arm: 'artillery' as const, sm: 0 },
    ],
  })),
  generals: [
    { name: 'Rosecrans', pp: 8, traits: ['cautious'] },
    { name: 'Thomas', pp: 9, traits: ['stalwart'] },
  ],
};

async function make(params: [string, string][] = [], store = new MemoryStore()) {
  const host = link(params);
  let n = 0;
  const el = await fixture<HsAofArmyBuilder>(
    html`<hs-aof-army-builder
      .host=${host}
      .store=${store}
      .newId=${() => `new-${++n}`}
    ></hs-aof-army-builder>`,
  );
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
  return { el, host, store };
}

async function withSaved(params: [string, string][] = []) {
  const store = new MemoryStore();
  await store.putUserData({
    gameSlug: 'altar-of-freedom',
    kind: 'armies',
    updatedAt: '2026-11-20T10:00:00.000Z',
    data: { armies: [SAVED] },
  });
  return make(params, store);
}

function shownMessages(el: HsAofArmyBuilder): string[] {
  return [...root(el).querySelectorAll('.messages li')].map((li) => text(li));
}

describe('<hs-aof-army-builder>', () => {
  before(async () => {
    await setUpAppDocument();
  });

  it('passes an accessibility audit, empty and with an army open', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
    const saved = await withSaved([['army', 'army-1']]);
    await waitUntil(
      () => text(root(saved.el).querySelector('input[placeholder]')?.parentElement) !== '',
    );
    await expect(saved.el).to.be.accessible();
  });

  it('shows every priceArmy message for an invalid army', async () => {
    const { el } = await make();
    const expected = priceArmy({
      size: 'small',
      corpsGenerals: 0,
      divisions: [],
      generals: [{ pp: null, traits: 0 }],
    });
    expect(expected.valid).to.equal(false);
    const shown = shownMessages(el);
    expect(shown).to.have.length(expected.messages.length);
    for (const m of expected.messages) {
      expect(
        shown.some((s) => s.includes(m.text) && s.includes(m.rule)),
        m.text,
      ).to.equal(true);
    }
    expect(text(root(el).querySelector('.verdict'))).to.match(/^\d+ problems? to fix:$/);
  });

  it('builds an army: totals and messages follow priceArmy live', async () => {
    const { el } = await make();
    for (let d = 0; d < 3; d += 1) {
      button(el, 'Add a division').click();
      await el.updateComplete;
      const division = root(el).querySelectorAll('fieldset.division')[d]!;
      for (const arm of ['Infantry', 'Infantry', 'Infantry', 'Artillery', 'Cavalry']) {
        button(el, `+ ${arm}`, division).click();
        await el.updateComplete;
      }
    }
    // Make the first brigade +2.
    const sm = root(el).querySelector<HTMLSelectElement>('select[aria-label^="SM of"]')!;
    sm.value = '2';
    sm.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const brigades = [
      { arm: 'infantry' as const, sm: 0 },
      { arm: 'infantry' as const, sm: 0 },
      { arm: 'infantry' as const, sm: 0 },
      { arm: 'artillery' as const, sm: 0 },
      { arm: 'cavalry' as const, sm: 0 },
    ];
    const price = priceArmy({
      size: 'small',
      corpsGenerals: 0,
      divisions: [
        { brigades: [{ arm: 'infantry', sm: 2 }, ...brigades.slice(1)] },
        { brigades },
        { brigades },
      ],
      generals: [{ pp: null, traits: 0 }],
    });
    expect(text(root(el).querySelector('output.spent'))).to.equal(String(price.cost));
    expect(price.cost).to.equal(21);
    expect(text(root(el).querySelector('output.left'))).to.equal(String(price.unspent));
    expect(text(root(el).querySelector('.totals'))).to.contain(`SM total +2`);
    const shown = shownMessages(el);
    expect(shown).to.have.length(price.messages.length);
    for (const m of price.messages) expect(shown.some((s) => s.includes(m.text))).to.equal(true);
    const subtotal = text(root(el).querySelector('fieldset.division .subtotal'));
    expect(subtotal).to.equal('5 brigades · 7 points · SM +2');
  });

  it('opens a saved army from the link, with totals equal to priceArmy', async () => {
    const { el } = await withSaved([['army', 'army-1']]);
    await waitUntil(() => root(el).querySelector('input[placeholder]') !== null);
    await el.updateComplete;
    const price = priceArmy(armySelection(SAVED));
    expect(price.valid).to.equal(true);
    expect(text(root(el).querySelector('output.spent'))).to.equal(String(price.cost));
    expect(text(root(el).querySelector('.verdict'))).to.equal(
      'This army keeps to the Appendix V rules.',
    );
    expect(root(el).querySelector<HTMLInputElement>('input[placeholder]')!.value).to.equal(
      'Army of the Cumberland',
    );
  });

  it('names, saves, reopens and deletes armies', async () => {
    const { el, host, store } = await make();
    const name = root(el).querySelector<HTMLInputElement>('input[placeholder]')!;
    name.value = 'Army of the Tennessee';
    name.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(root(el).querySelector('#army-h'))).to.contain('not saved');
    button(el, 'Save army').click();
    await waitUntil(
      async () => (await store.getUserData('altar-of-freedom', 'armies')) !== undefined,
    );
    await el.updateComplete;
    const record = await store.getUserData('altar-of-freedom', 'armies');
    expect((record?.data as { armies: SavedArmy[] }).armies.map((a) => a.name)).to.deep.equal([
      'Army of the Tennessee',
    ]);
    expect(host.params).to.deep.equal([['army', 'new-1']]);
    expect(text(root(el).querySelector('.saved-list'))).to.contain('Army of the Tennessee');
    expect(text(root(el).querySelector('#army-h'))).to.not.contain('not saved');

    button(el, 'New army').click();
    await el.updateComplete;
    expect(host.params).to.deep.equal([]);
    expect(root(el).querySelector<HTMLInputElement>('input[placeholder]')!.value).to.equal('');

    button(el, 'Open Army of the Tennessee').click();
    await el.updateComplete;
    expect(root(el).querySelector<HTMLInputElement>('input[placeholder]')!.value).to.equal(
      'Army of the Tennessee',
    );
    expect(host.params).to.deep.equal([['army', 'new-1']]);

    button(el, 'Delete Army of the Tennessee').click();
    await el.updateComplete;
    button(el, 'Delete', root(el).querySelector('.confirm')!).click();
    await waitUntil(() => root(el).querySelector('.saved-list') === null);
    expect(
      ((await store.getUserData('altar-of-freedom', 'armies'))?.data as { armies: unknown[] })
        .armies,
    ).to.deep.equal([]);
    expect(host.params).to.deep.equal([]);
  });

  it('asks before dropping unsaved changes', async () => {
    const { el } = await withSaved();
    await waitUntil(() => root(el).querySelector('.saved-list') !== null);
    button(el, 'Add a division').click();
    await el.updateComplete;
    button(el, 'Open Army of the Cumberland').click();
    await el.updateComplete;
    expect(text(root(el).querySelector('.saved .notice'))).to.contain('changes that are not saved');
    button(el, 'Discard changes').click();
    await el.updateComplete;
    expect(root(el).querySelector<HTMLInputElement>('input[placeholder]')!.value).to.equal(
      'Army of the Cumberland',
    );
  });

  it('refuses a PP that is not a whole number, and checks PP against App. V', async () => {
    const { el } = await make();
    const pp = root(el).querySelector<HTMLInputElement>('.general input[type="number"]')!;
    pp.value = '2.5';
    pp.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(pp.getAttribute('aria-invalid')).to.equal('true');
    expect(text(root(el).querySelector('#pp-err-0'))).to.equal(
      'PP must be a whole number from 0 to 999.',
    );
    expect(pp.value).to.equal('2.5');
    pp.value = '1';
    pp.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(pp.getAttribute('aria-invalid')).to.equal('false');
    expect(shownMessages(el).some((m) => m.includes('General 1 has 1 PP; minimum 2.'))).to.equal(
      true,
    );
  });

  it('reports an unknown army in the link and shows a new army', async () => {
    const { el } = await make([['army', 'missing']]);
    await waitUntil(() => root(el).querySelector('[role="alert"]') !== null);
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('no saved army “missing”');
    expect(root(el).querySelectorAll('fieldset.division')).to.have.length(0);
  });

  it('prints the roster only', async () => {
    const { el } = await withSaved([['army', 'army-1']]);
    await waitUntil(() => root(el).querySelector('.saved-list') !== null);
    await el.updateComplete;
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('.layout')!).display).to.equal('none');
      const roster = root(el).querySelector('.roster')!;
      expect(getComputedStyle(roster).display).to.equal('block');
      expect(text(roster.querySelector('h2'))).to.equal('Army of the Cumberland');
      expect(roster.querySelectorAll('.roster-division tbody tr')).to.have.length(16);
      expect(text(roster)).to.contain('Rosecrans');
      expect(text(roster)).to.contain('within the limits');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('nominates exceptional divisions, checks the size’s limit and shows them on the roster (App. IV, Exceptional Divisions)', async () => {
    const { el } = await withSaved([['army', 'army-1']]);
    await waitUntil(() => root(el).querySelector('fieldset.division') !== null);
    await el.updateComplete;
    const boxes = () => [
      ...root(el).querySelectorAll<HTMLInputElement>('fieldset.division label.exceptional input'),
    ];
    expect(boxes()).to.have.length(4);
    expect(text(root(el).querySelector('#div-h')!.parentElement)).to.contain(
      'a small army may nominate up to 1',
    );
    boxes()[0]!.click();
    await el.updateComplete;
    expect(text(root(el).querySelector('.verdict'))).to.equal(
      'This army keeps to the Appendix V rules.',
    );
    expect(text(root(el).querySelector('.roster-division caption'))).to.contain(
      'exceptional, 1 permanent PP',
    );
    boxes()[1]!.click();
    await el.updateComplete;
    expect(text(root(el).querySelector('.messages'))).to.contain(
      '2 exceptional divisions; a small army may nominate at most 1.',
    );
  });
});
