import { expect } from '@open-wc/testing';
import {
  SCENARIOS,
  scenarioOf,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { RULINGS } from '../../../../src/core/games/battle-cry-of-freedom/rulings.js';

describe('Battle Cry of Freedom scenarios', () => {
  it('starts the Campaign and Deck One at 8, Deck Two at 11', () => {
    expect(scenarioOf('campaign')?.cp).to.deep.equal({ union: 8, confederate: 8 });
    expect(scenarioOf('deck-one')?.cp).to.deep.equal({ union: 8, confederate: 8 });
    expect(scenarioOf('deck-two')?.cp).to.deep.equal({ union: 11, confederate: 11 });
  });

  it('builds hands of nine, and Gettysburg’s of 18 and 17', () => {
    const sizes = SCENARIOS.map((s) => [
      s.hands.union.choose + s.hands.union.draw,
      s.hands.confederate.choose + s.hands.confederate.draw,
    ]);
    expect(sizes).to.deep.equal([
      [9, 9],
      [9, 9],
      [9, 9],
      [18, 17],
    ]);
  });

  it('cites only rulings the game has', () => {
    const ids = new Set(RULINGS.map((r) => r.id));
    const cited = SCENARIOS.flatMap((s) => s.rulings);
    expect(cited.length).to.be.greaterThan(0);
    for (const id of cited) expect(ids.has(id), id).to.equal(true);
  });
});
