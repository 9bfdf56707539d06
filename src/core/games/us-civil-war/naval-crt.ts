/**
 * The U.S. Civil War: the players' Combat Results Table as the naval tools read it (ruling G1):
 * the columns entered, and where the grid disagrees with a fact of the rulebook, the cells in
 * words, so a result read from it is marked, as the land battle marks its results.
 */
import { parseWith } from '../../shared/parse-with.js';
import { ChartsSchema, crtContext } from './charts-data.js';
import { checkCrt, crtDisagreement } from './crt-check.js';
import type { CrtGrid } from './crt-grid.js';

/** The entered grid and where it disagrees with the rulebook ('' where it agrees). */
export interface NavalCrt {
  readonly grid: CrtGrid;
  readonly disagrees: string;
}

/** The entered grid, or null when none is entered or it cannot be read. */
export function readCrt(userData: unknown): NavalCrt | null {
  if (userData === null || userData === undefined) return null;
  const parsed = parseWith(ChartsSchema, userData);
  if (!parsed.ok) return null;
  const grid = parsed.value.crt;
  if (Object.keys(grid).length === 0) return null;
  const ctx = crtContext(parsed.value);
  return { grid, disagrees: crtDisagreement(checkCrt(grid, ctx), grid, ctx) };
}

/** The words a result read from a disagreeing grid carries first, or null. */
export function crtWarning(crt: NavalCrt | null): { text: string; rule: string } | null {
  return crt && crt.disagrees !== ''
    ? {
        text: `Your chart disagrees with the rulebook at ${crt.disagrees}: this result reads your chart; check those cells on the Charts page.`,
        rule: 'ruling G1',
      }
    : null;
}
