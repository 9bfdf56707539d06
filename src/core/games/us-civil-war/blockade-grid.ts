/**
 * The U.S. Civil War: the Blockade Table keyed in as one grid (a column per year, a row per
 * modified roll), saved whole, with each fact of the rulebook checked beside the column it reads
 * (ruling G3). The cells are stored year by year as the year forms store them.
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
import { yearOf } from './calendar.js';
import { blockadeFailures, checkBlockadeTable } from './blockade-check.js';
import {
  BLOCKADE_ENTRY_LIMITS,
  BLOCKADE_YEARS,
  BlockadeTableSchema,
  INFLATION_MARK,
  formatBlockadeResult,
  parseBlockadeResult,
  type BlockadeTable,
} from './blockade-table.js';
import { savedChecked } from './supply-chart.js';

const COLUMNS = BLOCKADE_YEARS.map((y) => ({ id: y, label: y }));
/** The rolls shown before any is entered. */
const ROWS = { from: 0, to: 12 } as const;
const LIMITS = {
  from: BLOCKADE_ENTRY_LIMITS.fromMin,
  to: BLOCKADE_ENTRY_LIMITS.fromMax + BLOCKADE_ENTRY_LIMITS.rowsMax - 1,
};
const HINT = `Type a cell as its BPs, ${INFLATION_MARK}, or both (“4${INFLATION_MARK}”); - or 0 for nothing.`;

const problem = (text: string) =>
  text.trim() === '' || parseBlockadeResult(text) !== null ? null : HINT;

function withGrid(cells: GridCells) {
  return saveColumnsGrid<BlockadeTable>(cells, {
    columns: COLUMNS,
    rowName: 'Roll',
    saveColumns(columns) {
      const errors: string[] = [];
      const invalid: string[] = [];
      const years: Record<string, { from: number; results: string[] }> = {};
      for (const [id, col] of Object.entries(columns)) {
        if (!col) continue;
        const read = col.results.map((t) => parseBlockadeResult(t));
        read.forEach((r, i) => {
          if (r === null) {
            errors.push(
              `${id}, roll ${col.from + i}: “${(col.results[i] ?? '').slice(0, 8)}” is not a Blockade result.`,
            );
            invalid.push(`${id}@${col.from + i}`);
          }
        });
        years[id] = {
          from: col.from,
          results: read.map((r) => (r ? formatBlockadeResult(r) : '')),
        };
      }
      if (errors.length > 0) return { ok: false, errors, invalid };
      const shape = parseWith(BlockadeTableSchema, { years });
      if (!shape.ok) return { ok: false, errors: shape.issues.map((i) => i.message), invalid: [] };
      const n = Object.keys(years).length;
      const saved = `Saved the Blockade Table (${n} year${n === 1 ? '' : 's'})`;
      return savedChecked(
        shape.value,
        saved,
        blockadeFailures(checkBlockadeTable(shape.value)),
        'table',
        saved,
      );
    },
  });
}

function checksOf(table: BlockadeTable): GridCheck[] {
  return checkBlockadeTable(table).map((c) => {
    const year = c.fact.kind === 'turn-total' ? String(yearOf(c.fact.turn).year) : null;
    const col = year === null ? undefined : table.years[year];
    return {
      id: c.fact.id,
      status: c.status === 'missing' ? 'waiting' : c.status,
      text: `${c.fact.id} (${c.fact.place}): ${c.expected}; ${c.status === 'missing' ? 'waiting: ' : 'your table: '}${c.found}`,
      cells:
        year !== null && col
          ? col.results.map((_, i) => ({ column: year, row: col.from + i }))
          : [],
    };
  });
}

/** The Blockade Table as one grid. */
export const BLOCKADE_GRID: KeyedGridSpec<BlockadeTable> = {
  view(state, cells) {
    const saved = columnsToCells(state.data.years);
    const trial = cells ? withGrid(cells) : null;
    return {
      title: 'Key in the table as a grid',
      rowName: 'Roll',
      hint: `${HINT} Each row is a modified roll; leave the cells above a year's first printed roll and below its last empty. Paste a block copied from a spreadsheet or a post into any cell.`,
      columns: COLUMNS,
      rows: shownRows(saved, ROWS),
      limits: LIMITS,
      cells: saved,
      checks: checksOf(trial?.ok ? trial.data : state.data),
    };
  },
  cellProblem: problem,
  save: (_state, cells) => withGrid(cells),
};
