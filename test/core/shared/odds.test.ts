import { expect } from '@open-wc/testing';
import { D20, D6, THREE_D6, TWO_D6 } from '../../../src/core/shared/dice.js';
import {
  compareOdds,
  formatPercent,
  opposedDistribution,
  tableOdds,
} from '../../../src/core/shared/odds.js';
import { axisFromValues, rangeEntry } from '../../../src/core/shared/table.js';
import type { ResultsTable } from '../../../src/core/shared/types.js';

const clampedTable: ResultsTable<string> = {
  id: 'morale',
  title: 'Morale Table',
  rule: '12',
  rows: {
    label: 'Modified roll',
    entries: [rangeEntry(null, 4), rangeEntry(5, 8), rangeEntry(9, 10)],
  },
  cells: [['Rout'], ['Retreat'], ['Hold']],
  outOfRange: 'clamp',
};

describe('odds', () => {
  describe('formatPercent', () => {
    it('shows one decimal by default, trailing zeros dropped', () => {
      expect(formatPercent(6, 36)).to.equal('16.7%');
      expect(formatPercent(1, 36)).to.equal('2.8%');
      expect(formatPercent(18, 36)).to.equal('50%');
      expect(formatPercent(1, 8)).to.equal('12.5%');
      expect(formatPercent(1, 16)).to.equal('6.3%');
    });

    it('shows 0% and 100% only for impossible and certain outcomes', () => {
      expect(formatPercent(0, 36)).to.equal('0%');
      expect(formatPercent(36, 36)).to.equal('100%');
      expect(formatPercent(1, 46656)).to.equal('<0.1%');
      expect(formatPercent(46655, 46656)).to.equal('>99.9%');
    });

    it('honours digits 0..3 and refuses the rest', () => {
      expect(formatPercent(1, 3, 0)).to.equal('33%');
      expect(formatPercent(1, 3, 3)).to.equal('33.333%');
      expect(formatPercent(1, 16, 0)).to.equal('6%');
      expect(formatPercent(1, 400, 0)).to.equal('<1%');
      expect(formatPercent(399, 400, 2)).to.equal('99.75%');
      expect(() => formatPercent(1, 3, 4)).to.throw(RangeError);
      expect(() => formatPercent(4, 3)).to.throw(RangeError);
      expect(() => formatPercent(1, 0)).to.throw(RangeError);
      expect(() => formatPercent(0.5, 3)).to.throw(RangeError);
    });
  });

  describe('tableOdds', () => {
    it('gives the chance of reaching each row of a clamped table, keyed by row index', () => {
      const odds = tableOdds(clampedTable, TWO_D6, 1);
      expect(odds).to.deep.equal({
        outcomes: [
          { key: 0, weight: 3 },
          { key: 1, weight: 18 },
          { key: 2, weight: 15 },
        ],
        total: 36,
      });
    });

    it('applies the roll clamp before the table', () => {
      const odds = tableOdds(clampedTable, TWO_D6, 1, undefined, { min: 5 });
      expect(odds.outcomes).to.deep.equal([
        { key: 1, weight: 21 },
        { key: 2, weight: 15 },
      ]);
    });

    it('uses the column value, and throws if a reachable value is rejected', () => {
      const table: ResultsTable<number> = {
        id: 'fire',
        title: 'Fire',
        rule: '9',
        rows: axisFromValues('Roll', [1, 2, 3, 4, 5, 6]),
        columns: axisFromValues('Strength', [1, 2]),
        cells: [
          [0, 0],
          [0, 1],
          [1, 1],
          [1, 2],
          [2, 2],
          [2, 3],
        ],
        outOfRange: 'reject',
      };
      expect(tableOdds(table, D6, 0, 2).outcomes.map((o) => o.weight)).to.deep.equal([
        1, 1, 1, 1, 1, 1,
      ]);
      expect(() => tableOdds(table, D6, 1, 2)).to.throw(RangeError, /Roll 7/);
      expect(() => tableOdds(table, D6, 0, 3)).to.throw(RangeError, /Strength 3/);
      expect(() => tableOdds(table, D6, 0)).to.throw(RangeError);
    });
  });

  describe('opposed rolls', () => {
    it('d6 against d6 ties 6 times in 36 and splits the rest evenly', () => {
      const diff = opposedDistribution({ dice: D6, modifier: 0 }, { dice: D6, modifier: 0 });
      expect(diff.total).to.equal(36);
      expect(diff.outcomes.find((o) => o.key === 0)?.weight).to.equal(6);
      expect(compareOdds(diff, 'none')).to.deep.equal({
        a: { weight: 15, total: 36 },
        b: { weight: 15, total: 36 },
        tie: { weight: 6, total: 36 },
      });
    });

    it('gives ties to the side the rules name', () => {
      const diff = opposedDistribution({ dice: D6, modifier: 0 }, { dice: D6, modifier: 0 });
      expect(compareOdds(diff, 'a').a.weight).to.equal(21);
      expect(compareOdds(diff, 'a').tie.weight).to.equal(0);
      expect(compareOdds(diff, 'b').b.weight).to.equal(21);
    });

    it('applies each side’s modifier', () => {
      const diff = opposedDistribution({ dice: D6, modifier: 5 }, { dice: D6, modifier: 0 });
      expect(compareOdds(diff, 'none')).to.deep.include({
        b: { weight: 0, total: 36 },
        tie: { weight: 1, total: 36 },
      });
    });

    it('counts 3d6 against 3d6 and d20 against d20 exactly', () => {
      const big = compareOdds(
        opposedDistribution({ dice: THREE_D6, modifier: 0 }, { dice: THREE_D6, modifier: 0 }),
        'none',
      );
      expect(big.a.weight + big.b.weight + big.tie.weight).to.equal(46656);
      expect(big.a.weight).to.equal(big.b.weight);
      expect(big.tie.weight).to.equal(4332);
      const d20 = compareOdds(
        opposedDistribution({ dice: D20, modifier: 0 }, { dice: D20, modifier: -1 }),
        'none',
      );
      expect(d20).to.deep.equal({
        a: { weight: 210, total: 400 },
        b: { weight: 171, total: 400 },
        tie: { weight: 19, total: 400 },
      });
    });
  });
});
