import { expect } from '@open-wc/testing';
import { lookup } from '../../../src/core/shared/table.js';
import type { ResultsTable } from '../../../src/core/shared/types.js';
import { closedRows, rows, table } from './table-fixtures.js';

describe('table', () => {
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
});
