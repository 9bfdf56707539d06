/**
 * Altar of Freedom: what a reinforcement that rolls to arrive needs on each attempt (Shiloh SR2,
 * L2168–2176; Champion Hill SR1, L4310–4321): the die must reach the target, less the bonus for
 * each earlier attempt. The tracker applies the same rule to the rolls made (`arrivalRoll`).
 */
import type { Reinforcement } from './schema.js';

/**
 * The lowest face that brings `r` on at its `attempt`-th roll (1-based); 1 means it arrives
 * whatever is rolled. RangeError for a scheduled reinforcement or an attempt below 1.
 */
export function arrivalNeeds(r: Reinforcement, attempt: number): number {
  if (r.roll === undefined) throw new RangeError(`'${r.id}' does not roll to arrive.`);
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new RangeError(`Attempt ${String(attempt)} is not 1 or more.`);
  return Math.max(1, r.roll.target - r.roll.bonusPerAttempt * (attempt - 1));
}
