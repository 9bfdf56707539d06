import { expect } from '@open-wc/testing';
import { marchAttritionTool } from '../../../../src/core/games/price-of-freedom/march-attrition.js';
import { weightOf } from './odds-fixtures.js';

describe('Price of Freedom odds', () => {
  it('march attrition: S/6 normally, (S+1)/6 force-marching, capped at 1', () => {
    for (let s = 0; s <= 6; s++) {
      expect(weightOf(marchAttritionTool.odds({ spentSubject: s }), 'loss')).to.equal(
        Math.min(6, s),
      );
      expect(
        weightOf(marchAttritionTool.odds({ spentSubject: s, forceMarch: true }), 'loss'),
      ).to.equal(s === 0 ? 0 : Math.min(6, s + 1));
    }
  });
});
