import { expect } from '@open-wc/testing';
import {
  battleScore,
  clampBattleRoll,
} from '../../../../src/core/games/price-of-freedom/battle-result.js';

describe('Price of Freedom Battle Results Table (§17.3.4)', () => {
  it('clamps below 0 to 0 and above 11 to 11 (§17.3.4 note)', () => {
    expect(clampBattleRoll(-3)).to.equal(0);
    expect(clampBattleRoll(14)).to.equal(11);
    expect(clampBattleRoll(7)).to.equal(7);
  });

  it('rejects impossible columns', () => {
    expect(() => battleScore(3, 0)).to.throw(RangeError);
    expect(() => battleScore(3, 7)).to.throw(RangeError);
    expect(() => battleScore(2.5, 2)).to.throw(RangeError);
  });
});
