/**
 * The undo history of a tracker, one shape for every game: the tracker state is its current
 * snapshot plus the snapshots before it (most recent last), so any earlier point can be restored
 * exactly and the stored state needs no separate log. Pure.
 */

/** A tracker state: a snapshot `S` and the snapshots before it, most recent last. */
export type WithHistory<S extends object> = S & { readonly history: readonly S[] };

/** Snapshots a tracker keeps for undo; older ones are dropped. */
export const HISTORY_LIMIT = 500;

/** The state without its history. */
export function snapshotOf<S extends object>(state: WithHistory<S>): S {
  const { history: _history, ...rest } = state;
  return rest as unknown as S;
}

/**
 * The state after one change: `reduce` gives the next snapshot (it throws a RangeError for a
 * change the rules do not allow, and nothing changes), and the snapshot before it joins the
 * history.
 */
export function recordStep<S extends object>(
  state: WithHistory<S>,
  reduce: (snapshot: S) => S,
  limit = HISTORY_LIMIT,
): WithHistory<S> {
  const before = snapshotOf(state);
  const after = reduce(before);
  return { ...after, history: [...state.history, before].slice(-limit) };
}

/**
 * A game's tracker reducer made from its reducer of snapshots: every event is one `recordStep`,
 * so each game's undo history is kept the same way.
 */
export function historyReducer<S extends object, E>(
  reduce: (snapshot: S, event: E) => S,
): (state: WithHistory<S>, event: E) => WithHistory<S> {
  return (state, event) => recordStep(state, (s) => reduce(s, event));
}

/** The state `steps` changes back (1 = the last change); as far back as the history goes. */
export function undoSteps<S extends object>(state: WithHistory<S>, steps = 1): WithHistory<S> {
  const n = Math.min(Math.max(0, Math.floor(steps)), state.history.length);
  if (n === 0) return state;
  const keep = state.history.length - n;
  const previous = state.history[keep];
  if (previous === undefined) return state;
  return { ...previous, history: state.history.slice(0, keep) };
}

/** Whether there is anything to undo. */
export function canUndo<S extends object>(state: WithHistory<S>): boolean {
  return state.history.length > 0;
}

/**
 * The changes of a tracker that keeps what each change did in its snapshots, newest first: each
 * snapshot after the first described by `describe`, with the undo steps back to it.
 */
export function snapshotChanges<S extends object>(
  state: WithHistory<S>,
  describe: (snapshot: S) => { readonly when: string; readonly text: string },
): { index: number; when: string; text: string; undoSteps: number }[] {
  const after = [...state.history, snapshotOf(state)].slice(1);
  const back = state.history.length;
  return after
    .map((snap, i) => ({ index: i + 1, ...describe(snap), undoSteps: back - i }))
    .reverse();
}
