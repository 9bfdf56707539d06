import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-label-sheet.js';
import type { HsLabelSheet } from '../../../src/components/renderers/hs-label-sheet.js';
import { labelSheetTool } from '../../../src/core/games/altar-of-freedom/label-sheet-tool.js';
import {
  FIGURE_SCALES,
  LABEL_SIZES,
  SCENARIO_SLUGS,
  loadScenario,
  scenarioNames,
  sizedBaseLabels,
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

const root = (el: HsLabelSheet) => el.shadowRoot!;
const labelsOf = (el: HsLabelSheet) => every<HTMLElement>(root(el), '.label');
const PX_PER_MM = 96 / 25.4;

async function render(params: [string, string][] = [], host = link(params)) {
  const el = await fixture<HsLabelSheet>(
    html`<hs-label-sheet
      .descriptor=${labelSheetTool}
      game="altar-of-freedom"
      .host=${host}
    ></hs-label-sheet>`,
  );
  await el.updateComplete;
  return { el, host };
}

describe('Altar of Freedom base labels (<hs-label-sheet>)', () => {
  before(async () => {
    await setUpAppDocument();
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render([['scenario', 'champion-hill']]);
    await expect(el).to.be.accessible();
  });

  for (const slug of SCENARIO_SLUGS) {
    it(`${slug}: one label per base of the core, in about its order, every id resolved`, async () => {
      const s = load(slug);
      const names = scenarioNames(s);
      for (const optional of [false, true]) {
        const params: [string, string][] = [['scenario', slug]];
        if (optional) params.push(['optional', '1']);
        const { el } = await render(params);
        const expected = sizedBaseLabels(s, '6mm', optional);
        const shown = labelsOf(el);
        expect(shown.map((l) => l.dataset['id']).sort()).to.deep.equal(
          expected.map((l) => l.label.id).sort(),
        );
        expect(root(el).querySelectorAll('.unresolved')).to.have.length(0);
        const byId = new Map(expected.map((l, i) => [l.label.id, { want: l, at: i }]));
        shown.forEach((l, i) => {
          const { want, at } = byId.get(l.dataset['id'] ?? '')!;
          // Rows may pull a short label forward by a few places to fill a gap, no more.
          expect(Math.abs(at - i), want.label.id).to.be.at.most(4);
          const n = names.get(want.label.id);
          expect(n, want.label.id).to.not.equal(undefined);
          expect(text(l.querySelector('.name'))).to.equal(want.label.lines[0]);
          expect(text(l.querySelector('.badge'))).to.equal(want.label.sm ?? '');
          expect(text(l.querySelector('.tab'))).to.contain(n!.name);
        });
        expect(text(root(el).querySelector('.summary'))).to.contain(`${expected.length} labels`);
        el.remove();
      }
    });
  }

  it('prints each label at its base’s size in millimetres for 6, 10 and 15 mm figures', async () => {
    const s = load('shiloh');
    for (const scale of FIGURE_SCALES) {
      const { el } = await render([
        ['scenario', 'shiloh'],
        ['scale', scale.replace('mm', '')],
      ]);
      await emulateMedia({ media: 'print' });
      const expected = new Map(sizedBaseLabels(s, scale).map((l) => [l.label.id, l.size]));
      labelsOf(el).forEach((l) => {
        const want = expected.get(l.dataset['id'] ?? '')!;
        const box = l.getBoundingClientRect();
        expect(box.width / PX_PER_MM, `${scale} ${l.dataset['id']}`).to.be.closeTo(
          want.widthMm,
          0.05,
        );
        expect(box.height / PX_PER_MM).to.be.closeTo(want.heightMm, 0.05);
        const face = l.querySelector('.face')!.getBoundingClientRect();
        expect(face.height / PX_PER_MM).to.be.closeTo(want.halfMm, 0.05);
      });
      expect(LABEL_SIZES[scale].infantry.widthMm).to.be.above(0);
      await emulateMedia({ media: 'screen' });
      el.remove();
    }
  });

  it('fits every label’s text inside its label at every scale', async () => {
    for (const slug of SCENARIO_SLUGS)
      for (const scale of ['6', '10', '15']) {
        const { el } = await render([
          ['scenario', slug],
          ['scale', scale],
          ['optional', '1'],
        ]);
        await emulateMedia({ media: 'print' });
        for (const part of every<HTMLElement>(root(el), '.face, .tab')) {
          const id = part.closest<HTMLElement>('.label')?.dataset['id'];
          expect(part.scrollWidth, `${slug} ${scale} ${id} width`).to.be.at.most(part.clientWidth);
          expect(part.scrollHeight, `${slug} ${scale} ${id} height`).to.be.at.most(
            part.clientHeight,
          );
        }
        await emulateMedia({ media: 'screen' });
        el.remove();
      }
  });

  it('switches scale and paper, writing them to the link', async () => {
    const { el, host } = await render([['scenario', 'antietam']]);
    const first = () => labelsOf(el)[0]!;
    expect(first().classList.contains('size-6mm-general')).to.equal(true);
    root(el).querySelector<HTMLInputElement>('input[name="scale"][value="15"]')!.click();
    await el.updateComplete;
    expect(first().classList.contains('size-15mm-general')).to.equal(true);
    expect(host.params).to.deep.equal([
      ['scenario', 'antietam'],
      ['scale', '15'],
      ['paper', 'a4'],
    ]);
    root(el).querySelector<HTMLInputElement>('input[name="paper"][value="letter"]')!.click();
    await el.updateComplete;
    expect(host.params).to.deep.include(['paper', 'letter']);
    expect(pageRules()).to.match(/size: letter/i);
    expect(root(el).querySelector('.paper.letter')).to.not.equal(null);
    expect(text(root(el).querySelector('.summary'))).to.contain('US Letter');
  });

  it('offers the optional units only where a scenario has them, and links the choice', async () => {
    const { el: shiloh } = await render([['scenario', 'shiloh']]);
    expect(root(shiloh).querySelector('input[type="checkbox"]')).to.equal(null);
    shiloh.remove();
    const { el, host } = await render([['scenario', 'champion-hill']]);
    const before = labelsOf(el).length;
    const box = root(el).querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(text(box.closest('label'))).to.contain('Forney');
    box.click();
    await el.updateComplete;
    expect(labelsOf(el).length).to.equal(
      sizedBaseLabels(load('champion-hill'), '6mm', true).length,
    );
    expect(labelsOf(el).length).to.be.above(before);
    expect(host.params).to.deep.include(['optional', '1']);
  });

  it('falls back with a notice for bad link values', async () => {
    const { el } = await render([
      ['scenario', 'nowhere'],
      ['scale', '28'],
      ['paper', 'legal'],
      ['optional', 'maybe'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('“nowhere”');
    expect(notice).to.contain('“28”');
    expect(notice).to.contain('“legal”');
    expect(notice).to.contain('optional=maybe');
    expect(labelsOf(el).length).to.equal(sizedBaseLabels(load('shiloh'), '6mm').length);
    expect(pageRules()).to.match(/size: a4/i);
  });

  it('prints only the labels: no controls, notes or page captions, black on white', async () => {
    const { el } = await render([['scenario', 'cedar-creek']]);
    await emulateMedia({ media: 'print' });
    const r = root(el);
    for (const sel of ['.controls', '.about', '.page-no'])
      for (const e of every(r, sel)) expect(getComputedStyle(e).display, sel).to.equal('none');
    const paper = r.querySelector('.paper')!;
    expect(getComputedStyle(paper).boxShadow).to.equal('none');
    expect(getComputedStyle(paper).paddingLeft).to.equal('0px');
    const label = r.querySelector('.label')!;
    expect(getComputedStyle(label).color).to.equal('rgb(0, 0, 0)');
    expect(getComputedStyle(label).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(r.querySelector('.tab')!).backgroundColor).to.not.equal(
      'rgb(241, 241, 241)',
    );
    for (const row of every(r, '.row')) expect(getComputedStyle(row).breakInside).to.equal('avoid');
    expect(pageRules()).to.contain('Print at 100%');
  });
});
