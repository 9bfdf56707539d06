/**
 * The campaign tracker's Phase C and F events: a side's face-down cards (checked, kept until both
 * are in), then the discretionary points in order, Union first, and the reveal once both are laid.
 */
import { discretionaryProblem, discretionaryTurn, faceDownProblem } from './allocation.js';
import type { CampaignSnapshot, Split } from './campaign-types.js';
import { SIDE_LABELS, type Side } from './phases.js';
import { closedTheaters } from './victory-data.js';

/** `side` lays his face-down cards in Phase C. */
export function allocate(
  s: CampaignSnapshot,
  e: Split & { readonly side: Side; readonly faceUp: boolean },
): CampaignSnapshot {
  if (s.phase !== 'C') throw new RangeError('Face-down command points are laid in Phase C.');
  if (s.allocation[e.side])
    throw new RangeError(`${SIDE_LABELS[e.side]} has already laid his cards.`);
  const split = { east: e.east, west: e.west };
  const problem = faceDownProblem(s.cp[e.side], split, {
    closed: closedTheaters(s.fallen),
    eastMajority: false,
  });
  if (problem) throw new RangeError(problem);
  return {
    ...s,
    allocation: {
      ...s.allocation,
      [e.side]: { faceDown: split, discretionary: null, faceUp: e.faceUp },
    },
    note: e.faceUp
      ? `${SIDE_LABELS[e.side]} lays his command points face up: East ${e.east}, West ${e.west}.`
      : `${SIDE_LABELS[e.side]} lays his face-down command points.`,
  };
}

/** `side` lays his discretionary points in Phase F; the cards are revealed after the second. */
export function layDiscretionary(
  s: CampaignSnapshot,
  e: Split & { readonly side: Side },
  eastMajority: boolean,
): CampaignSnapshot {
  if (s.phase !== 'F') throw new RangeError('Discretionary command points are laid in Phase F.');
  const turn = discretionaryTurn(s.allocation);
  if (turn !== e.side)
    throw new RangeError(
      turn
        ? `${SIDE_LABELS[turn]} lays his discretionary points first.`
        : 'Both have laid their points.',
    );
  const a = s.allocation[e.side];
  if (!a) throw new RangeError('No face-down cards were laid.');
  const d = { east: e.east, west: e.west };
  const problem = discretionaryProblem(s.cp[e.side], a, d, {
    closed: closedTheaters(s.fallen),
    eastMajority: eastMajority && e.side === 'union',
  });
  if (problem) throw new RangeError(problem);
  const allocation = { ...s.allocation, [e.side]: { ...a, discretionary: d } };
  const revealed = discretionaryTurn(allocation) === null;
  return {
    ...s,
    allocation,
    revealed,
    note: `${SIDE_LABELS[e.side]} lays discretionary points: East ${d.east}, West ${d.west}.${revealed ? ' Both reveal their face-down cards.' : ''}`,
  };
}
