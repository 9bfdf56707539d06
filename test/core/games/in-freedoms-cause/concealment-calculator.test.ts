import { expect } from '@open-wc/testing';
import { concealmentCalculator } from '../../../../src/core/games/in-freedoms-cause/concealment-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}) =>
  concealmentCalculator.compute(
    { ...calculatorDefaults(concealmentCalculator), ...patch },
    { userData: undefined },
    {},
  );

describe('In Freedom’s Cause concealed distances calculator', () => {
  it('starts at a main force’s 12″ and says how far the line still has to go', () => {
    const r = run({ open: 4, concealed: 2 });
    expect(r.total).to.equal(8);
    expect(JSON.stringify(r.lines)).to.contain('4″ short').and.contain('2″ through concealing');
    expect(r.breakdown.rows.map((row) => [row.printed, row.here])).to.deep.equal([
      ['×1', '4″'],
      ['×2', '4″'],
    ]);
  });

  it('says far enough once the line counts for the distance called for', () => {
    const r = run({ needed: 7, open: 3, concealed: 2 });
    expect(JSON.stringify(r.lines)).to.contain('Far enough');
    expect(r.breakdown.total.value).to.equal('7″');
  });
});
