import { expect } from '@open-wc/testing';
import { failedChecks, resolveTool } from '../../../../src/core/shared/index.js';
import { evasionTool } from '../../../../src/core/games/altar-of-freedom/evasion.js';
import { weights } from './odds-fixtures.js';

describe('Altar of Freedom evasion tool', () => {
  it('is open to artillery and cavalry only, never against cavalry or when enfiladed', () => {
    expect(failedChecks(evasionTool, { defArm: 'artillery', attArm: 'infantry' })).to.deep.equal(
      [],
    );
    expect(failedChecks(evasionTool, { defArm: 'infantry' })).to.have.length(1);
    expect(failedChecks(evasionTool, { defArm: 'cavalry', attArm: 'cavalry' })).to.have.length(1);
    expect(failedChecks(evasionTool, { defArm: 'cavalry', enfiladed: true })).to.have.length(1);
  });

  it('resolves 1, 2–5 and 6', () => {
    expect(resolveTool(evasionTool, [[1]], {}).resolution.outcome.key).to.equal('fights-minus');
    expect(resolveTool(evasionTool, [[5]], {}).resolution.outcome.key).to.equal('evades');
    expect(resolveTool(evasionTool, [[6]], {}).resolution.outcome.key).to.equal('fights-plus');
  });
});

describe('Altar of Freedom odds reproduce the spec', () => {
  it('evasion: 1 in 6 fails, 4 in 6 evade, 1 in 6 stand (L1236–1248)', () => {
    expect(weights(evasionTool.odds({}))).to.deep.equal([1, 4, 1]);
  });
});
