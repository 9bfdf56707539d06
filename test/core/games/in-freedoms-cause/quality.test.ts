import { expect } from '@open-wc/testing';
import {
  QUALITIES,
  majorityQuality,
  qualityInfo,
} from '../../../../src/core/games/in-freedoms-cause/quality.js';

describe("In Freedom's Cause quality ratings (Brigade and Army Morale)", () => {
  it('gives each rating the score the rulebook prints, best first (spec §2.9)', () => {
    expect(QUALITIES.map((q) => [q.label, q.moraleTarget])).to.deep.equal([
      ['Crack/Elite', 5],
      ['Veteran', 6],
      ['Average', 7],
      ['Green', 8],
      ['Raw', 9],
    ]);
    expect(qualityInfo('green').moraleTarget).to.equal(8);
  });

  it('takes the rating most units hold', () => {
    expect(majorityQuality({ average: 3, veteran: 2, raw: 1 })).to.equal('average');
    expect(majorityQuality({ green: 4, crack: 1 })).to.equal('green');
  });

  it('breaks a tie toward the higher rating', () => {
    expect(majorityQuality({ average: 2, veteran: 2 })).to.equal('veteran');
    expect(majorityQuality({ raw: 1, green: 1, average: 1 })).to.equal('average');
    expect(majorityQuality({ raw: 3, crack: 3, green: 2 })).to.equal('crack');
  });

  it('has no rating for a force with no units counted', () => {
    expect(majorityQuality({})).to.equal(null);
    expect(majorityQuality({ raw: 0 })).to.equal(null);
  });
});
