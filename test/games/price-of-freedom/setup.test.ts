import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-setup-sheet.js';
import type { HsSetupSheet } from '../../../src/components/renderers/hs-setup-sheet.js';
import { setupSheetTool } from '../../../src/core/games/price-of-freedom/setup-sheet-tool.js';
import { loadGameData } from '../../../src/core/games/price-of-freedom/index.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { every, text } from '../../helpers/dom.js';

const root = (el: HsSetupSheet) => el.shadowRoot!;

async function render(params: [string, string][] = [], store = new MemoryStore()) {
  const h = host(params);
  const el = await fixture<HsSetupSheet>(
    html`<hs-setup-sheet
      .descriptor=${setupSheetTool}
      game="price-of-freedom"
      .host=${h}
      .store=${store}
    ></hs-setup-sheet>`,
  );
  await el.updateComplete;
  return { el, h };
}

const data = () => {
  const d = loadGameData();
  if (!d.ok) throw new Error('data');
  return d.value;
};

describe('Price of Freedom set-up sheet (<hs-setup-sheet>)', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render();
    await expect(el).to.be.accessible();
  });

  it('lists every starting army with its commander, region and fresh and spent corps (§8.4-8.5)', async () => {
    const { el } = await render();
    const d = data();
    const commanders = new Map(d.commanders.map((c) => [c.id, c.name ?? c.id]));
    const regions = new Map(d.setup.regions.map((r) => [r.id, r.name]));
    for (const side of ['csa', 'usa'] as const) {
      const rows = [...root(el).querySelectorAll(`#armies-${side} ~ table tbody tr`)].map((tr) =>
        [...tr.children].map((c) => text(c).replace(/\s*[★◆]\s*\((star|diamond)\)/g, '')),
      );
      const expected = d.setup.armies
        .filter((a) => a.side === side)
        .map((a) => [
          commanders.get(a.commander) ?? '',
          regions.get(a.region) ?? '',
          String(a.fresh),
          String(a.spent),
        ]);
      expect(rows).to.deep.equal(expected);
      expect(rows).to.have.length(4);
    }
    expect(text(root(el).querySelector('#armies-csa ~ table tfoot'))).to.contain('4 corps');
    expect(text(root(el).querySelector('#armies-usa ~ table tfoot'))).to.contain('6 corps');
  });

  it('shows every marker, the garrison, the blockade marker, the cards and the eight turns', async () => {
    const { el } = await render();
    const d = data();
    const markers = [...root(el).querySelectorAll('table.markers tbody tr')].map((tr) =>
      text(tr.querySelector('.space')),
    );
    expect(markers).to.deep.equal(d.setup.markers.map((m) => String(m.space)));
    const board = text(root(el).querySelector('table.facts'));
    expect(board).to.contain('Yorktown');
    expect(board).to.contain('1 Union marker in the Yorktown / Norfolk box');
    expect(board).to.contain('5 cards');
    expect(board).to.contain('ABRAHAM LINCOLN (CORE)');
    expect(board).to.contain('Neutral');
    const turns = root(el).querySelectorAll('table.turns tbody tr');
    expect(turns).to.have.length(8);
    expect(text(turns[0])).to.contain('Rounds 3–4');
    expect(text(turns[4]?.querySelector('.free'))).to.contain('(3 after DRAFT)');
    expect(text(root(el).querySelector('ul.inline'))).to.contain('Grant');
  });

  it('places the player’s entered entry turns on the track, marked as his', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: 'price-of-freedom',
      kind: 'commanders',
      updatedAt: new Date().toISOString(),
      data: { commanders: { grant: { entryTurn: 2 } } },
    });
    const { el } = await render([], store);
    await waitUntil(() => text(root(el).querySelector('table.turns')).includes('Grant'));
    const turn2 = root(el).querySelectorAll('table.turns tbody tr')[1];
    expect(text(turn2?.querySelector('.arriving'))).to.contain('Grant (your entry)');
    expect(text(root(el).querySelector('ul.inline'))).to.not.contain('Grant');
  });

  it('keeps the paper in the link and reports a bad one', async () => {
    const { el, h } = await render([['paper', 'letter']]);
    const radios = root(el).querySelectorAll<HTMLInputElement>('input[name="paper"]');
    expect(radios[1]?.checked).to.equal(true);
    radios[0]!.click();
    await el.updateComplete;
    expect(h.params).to.deep.equal([['paper', 'a4']]);
    const bad = await render([
      ['paper', 'a3'],
      ['x', '1'],
    ]);
    const notice = text(root(bad.el).querySelector('.notice'));
    expect(notice).to.contain('Paper “a3” is not offered');
    expect(notice).to.contain('“x” is not a setting');
  });

  it('prints as a game aid: no controls, 9 pt or larger, rows and headings kept whole', async () => {
    const { el } = await render();
    await emulateMedia({ media: 'print' });
    const r = root(el);
    expect(getComputedStyle(r.querySelector('.controls')!).display).to.equal('none');
    const pt = (e: Element) => (parseFloat(getComputedStyle(e).fontSize) * 72) / 96;
    for (const e of every(r, '.sheet *')) {
      if (!e.textContent.trim() || getComputedStyle(e).display === 'none') continue;
      if (e.closest('.visually-hidden')) continue;
      expect(pt(e), e.className || e.tagName).to.be.at.least(9 - 0.01);
    }
    for (const tr of every(r, '.sheet tr'))
      expect(getComputedStyle(tr).breakInside).to.equal('avoid');
    for (const h of every(r, '.sheet h3')) expect(getComputedStyle(h).breakAfter).to.equal('avoid');
    for (const thead of every(r, '.sheet thead'))
      expect(getComputedStyle(thead).display).to.equal('table-header-group');
    expect(getComputedStyle(r.querySelector('.tick')!).display).to.not.equal('none');
  });
});
