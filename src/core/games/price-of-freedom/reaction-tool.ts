/**
 * The Price of Freedom: a reaction roll as a tool, the reacting army's d6 against the moving
 * army's (§16.4.2, §16.5.2). Withdrawal and interception differ only in who wins a tie and in
 * their words, so the resolution and the odds are built here once from which side the tie goes to.
 */
import type { Outcome, RollTool } from '../../shared/tool.js';
import { reactionOdds } from './reaction-odds.js';
import { MOVING_SIDE, REACTIVE_SIDE } from './reaction-sides.js';
import { rollAt } from './tool-support.js';

/** Who wins a tie: 'a' the reacting army (withdrawal), 'b' the moving army (interception). */
export type ReactionTie = 'a' | 'b';

/** Whether the reacting army's total beats the mover's, ties going to `tie`. */
export function reactionSucceeds(reactive: number, moving: number, tie: ReactionTie): boolean {
  return tie === 'a' ? reactive >= moving : reactive > moving;
}

/** What makes one reaction tool: its words, its two outcomes and who wins a tie. */
export interface ReactionSpec extends Pick<
  RollTool,
  'id' | 'title' | 'rule' | 'summary' | 'notes'
> {
  /** The outcome of success, then of failure (its key is 'fails', as the odds name it). */
  readonly outcomes: readonly [success: Outcome, failure: Outcome];
  readonly tie: ReactionTie;
  /** The effects of success, from the reacting and the moving totals. */
  readonly succeeds: (reactive: number, moving: number) => string[];
  /** The effects of failure, from the reacting and the moving totals. */
  readonly fails: (reactive: number, moving: number) => string[];
}

/** The roll tool of a reaction: the reacting side first, then the mover. */
export function reactionTool(spec: ReactionSpec): RollTool {
  const { outcomes, tie, succeeds, fails, ...words } = spec;
  return {
    ...words,
    sides: [REACTIVE_SIDE, MOVING_SIDE],
    outcomes,
    resolve(rolls) {
      const r = rollAt(rolls, 0, spec.title).total;
      const m = rollAt(rolls, 1, spec.title).total;
      return reactionSucceeds(r, m, tie)
        ? { outcome: outcomes[0], effects: succeeds(r, m) }
        : { outcome: outcomes[1], effects: fails(r, m) };
    },
    odds: (inputs) => reactionOdds(inputs, outcomes[0].key, tie),
  };
}
