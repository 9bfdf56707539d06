import { expect } from '@open-wc/testing';
import { fireCalculator } from '../../../../src/core/games/in-freedoms-cause/fire-calculator.js';
import { FIRE_FIGURES_MAX } from '../../../../src/core/games/in-freedoms-cause/fire-model.js';
import { calculatorDefaults, calculatorInputs } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}, userData?: unknown) =>
  fireCalculator.compute({ ...calculatorDefaults(fireCalculator), ...patch }, { userData }, {});

const flat = (t: readonly unknown[]) => JSON.stringify(t);

describe('In Freedom’s Cause fire calculator', () => {
  it('says on its result that the table is Haversack’s model', () => {
    const r = run();
    expect(fireCalculator.headline.label).to.equal('Our model');
    expect(flat(r.lines ?? [])).to.contain('not the publisher’s');
    expect(r.breakdown.rows).to.have.length(11);
    expect(r.rulings).to.include('G3');
  });

  it('caps the firing figures at the rulebook’s 24', () => {
    const figs = calculatorInputs(fireCalculator).find((i) => i.id === 'figs');
    expect(figs && 'max' in figs && figs.max).to.equal(FIRE_FIGURES_MAX);
    expect(flat(run().notes)).to.contain(`${String(FIRE_FIGURES_MAX)} figures`);
  });

  it('warns, with no table, when a small arm is out of range', () => {
    const r = run({ weapon: 'musket', range: 'r18' });
    expect(r.warning?.text).to.contain('not allowed').and.contain('12″');
    expect(r.breakdown.rows).to.have.length(0);
    expect(flat(r.lines ?? [])).to.contain('Haversack’s model');
  });

  it('uses the player’s parameters', () => {
    const mine = run({}, { values: { 'rate-minie-r6': 0 } });
    expect(mine.breakdown.rows.every((row) => row.here === '0')).to.equal(true);
    const theirs = run();
    expect(theirs.breakdown.rows.some((row) => row.here !== '0')).to.equal(true);
  });
});
