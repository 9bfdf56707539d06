import { expect } from '@open-wc/testing';
import {
  axisFromValues,
  axisIndex,
  checkTable,
  lookup,
  rangeEntry,
} from '../../../src/core/shared/table.js';
import type { Axis, ResultsTable } from '../../../src/core/shared/types.js';

const rows: Axis = {
  label: 'Modified roll',
  entries: [rangeEntry(null, 2), rangeEntry(3, 4), rangeEntry(5, 5), rangeEntry(6, null)],
};
const closedRows: Axis = axisFromValues('Die roll', [1, 2, 3, 4, 5, 6]);
const columns: Axis = {
  label: 'Strength',
  entries: [rangeEntry(1, 2), rangeEntry(3, 5), rangeEntry(6, 8)],
};

function table(
  outOfRange: 'clamp' | 'reject',
  overrides: Partial<ResultsTable<string>> = {},
): ResultsTable<string> {
  return {
    id: 'fire',
    title: 'Fire Table',
    rule: '10.1',
    rows: closedRows,
    columns,
    cells: closedRows.entries.map((r) => columns.entries.map((c) => `${r.key}/${c.key}`)),
    outOfRange,
    ...overrides,
  };
}

describe('table', () => {
  describe('rangeEntry and axisFromValues', () => {
    it('label and key entries as printed and as ASCII', () => {
      expect(rangeEntry(null, 0)).to.deep.equal({ key: '..0', label: '≤0', min: null, max: 0 });
      expect(rangeEntry(11, null)).to.deep.equal({ key: '11..', label: '11+', min: 11, max: null });
      expect(rangeEntry(3, 4)).to.deep.equal({ key: '3..4', label: '3-4', min: 3, max: 4 });
      expect(rangeEntry(5, 5)).to.deep.equal({ key: '5', label: '5', min: 5, max: 5 });
      expect(rangeEntry(-2, -1).label).to.equal('-2 to -1');
      expect(rangeEntry(1, 1, '1:1').label).to.equal('1:1');
    });

    it('refuse min above max or fractional bounds', () => {
      expect(() => rangeEntry(5, 4)).to.throw(RangeError);
      expect(() => rangeEntry(1.5, 4)).to.throw(RangeError);
    });

    it('axisFromValues builds one exact entry per value', () => {
      const axis = axisFromValues('Roll', [2, 3, 4]);
      expect(axis.label).to.equal('Roll');
      expect(axis.entries.map((e) => [e.key, e.min, e.max])).to.deep.equal([
        ['2', 2, 2],
        ['3', 3, 3],
        ['4', 4, 4],
      ]);
    });
  });

  describe('axisIndex', () => {
    it('finds the entry a value falls in, open ends included', () => {
      expect(axisIndex(rows, -10)).to.deep.equal({ index: 0, clamped: false });
      expect(axisIndex(rows, 4)).to.deep.equal({ index: 1, clamped: false });
      expect(axisIndex(rows, 5)).to.deep.equal({ index: 2, clamped: false });
      expect(axisIndex(rows, 99)).to.deep.equal({ index: 3, clamped: false });
    });

    it('clamps values off either end, or gives null when rejecting', () => {
      expect(axisIndex(closedRows, 0)).to.deep.equal({ index: 0, clamped: true });
      expect(axisIndex(closedRows, 9)).to.deep.equal({ index: 5, clamped: true });
      expect(axisIndex(closedRows, 0, 'reject')).to.equal(null);
      expect(axisIndex(closedRows, 7, 'reject')).to.equal(null);
      expect(axisIndex(closedRows, 6, 'reject')).to.deep.equal({ index: 5, clamped: false });
    });

    it('gives null for a gap, NaN or an empty axis', () => {
      const gappy: Axis = { label: 'g', entries: [rangeEntry(1, 2), rangeEntry(5, 6)] };
      expect(axisIndex(gappy, 3)).to.equal(null);
      expect(axisIndex(gappy, Number.NaN)).to.equal(null);
      expect(axisIndex({ label: 'e', entries: [] }, 1)).to.equal(null);
    });
  });

  describe('lookup', () => {
    it('returns the cell with its row and column', () => {
      expect(lookup(table('reject'), 4, 7)).to.deep.equal({
        row: 3,
        column: 2,
        rowKey: '4',
        columnKey: '6..8',
        cell: '4/6..8',
        clampedRow: false,
        clampedColumn: false,
      });
    });

    it('clamps values off the table when the table clamps, and says so', () => {
      const hit = lookup(table('clamp'), 8, 0);
      expect(hit.cell).to.equal('6/1..2');
      expect(hit.clampedRow).to.equal(true);
      expect(hit.clampedColumn).to.equal(true);
      expect(lookup(table('clamp'), -3, 4)).to.include({
        row: 0,
        cell: '1/3..5',
        clampedRow: true,
        clampedColumn: false,
      });
    });

    it('throws a RangeError naming the table when the table rejects', () => {
      expect(() => lookup(table('reject'), 7, 3)).to.throw(
        RangeError,
        /Fire Table: Die roll 7 is not on the table \(1 to 6\)/,
      );
      expect(() => lookup(table('reject'), 3, 9)).to.throw(RangeError, /Strength 9/);
    });

    it('needs a column value when the table has columns, and ignores one when it has none', () => {
      expect(() => lookup(table('clamp'), 3)).to.throw(RangeError, /Strength value is needed/);
      const single: ResultsTable<number> = {
        id: 't',
        title: 'T',
        rule: '1',
        rows,
        cells: [[10], [20], [30], [40]],
        outOfRange: 'reject',
      };
      expect(lookup(single, 5)).to.include({ cell: 30, column: 0, columnKey: null });
      expect(lookup(single, 5, 99).cell).to.equal(30);
    });

    it('throws instead of returning undefined when the cells are malformed', () => {
      const short = table('clamp', { cells: [['a', 'b', 'c']] });
      expect(() => lookup(short, 4, 1)).to.throw(Error, /malformed/);
      const narrow = table('clamp', { cells: closedRows.entries.map(() => ['x']) });
      expect(() => lookup(narrow, 2, 7)).to.throw(Error, /malformed/);
    });
  });

  describe('checkTable', () => {
    it('finds nothing wrong with a sound table', () => {
      expect(checkTable(table('clamp'))).to.deep.equal([]);
      expect(
        checkTable({ ...table('clamp'), rows, cells: rows.entries.map(() => ['a', 'b', 'c']) }),
      ).to.deep.equal([]);
    });

    it('finds gaps and overlaps between entries', () => {
      const bad: Axis = {
        label: 'x',
        entries: [rangeEntry(1, 3), rangeEntry(3, 4), rangeEntry(7, 8)],
      };
      const problems = checkTable(
        table('clamp', {
          rows: bad,
          cells: [
            ['', '', ''],
            ['', '', ''],
            ['', '', ''],
          ],
        }),
      );
      expect(problems).to.deep.equal([
        "rows: entry 1 ('3-4') overlaps entry 0 ('1-3').",
        "rows: entry 2 ('7-8') leaves a gap after entry 1 ('3-4') (5..6).",
      ]);
    });

    it('finds entries out of order, open in the middle, repeated or inverted', () => {
      const bad: Axis = {
        label: 'x',
        entries: [
          rangeEntry(5, 6),
          rangeEntry(1, 2),
          { key: '1..2', label: 'open', min: 3, max: null },
          { key: 'inv', label: 'inv', min: 9, max: 8 },
        ],
      };
      const problems = checkTable(
        table('clamp', { columns: bad, cells: closedRows.entries.map(() => ['', '', '', '']) }),
      );
      expect(problems).to.have.length(4);
      expect(problems.join('\n'))
        .to.contain('columns: entry 1')
        .and.contain('not in ascending order');
      expect(problems.join('\n')).to.contain("repeats key '1..2'");
      expect(problems.join('\n')).to.contain('open above but is not last');
      expect(problems.join('\n')).to.contain('min 9 above max 8');
    });

    it('finds cells not shaped rows × columns and empty axes', () => {
      expect(checkTable(table('clamp', { cells: [['a', 'b', 'c']] }))).to.deep.equal([
        'cells: 1 rows for 6 row entries.',
      ]);
      const ragged = table('clamp', {
        cells: closedRows.entries.map((_, i) => (i === 2 ? ['a'] : ['a', 'b', 'c'])),
      });
      expect(checkTable(ragged)).to.deep.equal(['cells[2]: 1 cells for 3 columns.']);
      expect(
        checkTable(table('clamp', { rows: { label: 'none', entries: [] }, cells: [] })),
      ).to.deep.equal(['rows: the axis has no entries.']);
    });
  });
});
