import { expect } from '@open-wc/testing';
import { THREE_D6, TWO_D6 } from '../../../src/core/shared/dice.js';
import { clampValue, resultFromNatural, rollModified } from '../../../src/core/shared/roll.js';
import { scriptedRoller, seededRoller } from '../../../src/core/shared/roller.js';
import type { AppliedModifier } from '../../../src/core/shared/types.js';

const applied: AppliedModifier[] = [
  { id: 'a', label: 'Cover', rule: '7.1', value: -2 },
  { id: 'b', label: 'Veteran', rule: '7.2', value: 1 },
];

describe('roll', () => {
  it('clampValue limits to the inclusive bounds given', () => {
    expect(clampValue(14, { min: 2, max: 12 })).to.equal(12);
    expect(clampValue(-3, { min: 0 })).to.equal(0);
    expect(clampValue(7, { max: 12 })).to.equal(7);
    expect(clampValue(7)).to.equal(7);
    expect(clampValue(7, {})).to.equal(7);
    expect(() => clampValue(7, { min: 5, max: 4 })).to.throw(RangeError);
  });

  it('rollModified totals the natural dice and the modifiers, then clamps', () => {
    const result = rollModified(TWO_D6, applied, scriptedRoller([1, 2]), { min: 2 });
    expect(result).to.deep.equal({
      dice: { count: 2, sides: 6 },
      natural: [1, 2],
      naturalTotal: 3,
      modifiers: applied,
      total: 2,
      clamped: 2,
    });
    const low = rollModified(TWO_D6, applied, scriptedRoller([1, 1]), { min: 2 });
    expect(low.total).to.equal(1);
    expect(low.clamped).to.equal(2);
  });

  it('resultFromNatural gives the same result as rollModified for the same faces', () => {
    const roller = seededRoller('same-faces');
    for (let i = 0; i < 50; i++) {
      const rolled = rollModified(THREE_D6, applied, roller, { min: 3, max: 16 });
      expect(
        resultFromNatural(THREE_D6, rolled.natural, applied, { min: 3, max: 16 }),
      ).to.deep.equal(rolled);
    }
  });

  it('resultFromNatural refuses the wrong number of dice or a face off the die', () => {
    expect(() => resultFromNatural(TWO_D6, [3], [])).to.throw(RangeError, /Expected 2 dice/);
    expect(() => resultFromNatural(TWO_D6, [3, 4, 5], [])).to.throw(RangeError);
    expect(() => resultFromNatural(TWO_D6, [3, 7], [])).to.throw(RangeError, /not a face of a d6/);
    expect(() => resultFromNatural(TWO_D6, [0, 1], [])).to.throw(RangeError);
    expect(() => resultFromNatural(TWO_D6, [2.5, 1], [])).to.throw(RangeError);
    expect(() => resultFromNatural({ count: 0, sides: 6 }, [], [])).to.throw(RangeError);
  });

  it('copies its inputs so later changes do not alter the result', () => {
    const natural = [4, 5];
    const mods = [{ ...applied[0]! }];
    const result = resultFromNatural(TWO_D6, natural, mods);
    natural[0] = 1;
    mods[0] = { id: 'x', label: 'x', rule: 'x', value: 9 };
    expect(result.natural).to.deep.equal([4, 5]);
    expect(result.modifiers[0]?.id).to.equal('a');
    expect(result.total).to.equal(7);
  });
});
