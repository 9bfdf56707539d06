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

  it('Charges and Melee: with several units a side’s tables use the quality most of them hold', () => {
    const several = run({ au: 3, aaverage: 2, aveteran: 1, aq: 'raw' });
    const single = run({ aq: 'average' });
    expect(several.breakdown.rows).to.deep.equal(single.breakdown.rows);
    expect(several.problems).to.deep.equal([]);
    const how = JSON.stringify(several.lines);
    expect(how).to.contain('Average, held by 2 of its 3 units (2 Average and 1 Veteran)');
  });

  it('ruling A10: a tie between two qualities on a side takes the higher', () => {
    const tie = run({ du: 2, dgreen: 1, dveteran: 1 });
    const veteran = run({ dq: 'veteran' });
    const green = run({ dq: 'green' });
    expect(tie.breakdown.rows).to.deep.equal(veteran.breakdown.rows);
    expect(tie.breakdown.rows).not.to.deep.equal(green.breakdown.rows);
    expect(JSON.stringify(tie.lines)).to.contain('Veteran and Green tie for the most');
  });

  it('asks for a side’s units by quality once it has several, and shows one tap for one unit', () => {
    const attacker = meleeCalculator.groups[0];
    const hints = (patch: Inputs) =>
      attacker?.hints?.(
        { ...calculatorDefaults(meleeCalculator), ...patch },
        { userData: undefined },
      );
    expect(hints({})).to.deep.equal([]);
    expect(JSON.stringify(hints({ au: 2, acrack: 2 }))).to.contain('Crack/Elite, held by 2');
    const uncounted = run({ au: 2 });
    expect(uncounted.problems[0]).to.contain('Count the attacker’s 2 units by quality');
  });
});
