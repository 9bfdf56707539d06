/**
 * The Price of Freedom: conditions that compare two count inputs, written out as data the
 * shared condition language can evaluate (it compares an input with constants only).
 * Procedures only.
 */
import type { Condition } from '../../shared/index.js';

function counts(max: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= max; n++) out.push(n);
  return out;
}

/**
 * Holds when at least half of the corps counted by input `corps` (1..max) are spent, as counted
 * by input `spent`: spent × 2 ≥ corps. This is the game's definition of a spent army
 * (§2.2.1, §2.2.3, §17.3.3, §19.1; ruling C1). Never holds with no corps.
 */
export function halfOrMoreSpent(corps: string, spent: string, max: number): Condition {
  return {
    any: counts(max).map((n) => ({
      all: [
        { input: corps, eq: n },
        { input: spent, gte: Math.ceil(n / 2) },
      ],
    })),
  };
}

/** Holds when input `spent` is larger than input `corps` (0..max), which the rules never allow. */
export function moreSpentThanCorps(corps: string, spent: string, max: number): Condition {
  return {
    any: [0, ...counts(max)].map((n) => ({
      all: [
        { input: corps, eq: n },
        { input: spent, gte: n + 1 },
      ],
    })),
  };
}
