/**
 * The Price of Freedom: exact odds of a withdrawal or interception roll, the reacting army's d6
 * against the moving army's (§16.4.2, §16.5.2). Procedures only.
 */
import { compareOdds, opposedD6 } from '../../shared/index.js';
import type { Distribution, Inputs } from '../../shared/index.js';
import { MOVING_SIDE, REACTIVE_SIDE } from './reaction-sides.js';

/**
 * Odds of the reacting army succeeding (outcome `success`) or not (`fails`), ties going to the
 * reacting army (`tie` 'a', withdrawal) or to the mover ('b', interception).
 */
export function reactionOdds(
  inputs: Inputs,
  success: string,
  tie: 'a' | 'b',
): Distribution<string> {
  const diff = opposedD6(REACTIVE_SIDE, MOVING_SIDE, inputs);
  const odds = compareOdds(diff, tie);
  return {
    outcomes: [
      { key: success, weight: odds.a.weight },
      { key: 'fails', weight: odds.b.weight },
    ],
    total: diff.total,
  };
}
