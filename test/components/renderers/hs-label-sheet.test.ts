import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-label-sheet.js';
import type { HsLabelSheet } from '../../../src/components/renderers/hs-label-sheet.js';
import { layOutLabels } from '../../../src/core/shared/label-sheet.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, pageRules, text } from '../../helpers/dom.js';
import { TEST_LABELS } from '../../helpers/fixture-sheets.js';
import { recordingHost } from '../../helpers/tool-host.js';

const PX_PER_MM = 96 / 25.4;

async function render(params: [string, string][] = []) {
  const host = recordingHost(params);
  const el = await fixture<HsLabelSheet>(
    html`<hs-label-sheet
      .descriptor=${TEST_LABELS}
      game="test-game"
      .host=${host}
    ></hs-label-sheet>`,
  );
  await el.updateComplete;
  return { el, host, r: el.shadowRoot! };
}

describe('<hs-label-sheet>', () => {
  before(async () => {
    await setUpAppDocument();
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render();
    await expect(el).to.be.accessible();
  });

  it('draws every label with its face and tab, in pages as the core lays them out', async () => {
    const { r } = await render([['count', '30']]);
    const labels = every<HTMLElement>(r, '.label');
    expect(labels).to.have.length(30);
    const set = TEST_LABELS.labels({ count: '30', paper: 'a4', many: false })!;
    const pages = layOutLabels(set.labels, 'a4');
    expect(r.querySelector('.sheets')?.getAttribute('data-pages')).to.equal(String(pages.length));
    expect(every(r, '.paper.a4')).to.have.length(pages.length);
    expect(every(r, '.row')).to.have.length(pages.flat().length);
    const first = labels[0]!;
    expect(first.dataset['id']).to.equal('u0');
    expect(first.classList.contains('size-wide')).to.equal(true);
    expect(first.classList.contains('command')).to.equal(true);
    expect(text(first.querySelector('.name'))).to.equal('UNIT 0');
    expect(text(first.querySelector('.badge'))).to.equal('[+1]');
    expect(text(first.querySelector('.tab'))).to.equal('Side · Unit 0');
    const square = r.querySelector('.label[data-id="u2"]')!;
    expect(square.classList.contains('narrow')).to.equal(true);
    expect(square.querySelector('.badge')).to.equal(null);
    expect(text(r.querySelector('.summary'))).to.equal(`30 labels on ${pages.length} pages of A4.`);
    expect(text(r.querySelector('.about'))).to.contain('Cut and fold §3.');
  });

  it('prints each label at its size in millimetres, and only the labels', async () => {
    const { r } = await render();
    await emulateMedia({ media: 'print' });
    for (const l of every<HTMLElement>(r, '.label')) {
      const box = l.getBoundingClientRect();
      const wide = l.classList.contains('size-wide');
      expect(box.width / PX_PER_MM).to.be.closeTo(wide ? 100 : 40, 0.05);
      expect(box.height / PX_PER_MM).to.be.closeTo(40, 0.05);
      expect(l.querySelector('.face')!.getBoundingClientRect().height / PX_PER_MM).to.be.closeTo(
        20,
        0.05,
      );
    }
    for (const sel of ['.controls', '.about', '.page-no'])
      for (const e of every(r, sel)) expect(getComputedStyle(e).display, sel).to.equal('none');
    expect(pageRules()).to.contain('Print at 100%');
  });

  it('offers a flag only when the data says so, and writes every choice to the link', async () => {
    const { el, r, host } = await render();
    expect(r.querySelector('input[type="checkbox"]')).to.equal(null);
    r.querySelector<HTMLInputElement>('input[name="count"][value="30"]')!.click();
    await el.updateComplete;
    expect(host.params).to.deep.equal([
      ['count', '30'],
      ['paper', 'a4'],
    ]);
    const box = r.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(text(box.closest('label'))).to.equal('Double them');
    box.click();
    await el.updateComplete;
    expect(host.params).to.deep.include(['many', '1']);
    expect(every(r, '.label')).to.have.length(60);
    r.querySelector<HTMLInputElement>('input[name="paper"][value="letter"]')!.click();
    await el.updateComplete;
    expect(pageRules()).to.match(/size: letter/i);
    expect(r.querySelector('.paper.letter')).to.not.equal(null);
    await el.updateComplete;
    expect(text(r.querySelector('.about [aria-live]:not(.summary)'))).to.contain('US Letter');
  });

  it('falls back with a notice for each value it does not know', async () => {
    const { r } = await render([
      ['count', '7'],
      ['paper', 'legal'],
      ['many', 'maybe'],
    ]);
    const notice = text(r.querySelector('.notice'));
    expect(notice).to.contain('Count “7”');
    expect(notice).to.contain('Paper “legal”');
    expect(notice).to.contain('many=maybe');
    expect(every(r, '.label')).to.have.length(6);
  });
});
