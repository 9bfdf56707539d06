import { expect } from '@open-wc/testing';
import { D6, D10, D12, D20 } from '../../../src/core/shared/dice.js';
import {
  DICE_LIMITS,
  assertDiceSpec,
  isValidDiceSpec,
} from '../../../src/core/shared/dice-spec.js';

describe('dice specifications', () => {
  it('accepts the dice the games use and the limits themselves', () => {
    for (const spec of [D6, D10, D12, D20, { count: 2, sides: 6 }, { count: 3, sides: 6 }])
      expect(isValidDiceSpec(spec), `${spec.count}d${spec.sides}`).to.equal(true);
    const { minCount, maxCount, minSides, maxSides } = DICE_LIMITS;
    expect(isValidDiceSpec({ count: minCount, sides: minSides })).to.equal(true);
    expect(isValidDiceSpec({ count: maxCount, sides: maxSides })).to.equal(true);
  });

  it('refuses one die too many or too few, one side too many or too few, and fractions', () => {
    const { minCount, maxCount, minSides, maxSides } = DICE_LIMITS;
    for (const spec of [
      { count: minCount - 1, sides: 6 },
      { count: maxCount + 1, sides: 6 },
      { count: 1, sides: minSides - 1 },
      { count: 1, sides: maxSides + 1 },
      { count: 1.5, sides: 6 },
      { count: 1, sides: 6.5 },
      { count: Number.NaN, sides: 6 },
    ])
      expect(isValidDiceSpec(spec), `${spec.count}d${spec.sides}`).to.equal(false);
  });

  it('assertDiceSpec names the bounds and the refused spec', () => {
    expect(() => {
      assertDiceSpec(D20);
    }).to.not.throw();
    expect(() => {
      assertDiceSpec({ count: 1000000, sides: 6 });
    }).to.throw(RangeError, 'Dice must be 1..10 dice of 2..100 sides; got 1000000d6.');
  });
});
