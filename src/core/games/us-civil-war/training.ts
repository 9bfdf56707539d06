/**
 * The U.S. Civil War: Training (17.3). Action Points are put on a side's Training marker one at a
 * time (1 AP each, 4.3); every 7 earn 1 SP and the marker goes back to 0, so it always shows 0 to
 * 6. AP put on beyond the 7th count towards the next SP (ruling C33). Pure.
 */
import { TRAINING_AP_PER_SP } from './action-points.js';

/** The highest the Training marker stands: one AP short of an SP (17.3). */
export const TRAINING_MARKER_MAX = TRAINING_AP_PER_SP - 1;

/** The Training marker after `ap` more Action Points, from `marker`, and the SPs they earn. */
export function trainingAfter(
  marker: number,
  ap: number,
): { readonly earned: number; readonly marker: number } {
  const total = Math.max(0, marker) + Math.max(0, ap);
  return { earned: Math.floor(total / TRAINING_AP_PER_SP), marker: total % TRAINING_AP_PER_SP };
}

/** Where an earned SP is placed, for each side, in the app's words (17.3). */
export const TRAINING_PLACEMENT = {
  confederate: 'a friendly-controlled Resource hex with an LOC to a Primary Supply Source',
  union: 'a friendly-controlled Objective hex in a Northern state, in Full Supply',
} as const;
