import { expect } from '@open-wc/testing';
import {
  casualtyTable,
  expectedValue,
  ROLLS,
  tableRuns,
  type CasualtyTable,
} from '../../../../src/core/games/in-freedoms-cause/table-model.js';

const runs = (t: CasualtyTable) =>
  tableRuns(
    t,
    (i) => t[i]?.casualties ?? -1,
    (n) => String(n),
  );

describe('In Freedom’s Cause table model engine', () => {
  it('covers the eleven 2d6 rolls with their exact chances', () => {
    expect(ROLLS.map((r) => r.roll)).to.deep.equal([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ROLLS.reduce((s, r) => s + r.chance.weight, 0)).to.equal(36);
    expect(ROLLS.find((r) => r.roll === 7)?.chance.weight).to.equal(6);
  });

  it('gives the spec’s worked outputs of Model A', () => {
    const t = (figures: number, percent: number) =>
      runs(casualtyTable({ figures, factors: [{ label: 'rate', percent }] }, figures));
    expect(t(3, 10)).to.equal('2–12: 0');
    expect(t(6, 10)).to.equal('2–11: 0 · 12: 1');
    expect(t(24, 5)).to.equal('2–5: 0 · 6–11: 1 · 12: 2');
    expect(t(18, 10)).to.equal('2–3: 0 · 4–7: 1 · 8–11: 2 · 12: 3');
    expect(t(15, 15)).to.equal('2–3: 0 · 4–6: 1 · 7–9: 2 · 10–12: 3');
    expect(t(24, 20)).to.equal('2: 1 · 3–4: 2 · 5: 3 · 6–7: 4 · 8: 5 · 9–10: 6 · 11: 7 · 12: 8');
  });

  it('is exact: a product landing on a whole number is not rounded below it', () => {
    // 7 figures × 100% on a 7 is exactly 7.
    const t = casualtyTable({ figures: 7, factors: [{ label: 'all', percent: 100 }] }, 99);
    expect(t.find((r) => r.roll === 7)?.casualties).to.equal(7);
    expect(expectedValue({ figures: 7, factors: [{ label: 'half', percent: 50 }] })).to.equal(3.5);
  });

  it('never gives more casualties than the cap', () => {
    const t = casualtyTable({ figures: 10, factors: [{ label: 'huge', percent: 400 }] }, 10);
    expect(Math.max(...t.map((r) => r.casualties))).to.equal(10);
  });
});
