import { expect } from '@open-wc/testing';
import { modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import {
  withdrawalSucceeds,
  withdrawalTool,
} from '../../../../src/core/games/price-of-freedom/withdrawal.js';

describe('Price of Freedom withdrawal (§16.4)', () => {
  it('succeeds when the withdrawing total is at least the mover’s: ties favour the withdrawer', () => {
    expect(withdrawalSucceeds(4, 3)).to.equal(true);
    expect(withdrawalSucceeds(4, 4)).to.equal(true);
    expect(withdrawalSucceeds(3, 4)).to.equal(false);
  });

  it('a tie on the dice withdraws; the mover stops and cannot pursue', () => {
    const { resolution } = resolveTool(withdrawalTool, [[3], [3]], {});
    expect(resolution.outcome.key).to.equal('withdraws');
    expect(resolution.effects?.some((e) => e.includes('cannot pursue'))).to.equal(true);
  });

  it('a failed attempt fights at −1 (§16.4.3)', () => {
    const { resolution } = resolveTool(withdrawalTool, [[3], [4]], {});
    expect(resolution.outcome.key).to.equal('fails');
    expect(resolution.effects?.some((e) => e.includes('−1 on its battle roll'))).to.equal(true);
  });

  it('spent armies and a move by sea take −1 each; MAMs count as entered', () => {
    expect(modifierTotals(withdrawalTool, { r_spent: true, m_spent: true })).to.deep.equal([
      -1, -1,
    ]);
    expect(modifierTotals(withdrawalTool, { m_bySea: true, m_mam: 1 })).to.deep.equal([0, 0]);
    expect(modifierTotals(withdrawalTool, { r_mam: -1 })).to.deep.equal([-1, 0]);
  });
});
