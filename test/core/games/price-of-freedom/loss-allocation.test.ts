import { expect } from '@open-wc/testing';
import { allocateLosses } from '../../../../src/core/games/price-of-freedom/loss-allocation.js';

describe('Price of Freedom loss allocation (§17.4.2, §19.2)', () => {
  it('takes each loss from the largest remaining army, the owner choosing among ties', () => {
    const armies = [
      { id: 'grant', corps: 3 },
      { id: 'sherman', corps: 3 },
      { id: 'garrison', corps: 1 },
    ];
    const r = allocateLosses(armies, 5, (c) => c[c.length - 1]!);
    expect(r.steps).to.deep.equal([
      { candidates: ['grant', 'sherman'], from: 'sherman' },
      { candidates: ['grant'], from: 'grant' },
      { candidates: ['grant', 'sherman'], from: 'sherman' },
      { candidates: ['grant'], from: 'grant' },
      // A garrison counts as a 1-corps army (§19.2).
      { candidates: ['grant', 'sherman', 'garrison'], from: 'garrison' },
    ]);
    expect(r.armies.map((a) => a.corps)).to.deep.equal([1, 1, 0]);
    expect(r.excess).to.equal(0);
    expect(armies.map((a) => a.corps)).to.deep.equal([3, 3, 1]);
  });

  it('counts losses beyond the corps present as excess, never taken from anyone (§17.4.3)', () => {
    const r = allocateLosses([{ id: 'polk', corps: 1 }], 3);
    expect(r.steps).to.have.length(1);
    expect(r.armies).to.deep.equal([{ id: 'polk', corps: 0 }]);
    expect(r.excess).to.equal(2);
    expect(allocateLosses([], 1).excess).to.equal(1);
    expect(allocateLosses([{ id: 'polk', corps: 2 }], 0).steps).to.deep.equal([]);
  });

  it('refuses fractional or negative counts, and a choice that is not among the largest', () => {
    expect(() => allocateLosses([{ id: 'a', corps: 2 }], -1)).to.throw(RangeError);
    expect(() => allocateLosses([{ id: 'a', corps: 2 }], 1.5)).to.throw(RangeError);
    expect(() => allocateLosses([{ id: 'a', corps: -1 }], 1)).to.throw(RangeError, 'a');
    expect(() =>
      allocateLosses(
        [
          { id: 'a', corps: 2 },
          { id: 'b', corps: 1 },
        ],
        1,
        () => 'b',
      ),
    ).to.throw(RangeError, 'b is not among the largest armies');
  });
});
