import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/games/altar-of-freedom/hs-aof-movement.js';
import type { HsAofMovement } from '../../../src/games/altar-of-freedom/hs-aof-movement.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { recordingHost as host } from '../../helpers/tool-host.js';

const make = (params: [string, string][] = []) => {
  const h = host(params);
  return fixture<HsAofMovement>(html`<hs-aof-movement .host=${h}></hs-aof-movement>`).then(
    (el) => ({ el, h, r: el.shadowRoot! }),
  );
};

describe('<hs-aof-movement>', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
  });

  it('Movement Rates table as a real table, at 6 mm and at 15 mm (App. III ×1.5)', async () => {
    const { r } = await make();
    const table = r.querySelector('section[aria-labelledby="rates-h"] table')!;
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td.n')].map((td) => text(td)),
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
    const rough = r.querySelector('section[aria-labelledby="rough-h"] table')!;
    expect([...rough.querySelectorAll('td.n')].map((td) => text(td))).to.deep.equal([
      '−4″',
      '−6″',
      '−D6″',
      '−D6 × 1.5″',
    ]);
    const reserve = r.querySelector('section[aria-labelledby="reserve-h"] table')!;
    expect([...reserve.querySelectorAll('td.n')].map((td) => text(td))).to.deep.equal([
      '20″',
      '30″',
      '30″',
      '45″',
      'not allowed',
      'not allowed',
    ]);
    expect(text(r.querySelector('section[aria-labelledby="reserve-h"] ul'))).to.contain('10″');
  });

  it('concealed markers: each scenario’s count and the book’s example of 7 Confederate divisions (App. IV)', async () => {
    const { el, h, r } = await make();
    const table = r.querySelector('section[aria-labelledby="markers-h"] table')!;
    const shiloh = [...table.querySelectorAll('tbody tr')].find((tr) =>
      text(tr).includes('Shiloh'),
    )!;
    expect([...shiloh.querySelectorAll('td')].map((td) => text(td))).to.deep.equal([
      '7 (6 divisions + 1 dummy)',
      '8 (6 divisions + 2 dummies)',
    ]);
    expect(text(r.querySelector('output'))).to.equal('9 (7 divisions + 2 dummies) markers');
    const union = r.querySelector<HTMLInputElement>('input[name="side"][value="USA"]')!;
    union.click();
    await el.updateComplete;
    expect(text(r.querySelector('output'))).to.equal('8 (7 divisions + 1 dummy) markers');
    const input = r.querySelector<HTMLInputElement>('input[type="number"]')!;
    input.value = '12';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(r.querySelector('output'))).to.equal('15 (12 divisions + 3 dummies) markers');
    expect(h.params).to.deep.equal([
      ['side', 'USA'],
      ['div', '12'],
    ]);
    input.value = '2.5';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(r.querySelector('output'))).to.contain('whole number');
  });

  it('reads its link and says what it ignored', async () => {
    const { r } = await make([
      ['side', 'USA'],
      ['div', '4'],
      ['zzz', '1'],
    ]);
    expect(text(r.querySelector('output'))).to.equal('5 (4 divisions + 1 dummy) markers');
    expect(text(r.querySelector('[role="alert"]'))).to.contain('“zzz” is not a setting');
  });
});
