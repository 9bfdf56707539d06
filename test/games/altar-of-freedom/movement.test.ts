import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-reference.js';
import type { HsReference } from '../../../src/components/renderers/hs-reference.js';
import { movementReference } from '../../../src/core/games/altar-of-freedom/movement-reference.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { recordingHost as host } from '../../helpers/tool-host.js';

const DOC = movementReference();

const make = async (params: [string, string][] = []) => {
  const h = host(params);
  const el = await fixture<HsReference>(
    html`<hs-reference .doc=${DOC} game="altar-of-freedom" .host=${h}></hs-reference>`,
  );
  const calc = el.shadowRoot!.querySelector('hs-calculator')!;
  await calc.updateComplete;
  return { page: el, el: calc, h, r: el.shadowRoot!, c: calc.shadowRoot! };
};

/** The marker calculator's result line. */
const output = (c: ShadowRoot) => c.querySelector('.total');

describe('Altar of Freedom movement reference', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit', async () => {
    const { page } = await make();
    await expect(page).to.be.accessible();
  });

  it('Movement Rates table as a real table, at 6 mm and at 15 mm (App. III ×1.5)', async () => {
    const { r } = await make();
    const table = r.querySelector('section[aria-labelledby="p-rates"] table')!;
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => text(td)),
    );
    expect(cells).to.deep.equal([
      ['12″', '18″'],
      ['12″', '18″'],
      ['8″', '12″'],
      ['6″', '9″'],
      ['never', 'never'],
    ]);
    expect(text(table.querySelector('tbody th'))).to.contain('Movement Rates');
    expect(text(table)).to.not.match(/L\d{3}/);
  });

  it('rough ground (Terrain Penalties; App. IV, Dynamic Terrain) and road reserve (Reserve Movement)', async () => {
    const { r } = await make();
    const rough = r.querySelector('section[aria-labelledby="p-rough"] table')!;
    expect([...rough.querySelectorAll('td')].map((td) => text(td))).to.deep.equal([
      '−4″',
      '−6″',
      '−D6″',
      '−D6 × 1.5″',
    ]);
    const reserve = r.querySelector('section[aria-labelledby="p-reserve"] table')!;
    expect([...reserve.querySelectorAll('td')].map((td) => text(td))).to.deep.equal([
      '20″',
      '30″',
      '30″',
      '45″',
      'not allowed',
      'not allowed',
    ]);
    expect(text(r.querySelector('section[aria-labelledby="p-reserve"] ul'))).to.contain('10″');
  });

  it('concealed markers: each scenario’s count and the book’s example of 7 Confederate divisions (App. IV)', async () => {
    const { el, h, r, c } = await make();
    const table = r.querySelector('section[aria-labelledby="p-markers"] table')!;
    const shiloh = [...table.querySelectorAll('tbody tr')].find((tr) =>
      text(tr).includes('Shiloh'),
    )!;
    expect([...shiloh.querySelectorAll('td')].map((td) => text(td))).to.deep.equal([
      '7 (6 divisions + 1 dummy)',
      '8 (6 divisions + 2 dummies)',
    ]);
    expect(text(output(c))).to.equal('9 (7 divisions + 2 dummies) markers');
    const union = c.querySelector<HTMLInputElement>('input[name="side"][value="USA"]')!;
    union.click();
    await el.updateComplete;
    expect(text(output(c))).to.equal('8 (7 divisions + 1 dummy) markers');
    const input = c.querySelector<HTMLInputElement>('input[type="number"]')!;
    input.value = '12';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(output(c))).to.equal('15 (12 divisions + 3 dummies) markers');
    expect(h.params).to.deep.equal([
      ['side', 'USA'],
      ['div', '12'],
    ]);
    input.value = '2.5';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(c.querySelector('.field-message'))).to.contain('whole number');
  });

  it('reads its link and says what it ignored', async () => {
    const { c } = await make([
      ['side', 'USA'],
      ['div', '4'],
      ['zzz', '1'],
    ]);
    expect(text(output(c))).to.equal('5 (4 divisions + 1 dummy) markers');
    expect(text(c.querySelector('[role="alert"]'))).to.contain('“zzz” is not a setting');
  });
});
