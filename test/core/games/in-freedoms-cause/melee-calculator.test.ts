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
});
