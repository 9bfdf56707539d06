/**
 * Turning uniform 32-bit integers into die faces without modulo bias, shared by every roller.
 */

/** 2^32: the number of distinct values of an unsigned 32-bit word. */
const TWO_32 = 0x1_0000_0000;

/**
 * Throws a RangeError unless `sides` is an integer in 2..2^32 (a die a roller can roll).
 * Why: a die of 0, 1 or 2.5 faces is always a caller's bug, better caught at the first roll.
 */
export function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2 || sides > TWO_32) {
    throw new RangeError(`A die needs a whole number of sides from 2 up; got ${String(sides)}.`);
  }
}

/**
 * The largest multiple of `sides` not above 2^32. Words at or above it are rejected, so every
 * face keeps exactly the same number of accepted words (rejection sampling).
 */
export function acceptLimit(sides: number): number {
  return TWO_32 - (TWO_32 % sides);
}

/**
 * The face (1..sides) a 32-bit word `word` (0..2^32-1) gives, or null when the word lies in the
 * rejected zone (word ≥ acceptLimit(sides)) and the caller must draw another word.
 */
export function faceFromWord(word: number, sides: number): number | null {
  return word < acceptLimit(sides) ? (word % sides) + 1 : null;
}
