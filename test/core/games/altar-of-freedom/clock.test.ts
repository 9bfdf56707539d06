import { expect } from '@open-wc/testing';
import { scriptedRoller } from '../../../../src/core/shared/index.js';
import {
  enterBidLevel,
  needsDepletionRoll,
  rollDepletion,
  startClock,
} from '../../../../src/core/games/altar-of-freedom/index.js';

describe('Altar of Freedom turn clock', () => {
  it('starts at the highest face of the scenario die, d10 to d20 (L632–644; ruling A1)', () => {
    for (const sides of [10, 12, 16, 20]) {
      expect(startClock(sides, 'USA')).to.deep.equal({
        dieSides: sides,
        value: sides,
        controller: 'USA',
        levels: 0,
        expired: false,
      });
    }
    expect(() => startClock(8, 'USA')).to.throw(RangeError);
    expect(() => startClock(21, 'CSA')).to.throw(RangeError);
  });

  it('takes no time before the highest bid, then one chosen D6 before each lower level (L1385–1390)', () => {
    let clock = startClock(12, 'CSA');
    expect(needsDepletionRoll(clock)).to.equal(false);
    expect(() => enterBidLevel(clock, 3)).to.throw(RangeError);
    clock = enterBidLevel(clock);
    expect(needsDepletionRoll(clock)).to.equal(true);
    expect(() => enterBidLevel(clock)).to.throw(RangeError);
    expect(() => enterBidLevel(clock, 7)).to.throw(RangeError);
    clock = enterBidLevel(clock, 5);
    expect(clock).to.deep.include({ value: 7, levels: 2, expired: false });
    clock = enterBidLevel(clock, 6);
    expect(clock).to.deep.include({ value: 1, levels: 3 });
    clock = enterBidLevel(clock, 1);
    expect(clock).to.deep.include({ value: 0, levels: 3, expired: true });
    expect(needsDepletionRoll(clock)).to.equal(false);
    expect(() => enterBidLevel(clock, 1)).to.throw(RangeError);
  });

  it('a Masterful army commander rolls two dice and keeps either (L1687–1689)', () => {
    expect(rollDepletion(scriptedRoller([4]), false)).to.deep.equal([4]);
    expect(rollDepletion(scriptedRoller([2, 6]), true)).to.deep.equal([2, 6]);
  });
});
