/**
 * A modified roll: natural dice plus applied modifiers, totalled and clamped, either rolled by
 * the app or entered by the player from dice rolled at the table.
 */
import { rollDice } from './dice.js';
import { assertDiceSpec } from './dice-spec.js';
import { sumModifiers } from './modifiers.js';
import type { AppliedModifier, Clamp, DiceSpec, RollResult, Roller } from './types.js';

/**
 * `n` limited to `clamp` (inclusive bounds, either optional); `n` itself when no clamp is given.
 * Throws a RangeError when `clamp.min` is above `clamp.max`.
 */
export function clampValue(n: number, clamp?: Clamp): number {
  if (clamp === undefined) return n;
  const { min, max } = clamp;
  if (min !== undefined && max !== undefined && min > max) {
    throw new RangeError(`Clamp minimum ${min} is above its maximum ${max}.`);
  }
  if (min !== undefined && n < min) return min;
  if (max !== undefined && n > max) return max;
  return n;
}

/**
 * The result of dice already rolled: `natural` must hold exactly `dice.count` whole faces in
 * 1..`dice.sides`, else a RangeError. Total = sum of faces + sum of `applied`; `clamped` is the
 * total limited by `clamp`. Used for dice a player rolled and typed in, and by `rollModified`.
 */
export function resultFromNatural(
  dice: DiceSpec,
  natural: readonly number[],
  applied: readonly AppliedModifier[],
  clamp?: Clamp,
): RollResult {
  assertDiceSpec(dice);
  if (natural.length !== dice.count) {
    throw new RangeError(
      `Expected ${dice.count} dice for ${dice.count}d${dice.sides}; got ${natural.length}.`,
    );
  }
  let naturalTotal = 0;
  for (const face of natural) {
    if (!Number.isInteger(face) || face < 1 || face > dice.sides) {
      throw new RangeError(`${String(face)} is not a face of a d${dice.sides}.`);
    }
    naturalTotal += face;
  }
  const total = naturalTotal + sumModifiers(applied);
  return {
    dice: { count: dice.count, sides: dice.sides },
    natural: [...natural],
    naturalTotal,
    modifiers: applied.map((m) => ({ id: m.id, label: m.label, rule: m.rule, value: m.value })),
    total,
    clamped: clampValue(total, clamp),
  };
}

/**
 * Rolls `dice` with `roller` and applies `applied` and `clamp`: the same result as
 * `resultFromNatural` given the same faces.
 */
export function rollModified(
  dice: DiceSpec,
  applied: readonly AppliedModifier[],
  roller: Roller,
  clamp?: Clamp,
): RollResult {
  return resultFromNatural(dice, rollDice(dice, roller), applied, clamp);
}
