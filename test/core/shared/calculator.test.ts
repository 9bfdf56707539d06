import { expect } from '@open-wc/testing';
import { unitFor, type CalculatorTool } from '../../../src/core/shared/calculator.js';

/** A toy calculator: how many loaves to bake, with or without a unit for its headline. */
const BAKE: CalculatorTool = {
  id: 'bake',
  title: 'Bake',
  headline: { label: 'Loaves to bake', unit: { one: 'loaf', other: 'loaves' } },
  groups: [],
  breakdown: { caption: 'Loaves', columns: ['Item', 'Rule', 'Here'] },
  notesTitle: 'Notes',
  compute: () => ({
    total: 0,
    problems: [],
    breakdown: { rows: [], total: { label: 'Loaves', value: '0' } },
    notes: [],
    rulings: [],
  }),
};

describe('calculator', () => {
  it('names the headline’s unit for one and for any other count', () => {
    expect(unitFor(BAKE, 1)).to.equal('loaf');
    expect(unitFor(BAKE, 0)).to.equal('loaves');
    expect(unitFor(BAKE, 2)).to.equal('loaves');
  });

  it('gives no unit for a calculator whose results word their own headline', () => {
    const odds: CalculatorTool = { ...BAKE, headline: { label: 'The chance' } };
    expect(unitFor(odds, 1)).to.equal('');
    expect(unitFor(odds, 3)).to.equal('');
  });
});
