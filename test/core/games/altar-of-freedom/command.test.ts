import { expect } from '@open-wc/testing';
import { clockBidCap, dummyMarkers } from '../../../../src/core/games/altar-of-freedom/command.js';

// The rulebook's worked examples (Perryville order of battle; Concealed markers, App. IV).
describe('Altar of Freedom worked examples', () => {
  it('Perryville OOB (L404–486): Brown is −1; Anderson has 4 infantry + 1 artillery; Bragg and Hardee 6 PP', () => {
    // The teaching OOB is not a playable scenario, so it lives here as test data (spec §4.1).
    const anderson = [
      { name: 'Brown', sm: -1 },
      { name: 'Adams', sm: 1 },
      { name: 'Powell', sm: -2 },
      { name: 'Jones', sm: -1 },
      { name: 'Palmer', sm: 0, artillery: true },
    ];
    const buckner = [-1, -2, -1, -1, 0];
    expect(anderson[0]).to.deep.equal({ name: 'Brown', sm: -1 });
    expect(anderson.filter((b) => b.artillery !== true)).to.have.length(4);
    expect(anderson.reduce((t, b) => t + b.sm, 0)).to.equal(-3);
    expect(buckner.reduce((t, n) => t + n, 0)).to.equal(-5);
    // With 6 PP each, Bragg or Hardee may put at most 3 on the clock (L587–593).
    expect(clockBidCap(6)).to.equal(3);
  });

  it('Concealed markers (L1893–1897): a Confederate army of 7 divisions has 2 dummies, 9 markers', () => {
    expect(dummyMarkers(7, 'CSA')).to.equal(2);
    expect(7 + dummyMarkers(7, 'CSA')).to.equal(9);
    expect(dummyMarkers(7, 'USA')).to.equal(1);
  });
});
