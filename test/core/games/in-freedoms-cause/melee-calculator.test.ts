import { expect } from '@open-wc/testing';
import {
  meleeCalculator,
  winOdds,
} from '../../../../src/core/games/in-freedoms-cause/melee-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}) =>
  meleeCalculator.compute(
    { ...calculatorDefaults(meleeCalculator), ...patch },
    { userData: undefined },
    {},
  );

describe('In Freedom’s Cause melee calculator', () => {
  it('shows both tables as Haversack’s model, with the chance of each side winning', () => {
    const r = run({ charging: true });
    expect(meleeCalculator.breakdown.columns[1]).to.contain('ATTACKER');
    expect(meleeCalculator.breakdown.columns[2]).to.contain('DEFENDER');
    expect(r.breakdown.rows).to.have.length(11);
    const lines = JSON.stringify(r.lines);
    expect(lines).to.contain('Haversack’s model').and.contain('Attacker wins');
  });

  it('splits the 1296 pairs of rolls into wins and ties', () => {
    const t = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => ({ roll, casualties: 1 }));
    const o = winOdds(t, t);
    expect(o.total).to.equal(1296);
    expect(o.tie).to.equal(1296);
  });

  it('says when mounted cavalry lose the charging benefit against a square', () => {
    expect(run({ charging: true, mounted: true, square: true }).problems[0]).to.contain('square');
    expect(run({ charging: true }).problems).to.deep.equal([]);
  });

  it('shares each side’s losses among its units, majority quality and all figures counted (A10, A33)', () => {
    const one = meleeCalculator.compute(
      { ...calculatorDefaults(meleeCalculator) },
      { userData: undefined },
      {},
    );
    expect(JSON.stringify(one.lines)).not.to.contain('share their losses');
    const r = meleeCalculator.compute(
      { ...calculatorDefaults(meleeCalculator), du: 2, df: 30 },
      { userData: undefined },
      {},
    );
    const text = JSON.stringify(r.lines);
    expect(text).to.contain('The defender’s 2 units share their losses evenly');
    expect(text).to.contain('1 → 1 and 0').and.contain('2 → 1 each');
    expect(r.rulings).to.include('A33').and.include('A10');
    const several = r.notes.find((n) => n.text.includes('any one of the side’s units'));
    expect(several?.rule).to.equal('Charges and Melee');
  });
});
