/**
 * In Freedom's Cause: a melee's casualties shared evenly by the units of a side (Charges and
 * Melee). The rulebook does not say where casualties that do not divide evenly go; the odd ones
 * go one each to the units with the most figures, in the order the player lists them (ruling A33).
 */

/** The most units a side of a melee is entered with: a control bound, the brigade cap. */
export const MELEE_UNITS_MAX = 8;

/**
 * `casualties` shared by `units` units: each takes the same, and the remainder one each to the
 * first units (list the largest first). A side of one unit takes them all.
 */
export function shareCasualties(casualties: number, units: number): number[] {
  const n = Math.max(1, Math.floor(units));
  const c = Math.max(0, Math.floor(casualties));
  const each = Math.floor(c / n);
  return Array.from({ length: n }, (_, i) => each + (i < c % n ? 1 : 0));
}

/** A share in words: '3 each', or '3, 3 and 2'. */
export function shareText(shares: readonly number[]): string {
  const [first] = shares;
  if (first === undefined) return '';
  if (shares.every((s) => s === first))
    return shares.length === 1 ? String(first) : `${String(first)} each`;
  const head = shares.slice(0, -1).map(String).join(', ');
  return `${head} and ${String(shares.at(-1))}`;
}
