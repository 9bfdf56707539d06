import { expect } from '@open-wc/testing';
import {
  COLUMN_LIMITS,
  columnCell,
  columnIsMonotone,
  columnText,
  parseColumn,
} from '../../../../src/core/games/us-civil-war/supply-column.js';

describe('US Civil War entered roll column', () => {
  const col = { from: 2, results: [0, 1, 1, 2] };

  it('reads a roll on its row, and past either end on the end rows', () => {
    expect(columnCell(col, 3)).to.equal(1);
    expect(columnCell(col, -4)).to.equal(0);
    expect(columnCell(col, 40)).to.equal(2);
  });

  it('writes its rows with open ends', () => {
    expect(columnText(col)).to.equal('≤2: 0 · 3: 1 · 4: 1 · 5+: 2');
    expect(columnText({ from: 1, results: [3] })).to.equal('any: 3');
  });

  it('reads a typed column, or clears on two empty fields', () => {
    expect(parseColumn('1', '3 3, 2;1 0', 3)).to.deep.equal({
      ok: true,
      column: { from: 1, results: [3, 3, 2, 1, 0] },
    });
    expect(parseColumn('', '', 3)).to.deep.equal({ ok: true, column: null });
  });

  it('refuses half a column, a bad lowest roll and results out of range', () => {
    const fields = (r: ReturnType<typeof parseColumn>) => (r.ok ? [] : r.fields);
    expect(fields(parseColumn('1', '', 3))).to.deep.equal(['from', 'results']);
    expect(fields(parseColumn(String(COLUMN_LIMITS.fromMax + 1), '1', 3))).to.deep.equal(['from']);
    expect(fields(parseColumn('1', '1 4', 3))).to.deep.equal(['results']);
    expect(fields(parseColumn('1', '1 x', 3))).to.deep.equal(['results']);
    expect(fields(parseColumn('1', '-1', 3))).to.deep.equal(['results']);
  });

  it('tells rising from falling columns', () => {
    expect(columnIsMonotone(col, 'rising')).to.equal(true);
    expect(columnIsMonotone(col, 'falling')).to.equal(false);
    expect(columnIsMonotone({ from: 1, results: [3, 2, 2, 0] }, 'falling')).to.equal(true);
  });
});
