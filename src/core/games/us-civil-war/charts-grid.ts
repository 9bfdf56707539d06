/**
 * The U.S. Civil War: the Combat Results Table keyed in as one grid (columns by strength, rows by
 * modified total), saved whole, with each fact of the rulebook checked beside the cells it reads
 * (ruling G1). The cells are stored column by column as the column forms store them.
 */
import {
  columnsToCells,
  saveColumnsGrid,
  shownRows,
  type GridCells,
  type GridCheck,
  type KeyedGridSpec,
} from '../../shared/keyed-grid.js';
import { parseWith } from '../../shared/parse-with.js';
import { ChartsSchema, crtContext, type Charts } from './charts-data.js';
import { CRT_COLUMNS } from './crt-columns.js';
import { checkCrt, crtDisagreement, vectorCells } from './crt-check.js';
import { CRT_ENTRY_LIMITS, type CrtGrid } from './crt-grid.js';
import { formatCrtResult, parseCrtResult } from './crt-result.js';
import { savedChecked } from './supply-chart.js';

const COLUMNS = CRT_COLUMNS.map((c) => ({ id: c.id, label: c.id }));
/** The totals shown before any is entered: a single die's lowest to three dice's highest. */
const ROWS = { from: 0, to: 18 } as const;
const LIMITS = {
  from: CRT_ENTRY_LIMITS.fromMin,
  to: CRT_ENTRY_LIMITS.fromMax + CRT_ENTRY_LIMITS.rowsMax - 1,
};

const problem = (text: string) =>
  text.trim() === '' || parseCrtResult(text.trim()) !== null
    ? null
    : 'A CRT result is a number, with * or ◆ (or d) after it or not; - or 0 for nothing.';

/** The charts with the grid's columns in place of the saved CRT, or the problems. */
function withGrid(data: Charts, cells: GridCells) {
  return saveColumnsGrid<Charts>(cells, {
    columns: COLUMNS,
    rowName: 'Total',
    saveColumns(columns) {
      const errors: string[] = [];
      const invalid: string[] = [];
      const crt: Record<string, { from: number; results: string[] }> = {};
      for (const [id, col] of Object.entries(columns)) {
        if (!col) continue;
        const read = col.results.map((t) => parseCrtResult(t));
        read.forEach((r, i) => {
          if (r === null) {
            errors.push(
              `Column ${id}, total ${col.from + i}: “${(col.results[i] ?? '').slice(0, 8)}” is not a CRT result.`,
            );
            invalid.push(`${id}@${col.from + i}`);
          }
        });
        crt[id] = { from: col.from, results: read.map((r) => (r ? formatCrtResult(r) : '')) };
      }
      if (errors.length > 0) return { ok: false, errors, invalid };
      const shape = parseWith(ChartsSchema, { ...data, crt });
      if (!shape.ok) return { ok: false, errors: shape.issues.map((i) => i.message), invalid: [] };
      const ctx = crtContext(shape.value);
      const disagrees = crtDisagreement(checkCrt(shape.value.crt, ctx), shape.value.crt, ctx);
      const n = Object.keys(crt).length;
      return savedChecked(
        shape.value,
        `Saved the CRT (${n} column${n === 1 ? '' : 's'})`,
        disagrees === '' ? [] : disagrees.split('; '),
        'CRT',
        `Saved the CRT (${n} column${n === 1 ? '' : 's'})`,
        true,
      );
    },
  });
}

function checksOf(crt: CrtGrid, data: Charts): GridCheck[] {
  const ctx = crtContext({ ...data, crt: crt as Charts['crt'] });
  return checkCrt(crt, ctx).map((c) => ({
    id: c.vector.id,
    status: c.status === 'missing' ? 'waiting' : c.status,
    text: `${c.vector.id} (${c.vector.place}): ${c.expected}; ${c.status === 'missing' ? 'waiting: ' : 'your grid: '}${c.found}`,
    cells: vectorCells(c.vector, crt, ctx).flatMap((cells) =>
      Array.from({ length: cells.to - cells.from + 1 }, (_, i) => ({
        column: cells.column,
        row: cells.from + i,
      })),
    ),
  }));
}

/** The CRT as one grid (the charts page shows it with the CRT). */
export const CRT_GRID: KeyedGridSpec<Charts> = {
  view(state, cells) {
    const saved = columnsToCells(state.data.crt);
    const trial = cells ? withGrid(state.data, cells) : null;
    const crt = trial?.ok ? trial.data.crt : state.data.crt;
    return {
      title: 'Key in the CRT as a grid',
      rowName: 'Total',
      hint: `Type a result as a number with * or ◆ after it or not (d for ◆; - or 0 for nothing). Each row is a modified total; leave the cells above a column's first printed total and below its last empty. Paste a block copied from a spreadsheet or a post into any cell.`,
      columns: COLUMNS,
      rows: shownRows(saved, ROWS),
      limits: LIMITS,
      cells: saved,
      checks: checksOf(crt, state.data),
    };
  },
  cellProblem: problem,
  save: (state, cells) => withGrid(state.data, cells),
};
