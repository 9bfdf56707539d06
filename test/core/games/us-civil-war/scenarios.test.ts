import { expect } from '@open-wc/testing';
import {
  CAMPAIGN,
  firstTurn,
  lastTurn,
  SCENARIOS,
} from '../../../../src/core/games/us-civil-war/scenarios.js';

describe('The U.S. Civil War scenarios', () => {
  it('run turns 1–3, 4–8 and 9–13, and the Campaign to 20 (S1.1, S2.1, S3.1, S4.1)', () => {
    expect(SCENARIOS.map((s) => [firstTurn(s), lastTurn(s)])).to.deep.equal([
      [1, 3],
      [4, 8],
      [9, 13],
    ]);
    expect(CAMPAIGN.lastTurn).to.equal(20);
  });

  it('start with the rulebook’s markers: Arsenals equal the first turn, Resource BPs 98/96/77', () => {
    for (const s of SCENARIOS) expect(s.status.arsenals, s.id).to.equal(firstTurn(s));
    expect(SCENARIOS.map((s) => s.status.resourceBp)).to.deep.equal([98, 96, 77]);
    expect(SCENARIOS.map((s) => s.status.unionVp)).to.deep.equal([2, 4, 23]);
    expect(SCENARIOS.map((s) => s.status.unionIronclads)).to.deep.equal([0, 2, 4]);
    expect(SCENARIOS.map((s) => Object.values(s.blockade))).to.deep.equal([
      [5, 7, 8],
      [4, 6, 7],
      [2, 2, 3],
    ]);
    expect(SCENARIOS.map((s) => s.threshold)).to.deep.equal([5, 24, 39]);
  });
});
