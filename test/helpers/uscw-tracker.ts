/**
 * The U.S. Civil War tracker driven as its reducer: an event applied (a refusal fails the test),
 * the refusal an event meets, and the context of a game of S2 with the players' entered data.
 */
import { USCW_TRACKER as T } from '../../src/core/games/us-civil-war/tracker.js';
import type { UscwContext } from '../../src/core/games/us-civil-war/tracker-context.js';
import type { UscwSnapshot } from '../../src/core/games/us-civil-war/tracker-types.js';
import { isProblem } from '../../src/core/shared/tracker.js';
import type { WithHistory } from '../../src/core/shared/tracker-history.js';

export type UscwState = WithHistory<UscwSnapshot>;

/** The state after `event`; throws the refusal's words when the rules refuse it. */
export function applyUscw(state: UscwState, event: unknown): UscwState {
  const r = T.apply(state, event);
  if (isProblem(r)) throw new Error(r.problem);
  return r as UscwState;
}

/** Why `event` is refused, or '' when it is accepted. */
export function uscwProblem(state: UscwState, event: unknown): string {
  const r = T.apply(state, event);
  return isProblem(r) ? r.problem : '';
}

/** The context of a game of S2, with `also` as the entered data read beside the track. */
export function uscwCtx(also: readonly unknown[] = []): UscwContext {
  const c = T.context('s2', undefined, also) as UscwContext | null;
  if (!c) throw new Error('no context');
  return c;
}
