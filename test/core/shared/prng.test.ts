import { expect } from '@open-wc/testing';
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
});
