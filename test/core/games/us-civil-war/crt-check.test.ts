import { expect } from '@open-wc/testing';
import { crtContext } from '../../../../src/core/games/us-civil-war/charts-data.js';
import {
  checkCrt,
  crtDisagreement,
  crtFailures,
  vectorCells,
} from '../../../../src/core/games/us-civil-war/crt-check.js';
import type { CrtGrid } from '../../../../src/core/games/us-civil-war/crt-grid.js';
import { CRT_VECTORS } from '../../../../src/core/games/us-civil-war/crt-vectors.js';
import { CHARTS_FIXTURE, CRT_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

const ctx = crtContext(CHARTS_FIXTURE);

/** The fixture with the cell that reads `total` on `column` changed to `to`. */
function changed(column: string, total: number, to: string): CrtGrid {
  const col = CRT_FIXTURE[column];
  if (!col) throw new Error(`no column ${column}`);
  const results = [...col.results];
  const i = total - col.from;
  if (i < 0 || i >= results.length) throw new Error(`total ${total} outside ${column}`);
  if (results[i] === to) throw new Error(`${column} ${total} is already ${to}`);
  results[i] = to;
  return { ...CRT_FIXTURE, [column]: { from: col.from, results } };
}

/** For each fact, one cell changed against it: [fact, column, total, new result]. */
const BREAKS: readonly (readonly [string, string, number, string])[] = [
  ['V1', '5-6', 5, '1'],
  ['V2', '4', 3, '*'],
  ['V3', '3', 5, '2'],
  ['V4', '0', 6, '1'],
  ['V5', '9-12', 8, '2'],
  ['V6', '7-8', 7, '2'],
  ['V7', '3', 6, '1*'],
  ['V8', '1', 7, '2'],
  ['V9', '9-12', 13, '2'],
  ['V10', '5-6', 11, '1*'],
  ['V11', '5-6', 5, '1◆'],
  ['PV1', '1', 5, '*'],
  ['PV2', '1', 8, '1*'],
  ['PV3', '3', 7, '1'],
  ['PV4', '4', 6, '2'],
  ['PV5', '2', 4, '0'],
  ['PV6', '2', 8, '1*'],
];

describe('The U.S. Civil War CRT self-check', () => {
  it('passes a grid keyed to every fact the rulebook gives (V1–V11, PV1–PV6)', () => {
    const checks = checkCrt(CRT_FIXTURE, ctx);
    expect(checks.map((c) => c.vector.id)).to.deep.equal([
      ...Array.from({ length: 11 }, (_, i) => `V${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `PV${i + 1}`),
    ]);
    expect(
      checks.filter((c) => c.status !== 'pass').map((c) => [c.vector.id, c.found]),
    ).to.deep.equal([]);
  });

  it('shows the exact chances behind the quoted percentages', () => {
    const found = Object.fromEntries(checkCrt(CRT_FIXTURE, ctx).map((c) => [c.vector.id, c.found]));
    expect(found['PV1']).to.equal('8/36 = 22.2%');
    expect(found['PV5']).to.equal('20/36 = 55.6%');
    expect(found['PV6']).to.equal('never wins');
  });

  it('fails each fact when one cell is changed against it', () => {
    expect(BREAKS.map((b) => b[0])).to.deep.equal(CRT_VECTORS.map((v) => v.id));
    for (const [id, column, total, to] of BREAKS) {
      const checks = checkCrt(changed(column, total, to), ctx);
      expect(crtFailures(checks), `${id}: ${column} at ${total} → ${to}`).to.include(id);
    }
  });

  it('names, for each fact a changed cell breaks, that very cell among the cells it reads', () => {
    for (const [id, column, total, to] of BREAKS) {
      const grid = changed(column, total, to);
      const failing = checkCrt(grid, ctx).filter((c) => c.status === 'fail');
      const fact = failing.find((c) => c.vector.id === id);
      if (!fact) throw new Error(`${id} does not fail`);
      const cells = vectorCells(fact.vector, grid, ctx);
      expect(
        cells.some((c) => c.column === column && c.from <= total && total <= c.to),
        `${id}: ${JSON.stringify(cells)} misses column ${column} at ${total}`,
      ).to.equal(true);
      expect(crtDisagreement(failing, grid, ctx)).to.contain(`column ${column} at total`);
    }
  });

  it('says where a grid disagrees in words: the cell, the rulebook’s place', () => {
    const grid = changed('9-12', 13, '2');
    const failing = checkCrt(grid, ctx);
    expect(crtDisagreement(failing, grid, ctx)).to.equal(
      'column 9-12 at total 13 (Map Notes, How Safe is Washington?)',
    );
    expect(crtDisagreement(checkCrt(CRT_FIXTURE, ctx), CRT_FIXTURE, ctx)).to.equal('');
    const odds = changed('1', 5, '*');
    expect(crtDisagreement(checkCrt(odds, ctx), odds, ctx)).to.contain(
      'column 1 at totals 1–6 and column 0 at totals',
    );
  });

  it('waits, and says what is missing, while a column or a rating is not entered', () => {
    const none = checkCrt({}, ctx);
    expect(none.every((c) => c.status === 'missing')).to.equal(true);
    expect(none[0]?.found).to.equal('column 5-6 not entered');
    const noPolk = checkCrt(CRT_FIXTURE, crtContext({ crt: CRT_FIXTURE, generals: {} }));
    const pv4 = noPolk.find((c) => c.vector.id === 'PV4');
    expect([pv4?.status, pv4?.found]).to.deep.equal([
      'missing',
      'Polk’s attack rating not entered',
    ]);
    expect(crtFailures(noPolk)).to.deep.equal([]);
  });
});
