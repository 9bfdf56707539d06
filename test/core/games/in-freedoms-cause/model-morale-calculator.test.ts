import { expect } from '@open-wc/testing';
import { unitMoraleCalculator } from '../../../../src/core/games/in-freedoms-cause/model-morale-calculator.js';
import { MORALE_CHECKS } from '../../../../src/core/games/in-freedoms-cause/model-checks.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}) =>
  unitMoraleCalculator.compute(
    { ...calculatorDefaults(unitMoraleCalculator), ...patch },
    { userData: undefined },
    {},
  );

describe('In Freedom’s Cause unit morale calculator', () => {
  it('gives every check’s table in its own outcomes, labelled as Haversack’s model', () => {
    for (const c of MORALE_CHECKS) {
      const r = run({ check: c.id });
      const words = c.outcomes.map((o) => o.label);
      expect(r.breakdown.rows.length).to.be.within(1, c.outcomes.length);
      for (const row of r.breakdown.rows) expect(words).to.include(row.label);
      expect(r.breakdown.rows[0]?.printed.startsWith('2')).to.equal(true);
      expect(r.breakdown.rows.at(-1)?.printed.endsWith('12')).to.equal(true);
      expect(JSON.stringify(r.lines)).to.contain('Haversack’s model');
      expect(r.headline?.unit).to.equal(c.outcomes[0].label);
    }
  });

  it('needs a higher roll after casualties and a lower one with a general', () => {
    const base = run().total;
    expect(run({ cas: '50' }).total).to.be.greaterThan(base);
    expect(run({ general: true }).total).to.be.lessThan(base);
  });
  it('says when each check is taken (Morale and Combat Results), and that only Reform from Disorder uses the action', () => {
    expect(MORALE_CHECKS.length).to.equal(8);
    const whens = new Set<string>();
    for (const c of MORALE_CHECKS) {
      const r = run({ check: c.id });
      expect(c.when.length).to.be.greaterThan(10);
      expect(JSON.stringify(r.lines?.[1]))
        .to.contain('Taken: ')
        .and.contain(JSON.stringify(c.when).slice(1, -1));
      expect(r.notes.at(-1)?.text).to.contain('except Reform from Disorder');
      whens.add(c.when);
    }
    expect(whens.size).to.equal(MORALE_CHECKS.length);
    expect(MORALE_CHECKS.find((c) => c.id === 'lost-melee')?.when).to.contain(
      'instead of Unit Taking Casualties',
    );
  });
});
