import { expect } from '@open-wc/testing';
import { defendChargeCalculator } from '../../../../src/core/games/in-freedoms-cause/defend-charge-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}) =>
  defendChargeCalculator.compute(
    { ...calculatorDefaults(defendChargeCalculator), ...patch },
    { userData: undefined },
    {},
  );

describe('In Freedom’s Cause Defend-order charge calculator', () => {
  it('says No, with the reason, for one unit against one undisordered enemy', () => {
    const r = run();
    expect(r.headline?.text).to.equal('No');
    expect(r.warning?.text).to.contain('2 to 1').and.contain('may not charge');
    expect(r.breakdown.rows.map((row) => row.here)).to.deep.equal(['not met', 'not met']);
    expect(r.rulings).to.deep.equal(['A16']);
  });

  it('says Yes for a weaker disordered target, or 2 to 1 within 12″', () => {
    const weak = run({ target: 12, disordered: true });
    expect(weak.headline?.text).to.equal('Yes');
    expect(weak.warning).to.equal(undefined);
    expect(weak.breakdown.rows[0]?.here).to.equal('met');
    const many = run({ friends: 4, enemies: 2 });
    expect(many.headline?.text).to.equal('Yes');
    expect(many.breakdown.rows[1]?.label).to.equal('Outnumbering 2 to 1 within 12″');
  });
});
