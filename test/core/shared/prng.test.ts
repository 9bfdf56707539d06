import { expect } from '@open-wc/testing';
import { acceptLimit, assertSides, faceFromWord } from '../../../src/core/shared/faces.js';
import { cyrb128, sfc32 } from '../../../src/core/shared/prng.js';

describe('prng', () => {
  it('cyrb128 hashes strings to the published algorithm’s words', () => {
    expect(cyrb128('')).to.deep.equal([41608494, 480788319, 2264674419, 2553211394]);
    expect(cyrb128('haversack')).to.deep.equal([3639641772, 2909240620, 512810567, 1795630535]);
  });

  it('sfc32 gives unsigned 32-bit words, the same for the same state', () => {
    const a = sfc32([1, 2, 3, 4]);
    const b = sfc32([1, 2, 3, 4]);
    const words = Array.from({ length: 100 }, () => a());
    expect(words).to.deep.equal(Array.from({ length: 100 }, () => b()));
    for (const w of words) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).to.equal(true);
    expect(new Set(words).size).to.equal(100);
  });

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
