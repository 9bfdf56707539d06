import { expect } from '@open-wc/testing';
import {
  QUALITIES_BEST_FIRST,
  majorityQuality,
  type QualityCounts,
} from '../../../../src/core/games/in-freedoms-cause/quality-majority.js';
import { qualityById } from '../../../../src/core/games/in-freedoms-cause/quality.js';

const majority = (counts: QualityCounts) => majorityQuality(counts)?.id ?? null;

describe("In Freedom's Cause quality ratings (Brigade and Army Morale)", () => {
  it('gives each rating the score the rulebook prints, best first (spec §2.9)', () => {
    expect(QUALITIES_BEST_FIRST.map((q) => [q.label, q.moraleTarget])).to.deep.equal([
      ['Crack/Elite', 5],
      ['Veteran', 6],
      ['Average', 7],
      ['Green', 8],
      ['Raw', 9],
    ]);
    expect(qualityById('green').moraleTarget).to.equal(8);
  });

  it('takes the rating most units hold', () => {
    expect(majority({ average: 3, veteran: 2, raw: 1 })).to.equal('average');
    expect(majority({ green: 4, crack: 1 })).to.equal('green');
  });

  it('breaks a tie toward the higher rating', () => {
    expect(majority({ average: 2, veteran: 2 })).to.equal('veteran');
    expect(majority({ raw: 1, green: 1, average: 1 })).to.equal('average');
    expect(majority({ raw: 3, crack: 3, green: 2 })).to.equal('crack');
  });

  it('has no rating for a force with no units counted', () => {
    expect(majority({})).to.equal(null);
    expect(majority({ raw: 0 })).to.equal(null);
  });
});
