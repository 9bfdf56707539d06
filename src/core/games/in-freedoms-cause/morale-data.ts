/**
 * In Freedom's Cause: the numbers of brigade and army morale, each written once with its place:
 * the dice, the share of losses that brings the first test, and the cumulative re-test penalty.
 * The score each quality needs is in `quality.ts`. Data only.
 */
import { TWO_D6 } from '../../shared/dice.js';
import type { DiceSpec } from '../../shared/types.js';

/** Brigade and army morale tests (Brigade and Army Morale, L472–492). */
export const MORALE_TEST = {
  /** Two dice, scoring the quality's number or more. */
  dice: TWO_D6 satisfies DiceSpec,
  /** The first test comes when this share of the force is lost (or more), in words and as a number. */
  share: { value: 1 / 2, word: 'half' },
  /** Taken off the roll for each test already passed: cumulative (ruling A27). */
  retestPenalty: -2,
  rule: 'Brigade and Army Morale',
} as const;

/** The losses that bring the first test of a force of `total`: the share, rounded up. */
export function firstTestAt(total: number): number {
  return Math.ceil(total * MORALE_TEST.share.value);
}

/**
 * Control bounds, not rules: the most units of one rating a brigade's or an army's steppers take,
 * and the most brigades and divisional generals an army's.
 */
export const MORALE_INPUT_MAX = { brigadeUnits: 12, armyUnits: 60, brigades: 12 } as const;
