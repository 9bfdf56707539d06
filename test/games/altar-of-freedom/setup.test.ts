import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-setup-sheet.js';
import type { HsSetupSheet } from '../../../src/components/renderers/hs-setup-sheet.js';
import { setupSheetTool } from '../../../src/core/games/altar-of-freedom/setup-sheet-tool.js';
import {
  SCENARIO_SLUGS,
  loadScenario,
  scenarioNames,
  scenarioRulings,
  type Scenario,
} from '../../../src/core/games/altar-of-freedom/index.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as link } from '../../helpers/tool-host.js';
import { every, text, pageRules } from '../../helpers/dom.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const root = (el: HsSetupSheet) => el.shadowRoot!;

async function render(params: [string, string][] = [], host = link(params)) {
  const el = await fixture<HsSetupSheet>(
    html`<hs-setup-sheet
      .descriptor=${setupSheetTool}
      game="altar-of-freedom"
      .host=${host}
    ></hs-setup-sheet>`,
  );
  await el.updateComplete;
  return { el, host };
}

describe('Altar of Freedom setup sheet (<hs-setup-sheet>)', () => {
  before(async () => {
    await setUpAppDocument();
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render([['scenario', 'cedar-creek']]);
    await expect(el).to.be.accessible();
  });

  it('shows Shiloh on A4 by default, and the scenario and paper of the link', async () => {
    const { el } = await render();
    expect(text(root(el).querySelector('h2'))).to.equal('The Battle of Shiloh');
    expect(pageRules()).to.match(/size: a4/i);
    el.remove();
    const { el: other } = await render([
      ['scenario', 'antietam'],
      ['paper', 'letter'],
    ]);
    expect(text(root(other).querySelector('h2'))).to.equal('The Battle of Antietam Creek');
    expect(pageRules()).to.match(/size: letter/i);
    expect(root(other).querySelector('.notice')).to.equal(null);
  });

  it('falls back to the defaults with a short notice for bad link values', async () => {
    const { el } = await render([
      ['scenario', 'gettysburg'],
      ['paper', 'a3'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('no scenario “gettysburg”');
    expect(notice).to.contain('Paper “a3”');
    expect(text(root(el).querySelector('h2'))).to.equal('The Battle of Shiloh');
    expect(pageRules()).to.match(/size: a4/i);
  });

  for (const slug of SCENARIO_SLUGS) {
    it(`${slug}: every unit of the deployments and reinforcements is shown by its name`, async () => {
      const s = load(slug);
      const names = scenarioNames(s);
      const { el } = await render([['scenario', slug]]);
      const r = root(el);
      expect(r.querySelectorAll('.unresolved')).to.have.length(0);
      const ids = [
        ...s.armies.flatMap((a) => a.deployment.flatMap((d) => d.units)),
        ...s.reinforcements.flatMap((x) => x.units),
      ];
      expect(ids.length).to.be.above(0);
      for (const id of ids) {
        const name = names.get(id)?.name;
        expect(name, `${id} resolves in the core`).to.be.a('string');
        const shown = [...r.querySelectorAll(`.unit[data-id="${id}"]`)];
        expect(shown.length, `${id} shown`).to.be.above(0);
        for (const u of shown) expect(text(u)).to.contain(name);
      }
    });

    it(`${slug}: turns with their times, break points, special rules, terrain and rulings`, async () => {
      const s = load(slug);
      const { el } = await render([['scenario', slug]]);
      const r = root(el);
      const rows = [...r.querySelectorAll('table.turns tbody tr')];
      expect(rows).to.have.length(s.turns.length);
      s.turns.forEach((t, i) => {
        expect(text(rows[i]?.querySelector('th'))).to.equal(String(t.turn));
        expect(text(rows[i]?.querySelector('.time'))).to.equal(t.time);
      });
      expect(text(r.querySelector('table.facts'))).to.contain(`D${s.clockDie}`);
      const bp = text(r.querySelector('table.bp-table'));
      for (const a of s.armies) {
        expect(bp).to.contain(`${a.breakPoint} losses`);
        expect(bp).to.contain(a.mood);
      }
      expect(text(r.querySelector('.bp-table')?.closest('section'))).to.contain('Ruling C15');
      expect(r.querySelectorAll('table.rules')[0]?.querySelectorAll('tbody tr')).to.have.length(
        s.specialRules.length,
      );
      expect(r.querySelectorAll('table.rules')[1]?.querySelectorAll('tbody tr')).to.have.length(
        s.terrain.length,
      );
      expect(r.querySelectorAll('ul.rulings li')).to.have.length(scenarioRulings(s).length);
      const grid = r.querySelectorAll('table.grid tbody tr');
      expect(grid).to.have.length(s.table.grid.letters.length);
      expect(r.querySelectorAll('table.reinforcements tbody tr')).to.have.length(
        s.reinforcements.length,
      );
    });
  }

  it('shows the scenario’s own ruling beside a break point (Shiloh C1)', async () => {
    const { el } = await render([['scenario', 'shiloh']]);
    const notes = [...root(el).querySelectorAll('.ruling')].map(text);
    expect(notes.some((n) => n.startsWith('Ruling C1:'))).to.equal(true);
    expect(notes.some((n) => n.startsWith('Ruling A37:'))).to.equal(true);
  });

  it('lists each arrival roll on the turn track with what it needs, until it cannot fail', async () => {
    const { el } = await render([['scenario', 'champion-hill']]);
    const ends = [...root(el).querySelectorAll('table.turns tbody tr')].map((row) =>
      text(row.querySelectorAll('td')[2]),
    );
    expect(ends[0]).to.contain('Blair');
    expect(ends[1]).to.contain('McClernand: roll 6 on a D6');
    expect(ends[1]).to.contain('Optional: Forney');
    expect(ends[2]).to.contain('McClernand: roll 5+ on a D6');
    expect(ends[6]).to.contain('McClernand: arrive whatever is rolled');
    expect(ends[7]).to.not.contain('McClernand');
  });

  it('writes the scenario and the paper to the link and switches the page size', async () => {
    const { el, host } = await render();
    const select = root(el).querySelector('select')!;
    select.value = 'champion-hill';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(host.params).to.deep.equal([
      ['scenario', 'champion-hill'],
      ['paper', 'a4'],
    ]);
    expect(text(root(el).querySelector('h2'))).to.equal('The Battle of Champion Hill');
    expect(pageRules()).to.contain('The Battle of Champion Hill');
    const letter = root(el).querySelector<HTMLInputElement>('input[value="letter"]')!;
    letter.click();
    await el.updateComplete;
    expect(host.params).to.deep.equal([
      ['scenario', 'champion-hill'],
      ['paper', 'letter'],
    ]);
    expect(pageRules()).to.match(/size: letter/i);
    expect(text(root(el).querySelector('[aria-live]'))).to.contain('US Letter');
  });

  it('removes its page rule when it leaves the page', async () => {
    const { el } = await render();
    expect(pageRules()).to.contain('Haversack');
    el.remove();
    expect(pageRules()).to.equal('');
  });

  it('prints the sheet without its controls, with text of at least 9 pt', async () => {
    const { el } = await render([['scenario', 'antietam']]);
    await emulateMedia({ media: 'print' });
    const r = root(el);
    expect(getComputedStyle(r.querySelector('.controls')!).display).to.equal('none');
    expect(getComputedStyle(r.querySelector('.sheet')!).display).to.equal('block');
    const pt = (e: Element) => (parseFloat(getComputedStyle(e).fontSize) * 72) / 96;
    for (const e of every(r, '.sheet *')) {
      if (!e.textContent.trim() || getComputedStyle(e).display === 'none') continue;
      expect(pt(e), e.className || e.tagName).to.be.at.least(9 - 0.01);
    }
    for (const h of every(r, '.sheet h3, .sheet h4'))
      expect(getComputedStyle(h).breakAfter).to.equal('avoid');
    for (const row of every(r, '.sheet tr'))
      expect(getComputedStyle(row).breakInside).to.equal('avoid');
  });

  for (const slug of SCENARIO_SLUGS)
    it(`${slug}: on paper every grid marker fits inside its sector`, async () => {
      // The printable width of A4 inside the sheet's 10 mm side margins: 190 mm.
      await setViewport({ width: Math.floor((190 * 96) / 25.4), height: 1000 });
      const { el } = await render([['scenario', slug]]);
      await emulateMedia({ media: 'print' });
      for (const chip of every(root(el), 'table.grid .chip')) {
        const cell = chip.closest('td')!.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        expect(box.left, text(chip)).to.be.at.least(cell.left - 0.5);
        expect(box.right, text(chip)).to.be.at.most(cell.right + 0.5);
      }
      await setViewport({ width: 800, height: 600 });
    });
});
