import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals } from '../../../../src/core/shared/index.js';
import {
  campaignAttritionShortcut,
  campaignAttritionTool,
} from '../../../../src/core/games/price-of-freedom/campaign-attrition.js';
import { weightOf } from './odds-fixtures.js';

describe('Price of Freedom odds', () => {
  it('campaign attrition odds match the spec’s P(loss) table and its shortcut', () => {
    // P(loss) = #{die : die + m < N} / 6, N = 1..8, m = −4..+2.
    for (let n = 1; n <= 8; n++) {
      for (let m = -4; m <= 2; m++) {
        let expected = 0;
        for (let die = 1; die <= 6; die++) if (die + m < n) expected++;
        const shortcut = campaignAttritionShortcut(n, m);
        expect(shortcut === 'no-loss', `N=${n} m=${m}`).to.equal(expected === 0);
        expect(shortcut === 'loss', `N=${n} m=${m}`).to.equal(expected === 6);
      }
    }
    // Four −1 modifiers against 3 corps: loss certain (spec table: N=3, m=−4 → 1).
    const inputs = { corps: 3, spent: 2, nonHome: true, cavalryRaid: true, outOfSupply: true };
    expect(weightOf(campaignAttritionTool.odds(inputs), 'loss')).to.equal(6);
    // Capital +2 with 1 corps: no roll needed.
    expect(
      weightOf(campaignAttritionTool.odds({ corps: 1, location: 'capital' }), 'loss'),
    ).to.equal(0);
  });

  it('campaign attrition: the out-of-supply −1 is ignored only for a single Union corps or garrison on the coast (A6)', () => {
    const base = { side: 'usa', outOfSupply: true, coastal: true };
    expect(modifierTotals(campaignAttritionTool, { ...base, corps: 1 })).to.deep.equal([0]);
    expect(
      modifierTotals(campaignAttritionTool, { ...base, corps: 0, garrison: true }),
    ).to.deep.equal([0]);
    expect(
      modifierTotals(campaignAttritionTool, { ...base, corps: 1, garrison: true }),
    ).to.deep.equal([-1]);
    expect(modifierTotals(campaignAttritionTool, { ...base, side: 'csa', corps: 1 })).to.deep.equal(
      [-1],
    );
    expect(
      failedChecks(campaignAttritionTool, { side: 'csa', corps: 0, garrison: true }),
    ).to.have.length(1);
  });
});
