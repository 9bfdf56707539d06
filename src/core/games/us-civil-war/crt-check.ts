/**
 * The U.S. Civil War: the entered Combat Results Table checked against every fact the rulebook
 * gives about it (`CRT_VECTORS`). Each fact passes, fails, or waits for what it needs; a fact
 * that fails names the cells it reads, so a typo is found in one look. The battle tool still
 * reads a grid that fails, and marks its results with those cells (ruling G1).
 */
import { combineDistributions, mapDistribution } from '../../shared/distribution.js';
import { crtColumnById } from './crt-columns.js';
import {
  crtCell,
  crtResultOdds,
  crtWinOdds,
  type CrtColumnEntry,
  type CrtGrid,
} from './crt-grid.js';
import { formatCrtResult, parseCrtResult } from './crt-result.js';
import { generalById } from './generals.js';
import { CRT_VECTORS, type CrtVector, type VectorSide } from './crt-vectors.js';

/** What the check reads besides the grid: generals' attack ratings from the counters. */
export interface CrtCheckContext {
  /** A general's attack rating, or null while it is not known. */
  attack(id: string): number | null;
  /** The highest attack rating of a Union general known or entered. */
  readonly unionMaxAttack: number;
}

export type CheckStatus = 'pass' | 'fail' | 'missing';

/** One fact checked: what the rulebook says, what the grid gives, and the verdict. */
export interface VectorCheck {
  readonly vector: CrtVector;
  readonly status: CheckStatus;
  /** The rulebook's fact in words ('total 5 reads 1*'). */
  readonly expected: string;
  /** What the entered grid gives, or what is missing. */
  readonly found: string;
}

/** Cells of one column the check reads: the rows of modified totals `from` to `to`. */
export interface CrtCells {
  readonly column: string;
  readonly from: number;
  readonly to: number;
}

/** The row a total reads in `entry`, as the total printed beside it (ends extended). */
function rowTotal(entry: CrtColumnEntry, total: number): number {
  const last = entry.results.length - 1;
  return entry.from + Math.min(Math.max(total - entry.from, 0), last);
}

/** The cells a side's roll can read: its column, from its lowest total to its highest. */
function sideCells(grid: CrtGrid, side: VectorSide, extra: number): CrtCells | null {
  const entry = grid[side.column];
  if (!entry) return null;
  const dice = crtColumnById(side.column)?.dice ?? 1;
  const mod = side.modifier + extra;
  return {
    column: side.column,
    from: rowTotal(entry, dice + mod),
    to: rowTotal(entry, 6 * dice + mod),
  };
}

/**
 * The cells of `grid` a fact reads: the one cell an example reads, the whole column where it
 * names a result without its roll, and every cell the dice can reach in a quoted chance.
 */
export function vectorCells(v: CrtVector, grid: CrtGrid, ctx: CrtCheckContext): CrtCells[] {
  const entry = 'column' in v ? grid[v.column] : undefined;
  if (v.kind === 'cell') {
    if (!entry) return [];
    const t = rowTotal(entry, v.roll + v.modifier);
    return [{ column: v.column, from: t, to: t }];
  }
  if (v.kind === 'somewhere')
    return entry
      ? [{ column: v.column, from: entry.from, to: entry.from + entry.results.length - 1 }]
      : [];
  const extra = (s: VectorSide) => (s.general === undefined ? 0 : (ctx.attack(s.general) ?? 0));
  const sides =
    v.kind === 'run-guns'
      ? [sideCells(grid, v.defender, 0)]
      : v.kind === 'never'
        ? [
            sideCells(grid, v.attacker, ctx.unionMaxAttack),
            sideCells(grid, v.defender, extra(v.defender)),
          ]
        : [
            sideCells(grid, v.attacker, extra(v.attacker)),
            sideCells(grid, v.defender, extra(v.defender)),
          ];
  return sides.filter((c): c is CrtCells => c !== null);
}

/** Cells in words: 'column 5-6 at total 5', 'column 1 at totals 1–6'. */
export function cellsText(cells: readonly CrtCells[]): string {
  return cells
    .map((c) =>
      c.from === c.to
        ? `column ${c.column} at total ${c.from}`
        : `column ${c.column} at totals ${c.from}–${c.to}`,
    )
    .join(' and ');
}

/**
 * Where `grid` disagrees with the rulebook, in words: each failing fact's cells and its place
 * ('column 9-12 at total 13 (How Safe is Washington?)'), or '' when none fails.
 */
export function crtDisagreement(
  checks: readonly VectorCheck[],
  grid: CrtGrid,
  ctx: CrtCheckContext,
): string {
  return checks
    .filter((c) => c.status === 'fail')
    .map((c) => `${cellsText(vectorCells(c.vector, grid, ctx))} (${c.vector.place})`)
    .join('; ');
}

const pct = (w: number, t: number) => (100 * w) / t;
/** A printed whole percent matches an exact chance rounded either way. */
const matches = (percent: number, w: number, t: number) =>
  Math.floor(pct(w, t)) === percent || Math.round(pct(w, t)) === percent;
const shown = (w: number, t: number) => `${w}/${t} = ${pct(w, t).toFixed(1)}%`;

function column(grid: CrtGrid, id: string): CrtColumnEntry | null {
  return grid[id] ?? null;
}

const notEntered = (ids: readonly string[]) =>
  `column${ids.length > 1 ? 's' : ''} ${ids.join(' and ')} not entered`;

function missingColumns(grid: CrtGrid, ids: readonly string[]): string | null {
  const gone = ids.filter((id) => !column(grid, id));
  return gone.length > 0 ? notEntered(gone) : null;
}

function sideRoll(grid: CrtGrid, side: VectorSide, ctx: CrtCheckContext) {
  const extra = side.general === undefined ? 0 : ctx.attack(side.general);
  if (extra === null) return null;
  return {
    entry: column(grid, side.column) as CrtColumnEntry,
    dice: crtColumnById(side.column)?.dice ?? 1,
    modifier: side.modifier + extra,
  };
}

function check(v: CrtVector, grid: CrtGrid, ctx: CrtCheckContext): Omit<VectorCheck, 'vector'> {
  const result = (status: CheckStatus, expected: string, found: string) => ({
    status,
    expected,
    found,
  });
  if (v.kind === 'cell' || v.kind === 'somewhere') {
    const want = formatCrtResult(parseCrtResult(v.expect) ?? { hits: 0, grade: 'plain' });
    const entry = column(grid, v.column);
    const total = v.kind === 'cell' ? v.roll + v.modifier : null;
    const expected =
      total === null
        ? `column ${v.column} holds ${want}`
        : `column ${v.column}, total ${total}: ${want}`;
    if (!entry) return result('missing', expected, notEntered([v.column]));
    if (total !== null) {
      const got = formatCrtResult(crtCell(entry, total));
      return result(got === want ? 'pass' : 'fail', expected, got);
    }
    const has = entry.results.some((r) => {
      const p = parseCrtResult(r);
      return p !== null && formatCrtResult(p) === want;
    });
    return result(has ? 'pass' : 'fail', expected, has ? `${want} found` : `no ${want}`);
  }
  const sides = v.kind === 'run-guns' ? [v.defender] : [v.attacker, v.defender];
  const gone = missingColumns(
    grid,
    sides.map((s) => s.column),
  );
  if (v.kind === 'never') {
    const expected = 'the attacker can never win';
    if (gone) return result('missing', expected, gone);
    const att = { ...v.attacker, modifier: v.attacker.modifier + ctx.unionMaxAttack };
    const a = sideRoll(grid, att, ctx);
    const d = sideRoll(grid, v.defender, ctx);
    if (!a || !d) return result('missing', expected, 'a rating not entered');
    const odds = crtWinOdds(a, d);
    return result(
      odds.attacker.weight === 0 ? 'pass' : 'fail',
      expected,
      odds.attacker.weight === 0
        ? 'never wins'
        : `wins ${shown(odds.attacker.weight, odds.attacker.total)}`,
    );
  }
  const expected = `${v.percent}%`;
  if (gone) return result('missing', expected, gone);
  if (v.kind === 'run-guns') {
    const roll = sideRoll(grid, v.defender, ctx);
    if (!roll) return result('missing', expected, 'a rating not entered');
    const stops = mapDistribution(crtResultOdds(roll), (k) => {
      const r = parseCrtResult(k) ?? { hits: 0, grade: 'plain' };
      return r.hits + (r.grade === 'plain' ? 0 : 1);
    });
    let sum = stops;
    for (let i = 1; i < v.rolls; i++) sum = combineDistributions(sum, stops, (a, b) => a + b);
    const through = sum.outcomes.filter((o) => o.key < v.ships).reduce((n, o) => n + o.weight, 0);
    return result(
      matches(v.percent, through, sum.total) ? 'pass' : 'fail',
      expected,
      shown(through, sum.total),
    );
  }
  const att = sideRoll(grid, v.attacker, ctx);
  const def = sideRoll(grid, v.defender, ctx);
  if (!att || !def)
    return result(
      'missing',
      expected,
      `${generalById(v.attacker.general ?? '')?.name ?? 'A general'}’s attack rating not entered`,
    );
  const odds = crtWinOdds(att, def);
  const { weight, total } = odds.attacker;
  return result(
    matches(v.percent, weight, total) ? 'pass' : 'fail',
    expected,
    shown(weight, total),
  );
}

/** Every fact of the rulebook about the CRT, checked against `grid`. */
export function checkCrt(grid: CrtGrid, ctx: CrtCheckContext): VectorCheck[] {
  return CRT_VECTORS.map((vector) => ({ vector, ...check(vector, grid, ctx) }));
}

/** The ids of the facts `grid` contradicts. */
export function crtFailures(checks: readonly VectorCheck[]): string[] {
  return checks.filter((c) => c.status === 'fail').map((c) => c.vector.id);
}
