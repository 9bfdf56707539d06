import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  ARTILLERY_SM,
  SM_MAX,
  SM_MIN,
  STRENGTH_MODIFIERS,
  STRENGTH_SCALE,
} from '../../../../src/core/games/altar-of-freedom/strength.js';
import { scenarioUnits } from '../../../../src/core/games/altar-of-freedom/oob.js';
import {
  SCENARIO_SLUGS,
  loadScenario,
} from '../../../../src/core/games/altar-of-freedom/scenarios.js';

describe('Altar of Freedom Strength Modifiers (Basic Principles › Strength Modifiers)', () => {
  it('has the seven values −3 to +3, bounded by SM_MIN and SM_MAX', () => {
    expect([...STRENGTH_MODIFIERS]).to.deep.equal([-3, -2, -1, 0, 1, 2, 3]);
    expect([SM_MIN, SM_MAX]).to.deep.equal([STRENGTH_MODIFIERS[0], STRENGTH_MODIFIERS[6]]);
  });

  it('gives every value exactly one meaning: above average, average (+0) and below', () => {
    for (const sm of STRENGTH_MODIFIERS) {
      const bands = STRENGTH_SCALE.filter((b) => sm >= b.min && sm <= b.max);
      expect(bands, `SM ${sm}`).to.have.length(1);
    }
    expect(STRENGTH_SCALE.find((b) => b.min === 0)?.max).to.equal(0);
  });

  it('every stand of every starter scenario is within the scale, and every battery is +0 (App. V)', () => {
    expect(ARTILLERY_SM).to.equal(0);
    let batteries = 0;
    for (const slug of SCENARIO_SLUGS) {
      const loaded = loadScenario(slug);
      if (!loaded.ok) throw new Error(slug);
      for (const { unit } of scenarioUnits(loaded.value)) {
        expect(unit.sm, `${slug} ${unit.id}`).to.be.within(SM_MIN, SM_MAX);
        if (unit.arm === 'artillery') {
          batteries += 1;
          expect(unit.sm, `${slug} ${unit.id}`).to.equal(ARTILLERY_SM);
        }
      }
    }
    expect(batteries).to.be.greaterThan(0);
  });
});
