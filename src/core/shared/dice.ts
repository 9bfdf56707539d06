/**
 * Dice: rolling a `DiceSpec`, reading and writing it as text ('2d6'), and the dice the games use.
 */
import { assertDiceSpec, isValidDiceSpec } from './dice-spec.js';
import type { DiceSpec, Roller } from './types.js';

/**
 * Rolls `spec.count` dice of `spec.sides` faces with `roller`; returns each face (1..sides) in
 * the order rolled. Throws a RangeError for a spec outside `DICE_LIMITS`.
 */
export function rollDice(spec: DiceSpec, roller: Roller): number[] {
  assertDiceSpec(spec);
  const faces: number[] = [];
  for (let i = 0; i < spec.count; i++) faces.push(roller.roll(spec.sides));
  return faces;
}

const DICE_TEXT = /^([1-9][0-9]*)?d([1-9][0-9]*)$/i;

/**
 * Reads dice notation: 'd6', '2d6', '1D20' (case-insensitive, surrounding spaces ignored).
 * Count 1..10 (1 when omitted), sides 2..100. Anything else, including '0d6', '2d', '2d6+1'
 * and leading zeros, gives null.
 */
export function parseDice(text: string): DiceSpec | null {
  if (text.length > 16) return null;
  const match = DICE_TEXT.exec(text.trim());
  if (match === null) return null;
  const spec: DiceSpec = { count: Number(match[1] ?? '1'), sides: Number(match[2]) };
  return isValidDiceSpec(spec) ? spec : null;
}

/** Writes a spec in dice notation with its count: { count: 2, sides: 6 } → '2d6', d6 → '1d6'. */
export function formatDice(spec: DiceSpec): string {
  return `${spec.count}d${spec.sides}`;
}

/** One six-sided die. */
export const D6: DiceSpec = Object.freeze({ count: 1, sides: 6 });
/** Two six-sided dice, summed (2..12). */
export const TWO_D6: DiceSpec = Object.freeze({ count: 2, sides: 6 });
/** Three six-sided dice, summed (3..18). */
export const THREE_D6: DiceSpec = Object.freeze({ count: 3, sides: 6 });
/** One ten-sided die (1..10). */
export const D10: DiceSpec = Object.freeze({ count: 1, sides: 10 });
/** One twelve-sided die. */
export const D12: DiceSpec = Object.freeze({ count: 1, sides: 12 });
/** One twenty-sided die. */
export const D20: DiceSpec = Object.freeze({ count: 1, sides: 20 });

/**
 * The turn-clock die a scenario names (Altar of Freedom): one die of 10..20 sides.
 * Throws a RangeError for any other size, since no scenario prints one.
 */
export function clockDie(sides: number): DiceSpec {
  if (!Number.isInteger(sides) || sides < 10 || sides > 20) {
    throw new RangeError(`A clock die has 10 to 20 sides; got ${String(sides)}.`);
  }
  return Object.freeze({ count: 1, sides });
}
