import { expect } from '@open-wc/testing';
import {
  BRACKET_EXAMPLES,
  CASUALTY_BRACKETS,
  bracketReached,
  bracketText,
  bracketThreshold,
} from '../../../../src/core/games/in-freedoms-cause/casualty-brackets.js';

describe("In Freedom's Cause casualty brackets (Morale and Combat Results)", () => {
  it('names 25% and 50%, and 75% as not named by the rulebook (ruling G7)', () => {
    expect(CASUALTY_BRACKETS).to.deep.equal([
      { percent: 25, named: true },
      { percent: 50, named: true },
      { percent: 75, named: false },
    ]);
  });

  it("keeps the rulebook's two examples: 7 figures reach 25% at 2 lost, 15 reach 50% at 8", () => {
    expect(BRACKET_EXAMPLES).to.deep.equal([
      { start: 7, percent: 25, lost: 2 },
      { start: 15, percent: 50, lost: 8 },
    ]);
    for (const e of BRACKET_EXAMPLES) {
      expect(bracketThreshold(e.start, e.percent)).to.equal(e.lost);
      expect(bracketReached(e.start, e.lost - 1)?.percent ?? 0).to.be.below(e.percent);
      expect(bracketReached(e.start, e.lost)?.percent).to.equal(e.percent);
    }
  });

  it('reaches each bracket at the losses of the spec §2.6.1 table for every start size', () => {
    const table: [start: number, at25: number, at50: number, at75: number][] = [
      [6, 2, 3, 5],
      [7, 2, 4, 6],
      [9, 3, 5, 7],
      [12, 3, 6, 9],
      [15, 4, 8, 12],
      [18, 5, 9, 14],
      [24, 6, 12, 18],
    ];
    for (const [start, ...at] of table) {
      expect(
        CASUALTY_BRACKETS.map((b) => bracketThreshold(start, b.percent)),
        `${start} figures`,
      ).to.deep.equal(at);
    }
  });

  it('keeps the highest bracket reached', () => {
    expect(bracketReached(12, 2)).to.equal(null);
    expect(bracketText(bracketReached(12, 2))).to.equal('None');
    expect(bracketText(bracketReached(12, 5))).to.equal('25%');
    expect(bracketText(bracketReached(12, 6))).to.equal('50%');
    expect(bracketText(bracketReached(12, 8))).to.equal('50%');
    expect(bracketText(bracketReached(12, 9))).to.equal('75%');
    expect(bracketText(bracketReached(12, 12))).to.equal('75%');
  });
});
