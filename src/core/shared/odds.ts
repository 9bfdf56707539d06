/**
 * Odds for players: which table row a roll reaches, opposed rolls, and percentages for display.
 */
import {
  combineDistributions,
  diceDistribution,
  mapDistribution,
  shiftDistribution,
} from './distribution.js';
import type { Fraction } from './distribution.js';
import { clampValue } from './roll.js';
import { lookup } from './table.js';
import type { Clamp, DiceSpec, Distribution, ResultsTable } from './types.js';

/**
 * `weight / total` as a percentage with at most `digits` decimals (0..3, default 1), rounded
 * half up exactly, trailing zeros dropped: '16.7%', '50%'. Exactly '0%' and '100%' only for
 * impossible and certain outcomes; a tiny non-zero chance reads '<0.1%' and a near-certain one
 * '>99.9%' (for digits = 1), so a player never sees 0% for something that can happen.
 * Throws a RangeError unless 0 ≤ weight ≤ total are whole numbers with total > 0.
 */
export function formatPercent(weight: number, total: number, digits = 1): string {
  if (
    !Number.isSafeInteger(weight) ||
    !Number.isSafeInteger(total) ||
    weight < 0 ||
    total <= 0 ||
    weight > total
  ) {
    throw new RangeError(`Not a probability: ${String(weight)} out of ${String(total)}.`);
  }
  if (!Number.isInteger(digits) || digits < 0 || digits > 3) {
    throw new RangeError(`formatPercent shows 0 to 3 decimals; asked for ${String(digits)}.`);
  }
  if (weight === 0) return '0%';
  if (weight === total) return '100%';
  const scale = 10n ** BigInt(digits);
  const step = (1 / 10 ** digits).toFixed(digits);
  const scaled = (BigInt(weight) * 100n * scale * 2n + BigInt(total)) / (BigInt(total) * 2n);
  if (scaled === 0n) return `<${step}%`;
  if (scaled === 100n * scale) return `>${(100 - Number(step)).toFixed(digits)}%`;
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return fraction === '' ? `${whole}%` : `${whole}.${fraction}%`;
}

/**
 * The exact distribution of the table row reached by rolling `dice` with net modifier
 * `modifierTotal`, after `clamp`, keyed by ROW INDEX of `table` (the table's own clamping
 * applies). `columnValue` is required when the table has columns. Throws a RangeError if any
 * reachable total is rejected by the table (or the column value is).
 */
export function tableOdds<C>(
  table: ResultsTable<C>,
  dice: DiceSpec,
  modifierTotal: number,
  columnValue?: number,
  clamp?: Clamp,
): Distribution<number> {
  const totals = shiftDistribution(diceDistribution(dice), modifierTotal);
  return mapDistribution(
    totals,
    (total) => lookup(table, clampValue(total, clamp), columnValue).row,
  );
}

/** One side of an opposed roll: its dice and its net modifier. */
export interface OpposedSide {
  readonly dice: DiceSpec;
  readonly modifier: number;
}

/** The exact distribution of (a's modified total − b's modified total), ascending. */
export function opposedDistribution(a: OpposedSide, b: OpposedSide): Distribution<number> {
  const left = shiftDistribution(diceDistribution(a.dice), a.modifier);
  const right = shiftDistribution(diceDistribution(b.dice), b.modifier);
  return combineDistributions(left, right, (x, y) => x - y);
}

/** Chances that side a wins, side b wins, or they tie (after `compareOdds`' tie rule). */
export interface OpposedOdds {
  readonly a: Fraction;
  readonly b: Fraction;
  readonly tie: Fraction;
}

/**
 * Who wins an opposed roll, from its difference distribution (a − b): a wins on > 0, b on < 0.
 * A difference of 0 goes to a or b when the rules say ties go to that side ('a' / 'b'; `tie`
 * is then 0), or stays a tie ('none'). The three weights sum to `diff.total`.
 */
export function compareOdds(diff: Distribution<number>, tie: 'a' | 'b' | 'none'): OpposedOdds {
  let a = 0;
  let b = 0;
  let even = 0;
  for (const { key, weight } of diff.outcomes) {
    if (key > 0) a += weight;
    else if (key < 0) b += weight;
    else even += weight;
  }
  if (tie === 'a') a += even;
  if (tie === 'b') b += even;
  if (tie !== 'none') even = 0;
  const { total } = diff;
  return { a: { weight: a, total }, b: { weight: b, total }, tie: { weight: even, total } };
}
