/**
 * Test helper: Pearson's χ² goodness-of-fit statistic of die rolls against a fair die.
 */
import type { Roller } from '../../../src/core/shared/types.js';

/** Critical values of χ² at p = 0.001 for a fair d6 (5 degrees of freedom) and d20 (19). */
export const CHI2_CRITICAL_P001 = { 6: 20.515, 20: 43.82 } as const;

/** Rolls `sides` `n` times and returns the count of each face (index 0 = face 1). */
export function faceCounts(roller: Roller, sides: number, n: number): number[] {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < n; i++) {
    const face = roller.roll(sides);
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  }
  return counts;
}

/** Σ (observed − expected)² / expected, with every face expected equally often. */
export function chiSquare(counts: readonly number[]): number {
  const n = counts.reduce((a, b) => a + b, 0);
  const expected = n / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}
