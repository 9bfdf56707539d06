import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-calculator.js';
import type { HsCalculator } from '../../../src/components/renderers/hs-calculator.js';
import { readCalculatorLink } from '../../../src/core/shared/calculator-link.js';
import { marchCalculator } from '../../../src/core/games/price-of-freedom/march-calculator.js';
import { MODULE } from '../../../src/core/games/price-of-freedom/module.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';

type HsPofMarch = HsCalculator;
const root = (el: HsPofMarch) => el.shadowRoot!;

async function render(params: [string, string][] = []) {
  const h = host(params);
  const el = await fixture<HsPofMarch>(
    html`<hs-calculator
      .tool=${marchCalculator}
      .game=${'price-of-freedom'}
      .rulings=${MODULE.rulings}
      .host=${h}
      .store=${new MemoryStore()}
    ></hs-calculator>`,
  );
  await el.updateComplete;
  return { el, h };
}

/** Lee’s forced march of §16.3 as a link. */
const LEE: [string, string][] = [
  ['side', 'csa'],
  ['cmd', 'theater'],
  ['mam', '1'],
  ['fresh', '2'],
  ['spent', '1'],
  ['force', '1'],
  ['r', '0,1,0,0,,Gordonsville'],
  ['r', '0,0,0,0,,Shenandoah'],
  ['r', '0,0,0,0,,Harpers Ferry'],
  ['r', '0,0,0,0,,Baltimore'],
];

const rows = (el: HsPofMarch) => [...root(el).querySelectorAll('li.item')];
const left = (li: Element) => text(li.querySelector('dd.main')).split(' ')[0];

describe('march planner (calculator)', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('passes an accessibility audit with a plan open', async () => {
    const { el } = await render(LEE);
    await expect(el).to.be.accessible();
  });

  it('§16.3 example: Lee’s march from its link: allowance 5, then 4, 3, 1, 0; loss odds at Harpers Ferry 33.3%', async () => {
    const { el } = await render(LEE);
    expect(text(root(el).querySelector('.breakdown tfoot td'))).to.equal('5');
    const list = rows(el);
    expect(list).to.have.length(4);
    expect(list.map(left)).to.deep.equal(['4', '3', '1', '0']);
    expect(text(list[0])).to.contain('No roll.');
    expect(text(list[2])).to.contain('33.3% chance of losing 1 spent corps');
    expect(text(list[2])).to.contain('1 less: march attrition left the army spent');
    expect(text(list[3])).to.contain('77.8% chance');
    expect(text(list[3]!.querySelector('h3'))).to.equal('4th region entered: Baltimore');
    const add = [...root(el).querySelectorAll('button')].find((b) => text(b) === 'Add a region');
    expect(add?.disabled).to.equal(true);
  });

  it('§16.1 example: Sherman garrisons Chattanooga on the way to Atlanta: 2 OPs, nothing left', async () => {
    const { el } = await render([
      ['side', 'usa'],
      ['cmd', 'theater'],
      ['mam', '1'],
      ['fresh', '2'],
      ['spent', '1'],
      ['attack', '1'],
      ['r', '0,0,0,0,garrison,Chattanooga'],
      ['r', '0,0,0,0,,Atlanta'],
    ]);
    expect(rows(el).map(left)).to.deep.equal(['1', '0']);
    expect(text(root(el).querySelector('.result'))).to.contain('OPs: 2');
  });

  it('builds the plan into the link as it changes, so the plan can be shared', async () => {
    const { el, h } = await render();
    const add = () =>
      [...root(el).querySelectorAll('button')].find((b) => text(b) === 'Add a region')!;
    add().click();
    await el.updateComplete;
    const name = root(el).querySelector<HTMLInputElement>('#r0-name')!;
    name.value = 'Manassas';
    name.dispatchEvent(new Event('change'));
    const pick = root(el).querySelector<HTMLInputElement>('#r0-pickSpent')!;
    pick.value = '1';
    pick.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(h.params.filter(([k]) => k === 'r')).to.deep.equal([['r', '0,1,0,0,,Manassas']]);
    expect(
      readCalculatorLink(marchCalculator, h.params, { userData: undefined }).items['r']?.[0]?.[
        'pickSpent'
      ],
    ).to.equal(1);
    // A field commander with 1 corps who picks up 1 has 2: allowed (§16.2.4).
    expect(root(el).querySelector('li.item.problem')).to.equal(null);
    const more = root(el).querySelector<HTMLInputElement>('#r0-pickFresh')!;
    more.value = '1';
    more.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text(root(el).querySelector('li.item .warn-list'))).to.contain('§16.2.4');
  });

  it('reports what it cannot use from a link and keeps the rest, showing names as text only', async () => {
    const { el } = await render([
      ['mam', '7'],
      ['fresh', '0'],
      ['spent', '0'],
      ['r', 'x'],
      ['r', '0,0,0,0,,<b>Front Royal</b>'],
      ['zz', '1'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('“7” is not a valid MAM');
    expect(notice).to.contain('at least 1 corps');
    expect(notice).to.contain('Region 1 of the link could not be read');
    expect(notice).to.contain('“zz” is not a setting');
    expect(rows(el)).to.have.length(1);
    expect(root(el).querySelector('li.item b')).to.equal(null);
    expect(text(rows(el)[0]!.querySelector('h3'))).to.contain('<b>Front Royal</b>');
  });
});
