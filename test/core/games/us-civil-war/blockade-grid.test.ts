import { expect } from '@open-wc/testing';
import { BLOCKADE_GRID } from '../../../../src/core/games/us-civil-war/blockade-grid.js';
import type { BlockadeTable } from '../../../../src/core/games/us-civil-war/blockade-table.js';

const state = (data: BlockadeTable) => ({ choices: {}, query: '', data });

describe('The U.S. Civil War Blockade Table as a grid', () => {
  it('shows the saved years as cells by roll, and each fact beside its year', () => {
    const view = BLOCKADE_GRID.view(
      state({ years: { '1861': { from: 2, results: ['4', '+2M'] } } }),
    )!;
    expect(view.cells).to.deep.equal({ '1861': { 2: '4', 3: '+2M' } });
    expect(view.columns[0]).to.deep.equal({ id: '1861', label: '1861' });
    const b1 = view.checks.find((c) => c.id === 'B1')!;
    expect(b1.cells).to.deep.equal([
      { column: '1861', row: 2 },
      { column: '1861', row: 3 },
    ]);
    expect(b1.status).to.equal('fail');
    expect(view.checks.find((c) => c.id === 'B3')?.status).to.equal('pass');
  });

  it('saves every year at once, as printed, or refuses with the cells to fix', () => {
    const saved = BLOCKADE_GRID.save(state({ years: {} }), {
      '1862': { 0: ' 4+2m', 1: '-' },
    });
    expect(saved.ok && saved.data).to.deep.equal({
      years: { '1862': { from: 0, results: ['4+2M', '0'] } },
    });
    const refused = BLOCKADE_GRID.save(state({ years: {} }), { '1862': { 0: 'four' } });
    expect(refused).to.deep.equal({
      ok: false,
      errors: ['1862, roll 0: “four” is not a Blockade result.'],
      invalid: ['1862@0'],
    });
    expect(BLOCKADE_GRID.cellProblem('four')).to.match(/^Type a cell as its BPs/);
    expect(BLOCKADE_GRID.cellProblem('')).to.equal(null);
  });
});
