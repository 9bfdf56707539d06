import { expect } from '@open-wc/testing';
import {
  discretionaryProblem,
  faceDownProblem,
  minimumFaceDown,
  theaterTotals,
} from '../../../../src/core/games/battle-cry-of-freedom/allocation.js';

const open = { closed: [], eastMajority: false } as const;

describe('Battle Cry of Freedom hidden allocation', () => {
  it('asks at least half face down, rounded up', () => {
    expect([0, 1, 2, 8, 9, 15].map(minimumFaceDown)).to.deep.equal([0, 1, 1, 4, 5, 8]);
  });

  it('T6: the Confederate with nine lays West 3, East 2, then four more West', () => {
    expect(faceDownProblem(9, { east: 2, west: 3 }, open)).to.equal(null);
    const a = { faceDown: { east: 2, west: 3 }, discretionary: null, faceUp: false };
    const d = { east: 0, west: 4 };
    expect(discretionaryProblem(9, a, d, open)).to.equal(null);
    expect(theaterTotals({ ...a, discretionary: d })).to.deep.equal({ east: 2, west: 7 });
  });

  it('T7: the Union face up East 5, four discretionary West; the Confederate all eight East', () => {
    const u = { faceDown: { east: 5, west: 0 }, discretionary: null, faceUp: true };
    expect(faceDownProblem(9, u.faceDown, open)).to.equal(null);
    expect(theaterTotals({ ...u, discretionary: { east: 0, west: 4 } })).to.deep.equal({
      east: 5,
      west: 4,
    });
    expect(faceDownProblem(8, { east: 8, west: 0 }, open)).to.equal(null);
  });

  it('refuses too little face down, more than the track, cards past 9, closed theaters', () => {
    expect(faceDownProblem(9, { east: 2, west: 2 }, open)).to.contain('At least 5');
    expect(faceDownProblem(5, { east: 4, west: 3 }, open)).to.contain('Only 5');
    expect(faceDownProblem(15, { east: 10, west: 0 }, open)).to.contain('0 to 9');
    expect(
      faceDownProblem(8, { east: 4, west: 0 }, { closed: ['east'], eastMajority: false }),
    ).to.contain('closed East');
  });

  it('after Washington falls the Union lays a majority in the East (ruling A17)', () => {
    const a = { faceDown: { east: 4, west: 1 }, discretionary: null, faceUp: false };
    const rules = { closed: [], eastMajority: true } as const;
    expect(discretionaryProblem(10, a, { east: 1, west: 4 }, rules)).to.contain('majority');
    expect(discretionaryProblem(10, a, { east: 2, west: 0 }, rules)).to.equal(null);
    expect(discretionaryProblem(10, a, { east: 6, west: 0 }, rules)).to.contain('Only 5');
  });
});
