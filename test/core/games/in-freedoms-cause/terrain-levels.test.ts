import { expect } from '@open-wc/testing';
import {
  hiddenByShadow,
  shadowDivisor,
  shadowLength,
} from '../../../../src/core/games/in-freedoms-cause/terrain-levels.js';

describe("In Freedom's Cause: line-of-sight shadow (ruling C20)", () => {
  it('one level up the shadow is A, two A/2, three A/4; at the same level all is hidden', () => {
    expect(shadowLength(12, 1)).to.equal(12);
    expect(shadowLength(12, 2)).to.equal(6);
    expect(shadowLength(12, 3)).to.equal(3);
    expect(shadowLength(12, 0)).to.equal(Infinity);
    expect(shadowDivisor(0)).to.equal(null);
    expect(shadowDivisor(4)).to.equal(8);
  });

  it('a target inside the shadow is hidden, beyond it seen', () => {
    expect(hiddenByShadow(10, 1, 10)).to.equal(true);
    expect(hiddenByShadow(10, 1, 11)).to.equal(false);
    expect(hiddenByShadow(10, 2, 6)).to.equal(false);
    expect(hiddenByShadow(10, 0, 100)).to.equal(true);
  });
});
