/**
 * The U.S. Civil War: the entered Combat Results Table checked against every fact the rulebook
 * gives about it (`CRT_VECTORS`). Each fact passes, fails, or waits for what it needs; a grid
 * that fails any is flagged and the battle tool does not use it (ruling G1).
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

/** The ids of the facts `grid` contradicts: the grid is not used while there is any. */
export function crtFailures(checks: readonly VectorCheck[]): string[] {
  return checks.filter((c) => c.status === 'fail').map((c) => c.vector.id);
}
