import { expect } from '@open-wc/testing';
import {
  cellsToColumn,
  columnsToCells,
  pasteIntoGrid,
  pastedBlock,
} from '../../../src/core/shared/keyed-grid.js';

const VIEW = {
  columns: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ],
  limits: { from: 0, to: 5 },
  rowName: 'Roll',
};
const digit = (t: string) => (t === '' || /^[0-9]$/.test(t) ? null : 'A cell is one digit.');

describe('keyed grid (a results table keyed in as a grid)', () => {
  it('reads a pasted block: tabs as a spreadsheet copies, else commas, else spaces', () => {
    expect(pastedBlock('1\t\t2\r\n3\t4\t5\n')).to.deep.equal([
      ['1', '', '2'],
      ['3', '4', '5'],
    ]);
    expect(pastedBlock('\n1, 2;3\n')).to.deep.equal([['1', '2', '3']]);
    expect(pastedBlock('  0 *  1*\n2◆ 2')).to.deep.equal([
      ['0', '*', '1*'],
      ['2◆', '2'],
    ]);
  });

  it('stores a column as its first row and its results, refusing a gap inside', () => {
    expect(columnsToCells({ a: { from: 2, results: ['1', '2'] } })).to.deep.equal({
      a: { 2: '1', 3: '2' },
    });
    expect(cellsToColumn({ 1: '', 2: '1', 3: ' 2 ', 4: '' }, 'A', 'Roll')).to.deep.equal({
      ok: true,
      column: { from: 2, results: ['1', '2'] },
    });
    expect(cellsToColumn({ 0: '1', 2: '2' }, 'A', 'Roll')).to.deep.equal({
      ok: false,
      error: 'Column A has an empty cell at roll 1 between results: fill it in.',
      rows: [1],
    });
    expect(cellsToColumn({}, 'A', 'Roll')).to.deep.equal({ ok: true, column: null });
  });

  it('pastes from the focused cell, growing the rows shown, or refuses the whole block', () => {
    const ok = pasteIntoGrid(
      VIEW,
      { from: 1, to: 2 },
      { a: { 1: '9' } },
      { column: 'a', row: 2 },
      '1\t2\n3\t4',
      digit,
    );
    expect(ok).to.deep.equal({
      ok: true,
      cells: { a: { 1: '9', 2: '1', 3: '3' }, b: { 2: '2', 3: '4' } },
      rows: { from: 1, to: 3 },
      filled: 4,
    });
    const bad = pasteIntoGrid(
      VIEW,
      { from: 0, to: 5 },
      {},
      { column: 'a', row: 0 },
      '1,x\n22,3',
      digit,
    );
    expect(bad).to.deep.equal({
      ok: false,
      message:
        'Not pasted: “x” at column B, roll 0; “22” at column A, roll 1 do not read as a cell. A cell is one digit. Nothing was changed.',
    });
    const tall = pasteIntoGrid(
      VIEW,
      { from: 0, to: 5 },
      {},
      { column: 'b', row: 4 },
      '1\n2\n3',
      digit,
    );
    expect(tall).to.deep.equal({
      ok: false,
      message:
        'Not pasted: the block is 3 rows tall and would run past roll 5. Nothing was changed.',
    });
  });
});
