import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import { rallyTool } from '../../../../src/core/games/altar-of-freedom/rally.js';
import { weights } from './odds-fixtures.js';

describe('Altar of Freedom rally tool', () => {
  it('general within 4″ +1, Revered within 6″ +2 instead, Dour nothing', () => {
    expect(modifierTotals(rallyTool, { general: 'within-4' })).to.deep.equal([1]);
    expect(modifierTotals(rallyTool, { general: 'revered-within-6' })).to.deep.equal([2]);
    expect(modifierTotals(rallyTool, { general: 'dour-only' })).to.deep.equal([0]);
  });

  it('artillery cannot rally (L1434–1436)', () => {
    expect(failedChecks(rallyTool, { arm: 'artillery' }).map((c) => c.rule)).to.deep.equal([
      'How to Rally',
    ]);
    expect(failedChecks(rallyTool, { arm: 'cavalry' })).to.deep.equal([]);
  });

  it('a 5 plus a general rallies; a plain 5 wavers; a 4 disintegrates', () => {
    expect(resolveTool(rallyTool, [[5]], { general: 'within-4' }).resolution.outcome.key).to.equal(
      'rallied',
    );
    expect(resolveTool(rallyTool, [[5]], {}).resolution.outcome.key).to.equal('wavering');
    expect(resolveTool(rallyTool, [[4]], {}).resolution.outcome.key).to.equal('disintegrates');
  });
});

describe('Altar of Freedom odds reproduce the spec', () => {
  it('rally: 4/1/1 plain, 3/1/2 with a general, 2/1/3 with a Revered one, 4/1/1 with a Dour one', () => {
    expect(weights(rallyTool.odds({}))).to.deep.equal([4, 1, 1]);
    expect(weights(rallyTool.odds({ general: 'within-4' }))).to.deep.equal([3, 1, 2]);
    expect(weights(rallyTool.odds({ general: 'revered-within-6' }))).to.deep.equal([2, 1, 3]);
    expect(weights(rallyTool.odds({ general: 'dour-only' }))).to.deep.equal([4, 1, 1]);
  });
});
