/**
 * Withdrawal and interception share their two sides (`REACTIVE_SIDE`, `MOVING_SIDE`): the net
 * difference d of their modifiers decides both, with ≥ for withdrawal and > for interception.
 */
import { expect } from '@open-wc/testing';
import { modifierTotals } from '../../../../src/core/shared/index.js';
import { interceptionTool } from '../../../../src/core/games/price-of-freedom/interception.js';
import { withdrawalTool } from '../../../../src/core/games/price-of-freedom/withdrawal.js';
import { weightOf } from './odds-fixtures.js';

describe('Price of Freedom odds', () => {
  it('withdrawal (≥) and interception (>) match the spec’s derived table for d = −4..+4', () => {
    const withdraw = [3, 6, 10, 15, 21, 26, 30, 33, 35];
    const intercept = [1, 3, 6, 10, 15, 21, 26, 30, 33];
    const seen = new Set<number>();
    for (const r_mam of [-1, 0, 1])
      for (const m_mam of [-1, 0, 1])
        for (const r_spent of [false, true])
          for (const m_spent of [false, true])
            for (const m_bySea of [false, true]) {
              const inputs = { r_mam, m_mam, r_spent, m_spent, m_bySea };
              const [r, m] = modifierTotals(withdrawalTool, inputs);
              const d = r! - m!;
              seen.add(d);
              expect(weightOf(withdrawalTool.odds(inputs), 'withdraws'), `d=${d}`).to.equal(
                withdraw[d + 4],
              );
              expect(weightOf(interceptionTool.odds(inputs), 'intercepts'), `d=${d}`).to.equal(
                intercept[d + 4],
              );
            }
    expect([...seen].sort((a, b) => a - b)).to.deep.equal([-3, -2, -1, 0, 1, 2, 3, 4]);
  });
});
