import { expect } from '@open-wc/testing';
import { HAND_LIMIT } from '../../../../src/core/games/us-civil-war/initiative-data.js';
import { drawSac, spendSac } from '../../../../src/core/games/us-civil-war/sac.js';

describe('The U.S. Civil War Special Action Card hands', () => {
  it('draws, and discards down to the hand limit at once', () => {
    const r = drawSac({ union: HAND_LIMIT - 1, confederate: 0 }, 'union', 2);
    expect(r.hands.union).to.equal(HAND_LIMIT);
    expect(r.said).to.contain('discards 1');
  });

  it('spends a card, never one he does not hold', () => {
    expect(spendSac({ union: 1, confederate: 0 }, 'union').union).to.equal(0);
    expect(() => spendSac({ union: 1, confederate: 0 }, 'confederate')).to.throw(RangeError);
  });
});
