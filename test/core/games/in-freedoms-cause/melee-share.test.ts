import { expect } from '@open-wc/testing';
import {
  shareCasualties,
  shareText,
} from '../../../../src/core/games/in-freedoms-cause/melee-share.js';

describe('In Freedom’s Cause melee between several units (Charges and Melee)', () => {
  it('shares casualties evenly, the odd ones to the largest units first (ruling A33)', () => {
    expect(shareCasualties(6, 2)).to.deep.equal([3, 3]);
    expect(shareCasualties(7, 3)).to.deep.equal([3, 2, 2]);
    expect(shareCasualties(1, 2)).to.deep.equal([1, 0]);
    expect(shareCasualties(5, 1)).to.deep.equal([5]);
    expect(shareText([3, 3])).to.equal('3 each');
    expect(shareText([3, 2, 2])).to.equal('3, 2 and 2');
    expect(shareText([5])).to.equal('5');
  });

  it('loses and invents no casualty, and no two shares differ by more than one', () => {
    let checked = 0;
    for (let c = 0; c <= 30; c++)
      for (let n = 1; n <= 8; n++) {
        const s = shareCasualties(c, n);
        expect(s).to.have.length(n);
        expect(s.reduce((a, b) => a + b, 0)).to.equal(c);
        expect(Math.max(...s) - Math.min(...s)).to.be.at.most(1);
        checked++;
      }
    expect(checked).to.equal(31 * 8);
  });
});
