/**
 * A results table the players key in whole, as a grid: its columns (the table's own columns),
 * its rows (the roll or total each row reads) and one cell per column and row, as typed. The
 * grid is read from and written back to data stored column by column as a lowest row and the
 * results from there up (`GridColumn`), the shape every keyed results table here has. Cells are
 * pasted as a block from the focused one, refused whole when any cell does not read. Pure: the
 * renderer (`hs-keyed-grid`) draws it and holds no rule.
 */
import type { RosterSave, RosterState } from './roster.js';

/** A stored column: the row of its first result and its results from there up, as text. */
export interface GridColumn {
  readonly from: number;
  readonly results: readonly string[];
}

/** A column of the grid as headed: its key in the data and its label ('5-6', '1863'). */
export interface GridColumnHead {
  readonly id: string;
  readonly label: string;
}

/** The cells as typed, by column id and then by row ('' or absent: nothing). */
export type GridCells = Readonly<Record<string, Readonly<Record<number, string>>>>;

/** A fact of the rulebook checked beside the cells it concerns. */
export interface GridCheck {
  /** 'V9'. */
  readonly id: string;
  readonly status: 'pass' | 'fail' | 'waiting';
  /** One line: what the fact is, where it is printed and what the grid gives. */
  readonly text: string;
  /** The cells it reads, by column and row. */
  readonly cells: readonly { readonly column: string; readonly row: number }[];
}

/** What the grid shows. */
export interface KeyedGridView {
  /** The grid's heading and table caption. */
  readonly title: string;
  /** What a row is: 'Modified total'. */
  readonly rowName: string;
  /** How to type a cell and what an empty one means. */
  readonly hint: string;
  readonly columns: readonly GridColumnHead[];
  /** The rows shown, lowest first (at least those with a saved cell). */
  readonly rows: { readonly from: number; readonly to: number };
  /** How far rows may be added. */
  readonly limits: { readonly from: number; readonly to: number };
  /** The saved cells. */
  readonly cells: GridCells;
  readonly checks: readonly GridCheck[];
}

/** A keyed table drawn as a grid: its view, how one cell is read, and the save of all cells. */
export interface KeyedGridSpec<D> {
  /** The grid for `state`, with its checks run on `cells` where given and readable; null: none. */
  view(state: RosterState<D>, cells?: GridCells): KeyedGridView | null;
  /** Why `text` is not a cell of this table, or null when it reads (empty reads as nothing). */
  cellProblem(text: string): string | null;
  /** The data with every column replaced by the grid's, or the problems (nothing is saved). */
  save(state: RosterState<D>, cells: GridCells): RosterSave<D>;
}

/** The cells of stored columns. */
export function columnsToCells(
  columns: Readonly<Partial<Record<string, GridColumn>>>,
): Record<string, Record<number, string>> {
  const out: Record<string, Record<number, string>> = {};
  for (const [id, c] of Object.entries(columns)) {
    if (!c) continue;
    const cells: Record<number, string> = {};
    c.results.forEach((r, i) => {
      cells[c.from + i] = r;
    });
    out[id] = cells;
  }
  return out;
}

/** The rows from `low` to `high` that hold a typed cell in any column, or null when none does. */
export function filledRows(cells: GridCells): { from: number; to: number } | null {
  let from = Infinity;
  let to = -Infinity;
  for (const col of Object.values(cells))
    for (const [row, text] of Object.entries(col))
      if (text.trim() !== '') {
        from = Math.min(from, Number(row));
        to = Math.max(to, Number(row));
      }
  return from === Infinity ? null : { from, to };
}

/** One column's typed cells read back into a stored column, or why not. */
export type ColumnRead =
  | { readonly ok: true; readonly column: GridColumn | null }
  | { readonly ok: false; readonly error: string; readonly rows: readonly number[] };

/**
 * Reads a column's cells: none typed is no column; otherwise the results run from the first
 * typed row to the last with no empty row between (an empty row inside is refused by name).
 */
export function cellsToColumn(
  cells: Readonly<Record<number, string>>,
  label: string,
  rowName: string,
): ColumnRead {
  const rows = Object.entries(cells)
    .filter(([, t]) => t.trim() !== '')
    .map(([r]) => Number(r))
    .sort((a, b) => a - b);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first === undefined || last === undefined) return { ok: true, column: null };
  const gaps: number[] = [];
  const results: string[] = [];
  for (let r = first; r <= last; r++) {
    const t = (cells[r] ?? '').trim();
    if (t === '') gaps.push(r);
    results.push(t);
  }
  if (gaps.length > 0)
    return {
      ok: false,
      error: `Column ${label} has an empty cell at ${rowName.toLowerCase()} ${gaps.slice(0, 3).join(', ')} between results: fill ${gaps.length === 1 ? 'it' : 'them'} in.`,
      rows: gaps,
    };
  return { ok: true, column: { from: first, results } };
}

/**
 * A pasted text as a block of cells: one row per line (blank lines at either end dropped); a
 * line is split at tabs when it has any (as a spreadsheet copies), else at commas or
 * semicolons, else at runs of spaces (as a forum post shows it).
 */
export function pastedBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && (lines[0] ?? '').trim() === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  return lines.map((line) => {
    const split = line.includes('\t')
      ? line.split('\t')
      : /[,;]/.test(line)
        ? line.split(/[,;]/)
        : line.trim().split(/\s+/);
    return split.map((c) => c.trim());
  });
}

/** Where a paste lands: the focused cell's column and row. */
export interface GridPlace {
  readonly column: string;
  readonly row: number;
}

/** A paste applied, or refused whole with the reason. */
export type GridPaste =
  | {
      readonly ok: true;
      readonly cells: GridCells;
      /** The rows the grid shows after the paste (grown to hold it). */
      readonly rows: { readonly from: number; readonly to: number };
      readonly filled: number;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Fills `cells` with the block pasted at `at`, rows down and columns to the right. Refused whole
 * (nothing written) when the block runs past the last column or the grid's row limits, or when
 * any cell does not read as `problem` says.
 */
export function pasteIntoGrid(
  view: Pick<KeyedGridView, 'columns' | 'limits' | 'rowName'>,
  rows: { readonly from: number; readonly to: number },
  cells: GridCells,
  at: GridPlace,
  text: string,
  problem: (cell: string) => string | null,
): GridPaste {
  const block = pastedBlock(text);
  const start = view.columns.findIndex((c) => c.id === at.column);
  if (block.length === 0 || start < 0)
    return { ok: false, message: 'Nothing was pasted: the clipboard holds no cells.' };
  const wide = Math.max(...block.map((r) => r.length));
  const room = view.columns.length - start;
  const name = view.rowName.toLowerCase();
  if (wide > room)
    return {
      ok: false,
      message: `Not pasted: the block is ${wide} columns wide, and from column ${view.columns[start]?.label ?? ''} there ${room === 1 ? 'is 1' : `are ${room}`}. Nothing was changed.`,
    };
  const lastRow = at.row + block.length - 1;
  if (lastRow > view.limits.to)
    return {
      ok: false,
      message: `Not pasted: the block is ${block.length} rows tall and would run past ${name} ${view.limits.to}. Nothing was changed.`,
    };
  const bad: string[] = [];
  const next: Record<string, Record<number, string>> = {};
  for (const [id, col] of Object.entries(cells)) next[id] = { ...col };
  let filled = 0;
  block.forEach((line, r) => {
    line.forEach((typed, c) => {
      const col = view.columns[start + c];
      if (!col) return;
      const why = problem(typed);
      if (why !== null) {
        bad.push(`“${typed.slice(0, 8)}” at column ${col.label}, ${name} ${at.row + r}`);
        return;
      }
      next[col.id] = { ...(next[col.id] ?? {}), [at.row + r]: typed };
      filled += 1;
    });
  });
  if (bad.length > 0)
    return {
      ok: false,
      message:
        `Not pasted: ${bad.slice(0, 3).join('; ')}${bad.length > 3 ? ` and ${bad.length - 3} more` : ''} ${bad.length === 1 ? 'does' : 'do'} not read as a cell. ${problem('?') ?? ''} Nothing was changed.`.replace(
          /\s+/g,
          ' ',
        ),
    };
  return {
    ok: true,
    cells: next,
    rows: { from: Math.min(rows.from, at.row), to: Math.max(rows.to, lastRow) },
    filled,
  };
}

/** The rows a grid shows: the default range grown to every saved cell. */
export function shownRows(
  cells: GridCells,
  range: { readonly from: number; readonly to: number },
): { from: number; to: number } {
  const filled = filledRows(cells);
  return filled
    ? { from: Math.min(range.from, filled.from), to: Math.max(range.to, filled.to) }
    : { ...range };
}

/** What a column-stored table needs to be saved from a grid. */
export interface ColumnsGridSave<D> {
  readonly columns: readonly GridColumnHead[];
  readonly rowName: string;
  /** Each column's results, read as one column's form would be; refused with its reasons. */
  saveColumns(columns: Readonly<Record<string, GridColumn | null>>): RosterSave<D>;
}

/**
 * Saves every column of a grid at once: each column read from its cells (an inner gap refused,
 * naming its rows), then the whole checked by the table's own save. Nothing is saved unless
 * every column reads.
 */
export function saveColumnsGrid<D>(cells: GridCells, spec: ColumnsGridSave<D>): RosterSave<D> {
  const errors: string[] = [];
  const invalid: string[] = [];
  const columns: Record<string, GridColumn | null> = {};
  for (const c of spec.columns) {
    const read = cellsToColumn(cells[c.id] ?? {}, c.label, spec.rowName);
    if (!read.ok) {
      errors.push(read.error);
      invalid.push(...read.rows.map((r) => gridCellId(c.id, r)));
    } else columns[c.id] = read.column;
  }
  if (errors.length > 0) return { ok: false, errors, invalid };
  return spec.saveColumns(columns);
}

/** The name of a cell in a save's `invalid` list and in the grid's DOM ids. */
export function gridCellId(column: string, row: number): string {
  return `${column}@${row}`;
}
