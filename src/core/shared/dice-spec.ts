/**
 * Bounds on dice specifications, shared by parsing, rolling, enumeration and the schemas.
 */
import type { DiceSpec } from './types.js';

/**
 * The dice the app accepts: 1..10 dice of 2..100 sides. The games need at most 3d6 and d20;
 * the bounds keep hostile input (a shared link, an import) from asking for 10^6 dice.
 */
export const DICE_LIMITS = { minCount: 1, maxCount: 10, minSides: 2, maxSides: 100 } as const;

/** True when `spec` has a whole number of dice and sides within `DICE_LIMITS`. */
export function isValidDiceSpec(spec: DiceSpec): boolean {
  return (
    Number.isInteger(spec.count) &&
    Number.isInteger(spec.sides) &&
    spec.count >= DICE_LIMITS.minCount &&
    spec.count <= DICE_LIMITS.maxCount &&
    spec.sides >= DICE_LIMITS.minSides &&
    spec.sides <= DICE_LIMITS.maxSides
  );
}

/** Throws a RangeError naming the spec unless `isValidDiceSpec(spec)`. */
export function assertDiceSpec(spec: DiceSpec): void {
  if (!isValidDiceSpec(spec)) {
    throw new RangeError(
      `Dice must be ${DICE_LIMITS.minCount}..${DICE_LIMITS.maxCount} dice of ` +
        `${DICE_LIMITS.minSides}..${DICE_LIMITS.maxSides} sides; got ` +
        `${String(spec.count)}d${String(spec.sides)}.`,
    );
  }
}
