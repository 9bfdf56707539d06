import { expect } from '@open-wc/testing';
import { rangeEntry } from '../../../src/core/shared/axis.js';
import { checkTable } from '../../../src/core/shared/table-check.js';
import type { Axis } from '../../../src/core/shared/types.js';
import { closedRows, rows, table } from './table-fixtures.js';

describe('table', () => {
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
