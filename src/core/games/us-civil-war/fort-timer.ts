/**
 * The U.S. Civil War's Forts under construction (10.2.2–10.2.3, 10.2.6): one begun with a card in
 * an Action Phase is done at the end of its side's next Action Phase; the Union's free Fort of the
 * Reinforcement Phase is done at the end of the Union's first Action Phase of the turn. A Fort
 * being built that is found alone with an enemy force is removed. Pure.
 */
import { FORTIFICATIONS } from './forts.js';
import type { Side } from './sides.js';

/** The Forts a timer can build: F1, or an upgrade to F2 or F3. */
export const BUILDABLE = FORTIFICATIONS.filter((f) => /^f\d$/.test(f.id));

/** A Fort being built: where, by whom, what, and the Action Phase whose end completes it. */
export interface FortTimer {
  readonly id: string;
  readonly where: string;
  readonly side: Side;
  readonly level: string;
  readonly free: boolean;
  readonly due: { readonly turn: number; readonly action: number };
}

/** The Action Phase that completes a Fort begun now (10.2.2, 10.2.6). */
export function fortDue(
  at: { readonly turn: number; readonly action: number; readonly inAction: boolean },
  actionPhases: number,
): { readonly turn: number; readonly action: number } {
  if (!at.inAction) return { turn: at.turn, action: 1 };
  return at.action < actionPhases
    ? { turn: at.turn, action: at.action + 1 }
    : { turn: at.turn + 1, action: 1 };
}

/** The Forts done once Action Phase `action` of `turn` ends, and those still building. */
export function completeForts(
  forts: readonly FortTimer[],
  turn: number,
  action: number,
): { readonly done: readonly FortTimer[]; readonly building: readonly FortTimer[] } {
  const isDone = (f: FortTimer) =>
    f.due.turn < turn || (f.due.turn === turn && f.due.action <= action);
  return { done: forts.filter(isDone), building: forts.filter((f) => !isDone(f)) };
}

/** A Fort's name from its level id. */
export const fortName = (level: string): string =>
  BUILDABLE.find((f) => f.id === level)?.name ?? level;
