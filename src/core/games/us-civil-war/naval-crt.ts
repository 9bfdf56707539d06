/**
 * The U.S. Civil War: the players' Combat Results Table as the naval tools read it: only when it
 * can be read and contradicts none of the rulebook's facts (ruling G1), and only for the columns
 * entered.
 */
import { parseWith } from '../../shared/parse-with.js';
import { ChartsSchema, crtContext } from './charts-data.js';
import { checkCrt, crtFailures } from './crt-check.js';
import type { CrtGrid } from './crt-grid.js';

/** The entered grid if it agrees with the rulebook, or null. */
export function usableCrt(userData: unknown): CrtGrid | null {
  if (userData === null || userData === undefined) return null;
  const parsed = parseWith(ChartsSchema, userData);
  if (!parsed.ok) return null;
  const grid = parsed.value.crt;
  if (Object.keys(grid).length === 0) return null;
  return crtFailures(checkCrt(grid, crtContext(parsed.value))).length === 0 ? grid : null;
}
