import { expect } from '@open-wc/testing';
import {
  calcInputShown,
  unitFor,
  type CalculatorTool,
} from '../../../src/core/shared/calculator.js';
import { calcCount } from '../../../src/core/shared/calc-builders.js';

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

describe('calcInputShown', () => {
  it('shows a control without a condition always, and one with a condition only while it holds', () => {
    const always = calcCount('guests', 'Guests', 'guests', 0, 9);
    const some = calcCount('chairs', 'Chairs', 'chairs', 0, 9, {
      showWhen: { input: 'guests', gte: 3 },
    });
    expect(calcInputShown(always, { guests: 0 })).to.equal(true);
    expect(calcInputShown(some, { guests: 2 })).to.equal(false);
    expect(calcInputShown(some, { guests: 3 })).to.equal(true);
  });
});
