import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-calculator.js';
import type { HsCalculator } from '../../../src/components/renderers/hs-calculator.js';
import type { CalculatorTool } from '../../../src/core/shared/calculator.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';

/** A toy calculator: loaves for a number of guests, a choice of appetite, and a flag. */
const TOY: CalculatorTool = {
  id: 'loaves',
  title: 'Loaves',
  headline: { label: 'Loaves to bake', unit: { one: 'loaf', other: 'loaves' } },
  groups: [
    {
      legend: 'Guests',
      inputs: [
        {
          kind: 'count',
          id: 'guests',
          label: 'Guests',
          noun: 'number of guests',
          min: 0,
          max: 9,
          default: 2,
        },
        {
          kind: 'choice',
          id: 'appetite',
          label: 'Appetite',
          default: 'fair',
          options: [
            { value: 'fair', label: 'Fair' },
            { value: 'big', label: 'Big' },
          ],
        },
        { kind: 'flag', id: 'spare', label: 'Bake a spare loaf' },
      ],
    },
  ],
  breakdown: { caption: 'How the loaves add up', columns: ['Item', 'Value', 'Here'] },
  notesTitle: 'Around the baking',
  compute(inputs) {
    const guests = inputs['guests'] as number;
    const big = inputs['appetite'] === 'big';
    const spare = inputs['spare'] === true;
    const total = guests * (big ? 2 : 1) + (spare ? 1 : 0);
    return {
      total,
      ...(total === 0 ? { warning: { text: 'Nothing to bake.', rule: 'Kitchen rule 1' } } : {}),
      problems: [],
      breakdown: {
        rows: [
          { label: 'Per guest', printed: big ? '2' : '1', here: String(guests * (big ? 2 : 1)) },
          { label: 'Spare loaf', printed: '+1', here: spare ? '+1' : null },
        ],
        total: { label: 'Loaves', value: String(total) },
      },
      notes: [{ text: 'Bake the day before.', rule: 'Kitchen rule 2' }],
      rulings: [],
    };
  },
};

/** The toy with a stepper shown only for three guests or more, the hint placed after it. */
const SHOWN: CalculatorTool = {
  ...TOY,
  groups: [
    {
      legend: 'Guests',
      inputs: [
        ...(TOY.groups[0]?.inputs.slice(0, 1) ?? []),
        {
          kind: 'count',
          id: 'chairs',
          label: 'Extra chairs',
          noun: 'number of extra chairs',
          min: 0,
          max: 9,
          default: 0,
          showWhen: { input: 'guests', gte: 3 },
        },
        ...(TOY.groups[0]?.inputs.slice(1) ?? []),
      ],
      hints: () => [['Seat them first.']],
      hintsAfter: { input: 'chairs' },
    },
  ],
};

const root = (el: HsCalculator) => el.shadowRoot!;
const total = (el: HsCalculator) => Number(text(root(el).querySelector('.total .number')));

async function render(params: [string, string][] = [], tool = TOY) {
  const h = host(params);
  const el = await fixture<HsCalculator>(
    html`<hs-calculator .tool=${tool} .host=${h} .store=${new MemoryStore()}></hs-calculator>`,
  );
  await el.updateComplete;
  return { el, h };
}

describe('<hs-calculator>', () => {
  before(async () => {
    await setUpAppDocument();
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render([['guests', '0']]);
    await expect(el).to.be.accessible();
  });

  it('reads its inputs from the link and announces the result with its unit', async () => {
    const { el } = await render([
      ['guests', '3'],
      ['appetite', 'big'],
      ['spare', '1'],
    ]);
    expect(total(el)).to.equal(7);
    const status = root(el).querySelector('[role="status"]');
    expect(text(status)).to.contain('loaves');
    const rows = [...root(el).querySelectorAll('table.breakdown tbody tr')];
    expect(rows).to.have.length(2);
    expect(text(root(el).querySelector('table.breakdown tfoot'))).to.contain('7');
    expect(text(root(el).querySelector('.notes'))).to.contain('Kitchen rule 2');
  });

  it('writes the inputs that differ from their defaults to the link as they change, with a label on every control', async () => {
    const { el, h } = await render();
    const controls = [...root(el).querySelectorAll('input, select')];
    expect(controls.length).to.be.greaterThan(0);
    for (const c of controls)
      expect(c.closest('label') ?? root(el).querySelector(`label[for="${c.id}"]`)).to.not.equal(
        null,
      );
    root(el).querySelector<HTMLButtonElement>('button[aria-label="More: Guests"]')!.click();
    await el.updateComplete;
    expect(h.params).to.deep.equal([['guests', '3']]);
    root(el).querySelector<HTMLInputElement>('label.flag input')!.click();
    await el.updateComplete;
    expect(h.params.find(([k]) => k === 'spare')?.[1]).to.equal('1');
    expect(total(el)).to.equal(4);
    expect(text(root(el).querySelector('.total'))).to.contain('loaves');
  });

  it('lets a count be cleared and retyped: the old number does not come back while typing', async () => {
    const { el, h } = await render([['guests', '7']]);
    const field = root(el).querySelector<HTMLInputElement>('input[type="number"]')!;
    field.value = '';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(field.value, 'the cleared field').to.equal('');
    expect(text(root(el).querySelector('.field-message'))).to.contain(
      'Number of guests: enter a whole number from',
    );
    field.value = '5';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(field.value).to.equal('5');
    expect(total(el)).to.equal(5);
    expect(h.params.find(([k]) => k === 'guests')?.[1]).to.equal('5');
    expect(text(root(el).querySelector('.field-message'))).to.equal('');
  });

  it('uses the singular unit for one, and shows the warning', async () => {
    const { el } = await render([['guests', '1']]);
    expect(text(root(el).querySelector('.unit'))).to.equal('loaf');
    const { el: none } = await render([['guests', '0']]);
    expect(text(root(none).querySelector('.cannot'))).to.contain('Nothing to bake');
  });

  it('reports a bad link value in words and falls back', async () => {
    const { el } = await render([
      ['guests', 'many'],
      ['appetite', 'huge'],
      ['spare', 'yes'],
      ['oven', 'hot'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('“many” is not a valid number of guests (0 to 9); 2 is used.');
    expect(notice).to.contain('“huge” is not a valid value for “appetite”');
    expect(notice).to.contain('off is used');
    expect(notice).to.contain('“oven” is not a setting');
    expect(total(el)).to.equal(2);
  });

  it('shows a control only while its condition holds, and puts the hints after the control named', async () => {
    const labels = (el: HsCalculator) =>
      [...root(el).querySelectorAll('fieldset.group > *')].map((n) => text(n));
    const few = (await render([['guests', '2']], SHOWN)).el;
    expect(labels(few).some((l) => l.includes('Extra chairs'))).to.equal(false);
    const hintAt = labels(few).findIndex((l) => l.includes('Seat them first.'));
    expect(
      labels(few)[hintAt - 1],
      'after the first control when the named one is hidden',
    ).to.contain('Guests');
    const many = (await render([['guests', '3']], SHOWN)).el;
    const shown = labels(many);
    const chairs = shown.findIndex((l) => l.includes('Extra chairs'));
    expect(chairs).to.be.greaterThan(0);
    expect(shown[chairs + 1]).to.contain('Seat them first.');
  });
});
