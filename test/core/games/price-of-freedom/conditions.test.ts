import { expect } from '@open-wc/testing';
import { evaluateCondition } from '../../../../src/core/shared/modifiers.js';
import {
  halfOrMoreSpent,
  moreSpentThanCorps,
} from '../../../../src/core/games/price-of-freedom/conditions.js';
import { ARMY_LIMITS } from '../../../../src/core/games/price-of-freedom/constants.js';

/** The largest army (a theater army, §7.2.3): the largest count the conditions are built for. */
const MAX = ARMY_LIMITS.theaterMax;

describe('Price of Freedom count conditions', () => {
  it(`half or more spent holds exactly when spent × 2 ≥ corps, for 1 to ${MAX} corps (ruling C1)`, () => {
    const cond = halfOrMoreSpent('corps', 'spent', MAX);
    let checked = 0;
    for (let corps = 1; corps <= MAX; corps++)
      for (let spent = 0; spent <= corps; spent++) {
        expect(evaluateCondition(cond, { corps, spent }), `${spent} of ${corps}`).to.equal(
          spent * 2 >= corps,
        );
        checked += 1;
      }
    expect(checked).to.equal((MAX * (MAX + 3)) / 2);
  });

  it('the rulebook’s cases: 1 of 2 is spent, 1 of 3 is not, 3 of 6 is; no corps is never spent', () => {
    const cond = halfOrMoreSpent('corps', 'spent', MAX);
    expect(evaluateCondition(cond, { corps: 2, spent: 1 })).to.equal(true);
    expect(evaluateCondition(cond, { corps: 3, spent: 1 })).to.equal(false);
    expect(evaluateCondition(cond, { corps: 6, spent: 3 })).to.equal(true);
    expect(evaluateCondition(cond, { corps: 0, spent: 0 })).to.equal(false);
    expect(evaluateCondition(cond, {})).to.equal(false);
  });

  it('more spent than corps holds exactly when spent > corps, from 0 corps up', () => {
    const cond = moreSpentThanCorps('corps', 'spent', MAX);
    for (let corps = 0; corps <= MAX; corps++)
      for (let spent = 0; spent <= MAX + 1; spent++)
        expect(evaluateCondition(cond, { corps, spent }), `${spent} of ${corps}`).to.equal(
          spent > corps,
        );
  });
});
