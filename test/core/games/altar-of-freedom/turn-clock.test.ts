import { expect } from '@open-wc/testing';
import { modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import {
  clockControlOdds,
  turnClockTool,
} from '../../../../src/core/games/altar-of-freedom/turn-clock.js';
import { weights } from './odds-fixtures.js';

describe('Altar of Freedom turn clock tool', () => {
  it('adds clock bids and the army commander’s Aggressive or Cautious (L613–616, L1646–1649)', () => {
    expect(
      modifierTotals(turnClockTool, {
        unionClockPoints: 3,
        unionCommander: 'aggressive',
        confederateClockPoints: 1,
        confederateCommander: 'cautious',
      }),
    ).to.deep.equal([4, 0]);
    expect(modifierTotals(turnClockTool, { unionCommander: 'absent' })).to.deep.equal([0, 0]);
  });

  it('rerolls ties', () => {
    expect(
      resolveTool(turnClockTool, [[4], [5]], { unionClockPoints: 1 }).resolution.outcome.key,
    ).to.equal('reroll');
    expect(resolveTool(turnClockTool, [[2], [5]], {}).resolution.outcome.key).to.equal(
      'confederate',
    );
  });
});

describe('Altar of Freedom odds reproduce the spec', () => {
  it('clock control: even without bids, 15/15/6 on one roll and 1:1 after rerolls', () => {
    expect(weights(turnClockTool.odds({}))).to.deep.equal([15, 15, 6]);
    expect(weights(clockControlOdds({}))).to.deep.equal([15, 15]);
    const bid = { unionClockPoints: 2, confederateCommander: 'aggressive' };
    expect(weights(turnClockTool.odds(bid))).to.deep.equal([21, 10, 5]);
    expect(weights(clockControlOdds(bid))).to.deep.equal([21, 10]);
  });
});
