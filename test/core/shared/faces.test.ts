import { expect } from '@open-wc/testing';
import { acceptLimit, assertSides, faceFromWord } from '../../../src/core/shared/faces.js';

describe('faces', () => {
  it('acceptLimit is the largest multiple of sides not above 2^32', () => {
    expect(acceptLimit(6)).to.equal(4294967292);
    expect(acceptLimit(20)).to.equal(4294967280);
    expect(acceptLimit(2)).to.equal(2 ** 32);
    expect(acceptLimit(6) % 6).to.equal(0);
  });

  it('faceFromWord maps accepted words evenly and rejects the top zone', () => {
    expect(faceFromWord(0, 6)).to.equal(1);
    expect(faceFromWord(5, 6)).to.equal(6);
    expect(faceFromWord(4294967291, 6)).to.equal(6);
    expect(faceFromWord(4294967292, 6)).to.equal(null);
    expect(faceFromWord(0xffffffff, 20)).to.equal(null);
    expect(faceFromWord(0xffffffff, 2)).to.equal(2);
  });

  it('assertSides accepts whole numbers from 2 and rejects the rest', () => {
    expect(() => {
      assertSides(2);
      assertSides(20);
    }).to.not.throw();
    for (const bad of [1, 0, -2, 3.5, Number.NaN, Infinity]) {
      expect(() => {
        assertSides(bad);
      }).to.throw(RangeError);
    }
  });
});
