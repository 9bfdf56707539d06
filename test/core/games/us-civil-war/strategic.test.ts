import { expect } from '@open-wc/testing';
import {
  addStrategic,
  noStrategicUse,
  politicalSmLimit,
  STRATEGIC_LIMITS,
  strategicLimit,
} from '../../../../src/core/games/us-civil-war/strategic.js';
import { START_1861 } from '../../../../src/core/games/us-civil-war/scenario-rules.js';

describe('The U.S. Civil War strategic movement limits', () => {
  it('gives each side its limits, with the 1861 naval ramp-up for the Union only', () => {
    expect(strategicLimit('union', 'rail', 2, true)).to.equal(STRATEGIC_LIMITS.union.rail);
    for (const r of START_1861.navalRamp) {
      expect(strategicLimit('union', 'river', r.turn, true)).to.equal(r.capacity);
      expect(strategicLimit('union', 'ocean', r.turn, true)).to.equal(r.capacity);
      expect(strategicLimit('union', 'river', r.turn, false)).to.equal(
        STRATEGIC_LIMITS.union.river,
      );
    }
    expect(strategicLimit('confederate', 'ocean', 5, false)).to.equal(0);
  });

  it('counts road moves per theater and refuses a move past the limit', () => {
    let use = noStrategicUse();
    use = addStrategic(use, 'union', 'road', 'east', 1, 5, false);
    use = addStrategic(use, 'union', 'road', 'west', 1, 5, false);
    expect(use.road).to.deep.equal({ east: 1, west: 1, transMississippi: 0 });
    expect(() => addStrategic(use, 'union', 'road', 'east', 1, 5, false)).to.throw(RangeError);
    use = addStrategic(
      use,
      'confederate',
      'rail',
      'east',
      STRATEGIC_LIMITS.confederate.rail,
      5,
      false,
    );
    expect(() => addStrategic(use, 'confederate', 'rail', 'east', 1, 5, false)).to.throw(
      /0 of 7 SPs left/,
    );
  });

  it('22.1 example: a 3-star and two 2-star Generals (7 stars) with 8 SPs let only 1 SP move', () => {
    expect(politicalSmLimit(8, 3 + 2 + 2)).to.equal(1);
    expect(politicalSmLimit(5, 7)).to.equal(0);
    expect(politicalSmLimit(4, 0)).to.equal(4);
  });
});
