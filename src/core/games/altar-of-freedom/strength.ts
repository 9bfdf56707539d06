/**
 * Altar of Freedom: the Strength Modifier scale (Strength Modifiers, L148–181; App. V
 * L2013–2018; spec §2.15). SMs never change during a game (L192–200).
 */

/** The seven possible Strength Modifiers, −3..+3 (L170–178). */
export const STRENGTH_MODIFIERS = [-3, -2, -1, 0, 1, 2, 3] as const;

/** One of `STRENGTH_MODIFIERS`. */
export type StrengthModifier = (typeof STRENGTH_MODIFIERS)[number];

/** Lowest Strength Modifier (L170–178). */
export const SM_MIN = -3;

/** Highest Strength Modifier (L170–178). */
export const SM_MAX = 3;

/** The meaning of each band of the scale, in the app's own words (L170–181). */
export const STRENGTH_SCALE: readonly {
  readonly min: number;
  readonly max: number;
  readonly meaning: string;
  readonly rule: string;
}[] = [
  {
    min: 1,
    max: 3,
    meaning: 'Larger or more seasoned than average (rarely, an elite unit).',
    rule: 'Basic Principles › Strength Modifiers', // L170–178
  },
  {
    min: 0,
    max: 0,
    meaning: 'An average-sized brigade for this battle.',
    rule: 'Basic Principles › Strength Modifiers',
  }, // L170–178
  {
    min: -3,
    max: -1,
    meaning: 'Smaller or less effective than average.',
    rule: 'Basic Principles › Strength Modifiers',
  }, // L170–178
];

/** Artillery is always +0 (App. V step 6, L2013–2018; true of every starter scenario). */
export const ARTILLERY_SM = 0;
