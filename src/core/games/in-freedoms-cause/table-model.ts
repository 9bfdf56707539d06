/**
 * In Freedom's Cause, Haversack's open model: the engine shared by the fire and melee tables
 * (spec §2.3.6, "Model A"). The expected casualties are a number of figures times whole-number
 * percentages; the casualties on a 2d6 roll are that expectation scaled by the roll over the
 * mean roll, rounded down, and never more than the figures that can be hit. Exact integer
 * arithmetic, so a table is the same for the same settings on every device, a higher roll is
 * never worse, and small groups come out ineffective, as the rulebook says they can.
 */
import { diceDistribution, type Fraction } from '../../shared/distribution.js';
import type { DiceSpec } from '../../shared/types.js';

/** The dice every check of the game rolls. */
export const TWO_D6: DiceSpec = { count: 2, sides: 6 };

const DIST = diceDistribution(TWO_D6);

/** Each 2d6 roll, lowest first, with its chance. */
export const ROLLS: readonly { readonly roll: number; readonly chance: Fraction }[] =
  DIST.outcomes.map((o) => ({ roll: o.key, chance: { weight: o.weight, total: DIST.total } }));

/** The mean roll as a fraction: the sum of roll × ways over the ways. */
const MEAN_NUM = BigInt(DIST.outcomes.reduce((s, o) => s + o.key * o.weight, 0));
const MEAN_DEN = BigInt(DIST.total);

/** A factor of the expectation: what it is, and its value in percent. */
export interface ModelFactor {
  readonly label: string;
  readonly percent: number;
}

/** The expected casualties as figures times factors. */
export interface Expectation {
  readonly figures: number;
  readonly factors: readonly ModelFactor[];
}

/** The expectation as a number (for display; the table is computed exactly). */
export function expectedValue(e: Expectation): number {
  return e.factors.reduce((x, f) => (x * f.percent) / 100, e.figures);
}

/** Casualties on each roll, lowest roll first. */
export type CasualtyTable = readonly { readonly roll: number; readonly casualties: number }[];

/**
 * The table for `e`: on roll r, ⌊E × r / mean roll⌋ casualties, at most `cap` (the figures that
 * can be hit).
 */
export function casualtyTable(e: Expectation, cap: number): CasualtyTable {
  let num = BigInt(e.figures) * MEAN_DEN;
  let den = MEAN_NUM;
  for (const f of e.factors) {
    num *= BigInt(f.percent);
    den *= 100n;
  }
  return ROLLS.map(({ roll }) => ({
    roll,
    casualties: Math.min(cap, Number((num * BigInt(roll)) / den)),
  }));
}

/** A table as runs of equal results: '2–5: 0 · 6–11: 1 · 12: 2'. */
export function tableRuns<T>(
  rows: readonly { readonly roll: number }[],
  value: (i: number) => T,
  text: (v: T) => string,
): string {
  const runs: { from: number; to: number; v: T }[] = [];
  rows.forEach((r, i) => {
    const v = value(i);
    const last = runs.at(-1);
    if (last && last.v === v) last.to = r.roll;
    else runs.push({ from: r.roll, to: r.roll, v });
  });
  return runs
    .map(
      (r) =>
        `${r.from === r.to ? String(r.from) : `${String(r.from)}–${String(r.to)}`}: ${text(r.v)}`,
    )
    .join(' · ');
}
