import { expect } from '@open-wc/testing';
import {
  defaultGame,
  ownDifferences,
  readInputs,
} from '../../../src/core/shared/calculator-reading.js';
import { movementCalculator } from '../../../src/core/games/us-civil-war/movement-calculator.js';
import { USCW_TRACKER } from '../../../src/core/games/us-civil-war/tracker.js';

const games = [
  { id: 'a', name: 'A', updatedAt: '2026-01-01T00:00:00.000Z' },
  { id: 'b', name: 'B', updatedAt: '2026-03-01T00:00:00.000Z' },
  { id: 'c', name: 'C', updatedAt: '2026-02-01T00:00:00.000Z' },
];

describe('A calculator’s inputs read from a saved game', () => {
  it('reads the game last opened in its tracker, else the one saved last, else none', () => {
    expect(defaultGame(games, 'c')).to.equal('c');
    expect(defaultGame(games, 'gone')).to.equal('b');
    expect(defaultGame(games, null)).to.equal('b');
    expect(defaultGame([], 'a')).to.equal(null);
  });

  it('gives the inputs read over the others, and names the entries that differ from them', () => {
    const state = { ...USCW_TRACKER.start('s2'), rail: { union: 2, confederate: 0 } };
    const r = readInputs(movementCalculator, state, { side: 'union', railBefore: 0, sps: 3 });
    expect(r?.ids).to.deep.equal(['railBefore']);
    expect(r?.inputs).to.deep.equal({ side: 'union', railBefore: 2, sps: 3 });
    if (!r) throw new Error('nothing read');
    expect(
      ownDifferences(movementCalculator, { ...r.inputs, railBefore: 1 }, r.inputs, r.ids),
    ).to.deep.equal([
      'SPs of this side that used the Rail Movement Bonus earlier this Action Phase',
    ]);
    expect(ownDifferences(movementCalculator, r.inputs, r.inputs, r.ids)).to.deep.equal([]);
  });
});
