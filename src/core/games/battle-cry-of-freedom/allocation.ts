/**
 * Battle Cry of Freedom's hidden command point allocation (Phases C and F): each player lays one
 * face-down card per theater, together at least half his track rounded up, and keeps the rest
 * as discretionary points laid face up in Phase F, the Union first; then both reveal. The checks
 * are the rulebook's (card values, the half, the track, closed theaters, the Union's majority in
 * the East after Washington falls); the app keeps each entry private until both are in.
 */
import type { Side, Theater } from './phases.js';
import type { SideAllocation, Split } from './campaign-types.js';

/** The values printed on the command point cards. */
export const CP_CARD_VALUES = { min: 0, max: 9 } as const;
export const ALLOCATION_PLACE = 'Detailed Sequence of Play › C. Command Point Phase';
export const DISCRETIONARY_PLACE =
  'Detailed Sequence of Play › F. Place Discretionary Command Points and Reveal Facedown Command Points';

/** The least a player must lay face down: half his track, rounded up. */
export function minimumFaceDown(total: number): number {
  return Math.ceil(total / 2);
}

/** What limits an allocation besides the track. */
export interface AllocationRules {
  readonly closed: readonly Theater[];
  /** The Union must lay a majority of his track in the East (after Washington falls). */
  readonly eastMajority: boolean;
}

const sum = (s: Split): number => s.east + s.west;

/** Why the face-down cards `s` are refused for a track of `total`, or null. */
export function faceDownProblem(total: number, s: Split, rules: AllocationRules): string | null {
  for (const t of ['east', 'west'] as const) {
    const v = s[t];
    if (!Number.isInteger(v) || v < CP_CARD_VALUES.min || v > CP_CARD_VALUES.max)
      return `A command point card reads ${CP_CARD_VALUES.min} to ${CP_CARD_VALUES.max}.`;
    if (rules.closed.includes(t) && v > 0)
      return `No command points may be placed in the closed ${t === 'east' ? 'East' : 'West'}.`;
  }
  const min = minimumFaceDown(total);
  if (sum(s) < min) return `At least ${min} of ${total} command points go face down.`;
  if (sum(s) > total) return `Only ${total} command points are on the track.`;
  return null;
}

/** Why the discretionary points `d` are refused after `a`, or null. */
export function discretionaryProblem(
  total: number,
  a: SideAllocation,
  d: Split,
  rules: AllocationRules,
): string | null {
  if (d.east < 0 || d.west < 0 || !Number.isInteger(d.east) || !Number.isInteger(d.west))
    return 'Discretionary points are whole numbers, none below zero.';
  for (const t of ['east', 'west'] as const)
    if (rules.closed.includes(t) && d[t] > 0)
      return `No command points may be placed in the closed ${t === 'east' ? 'East' : 'West'}.`;
  const free = total - sum(a.faceDown);
  if (sum(d) > free) return `Only ${free} discretionary command points are left.`;
  if (rules.eastMajority && 2 * (a.faceDown.east + d.east) <= total)
    return `After the fall of Washington the Union lays a majority of his ${total} command points in the East (ruling A17).`;
  return null;
}

/** Command points each theater holds once revealed: face-down plus discretionary. */
export function theaterTotals(a: SideAllocation): Split {
  const d = a.discretionary ?? { east: 0, west: 0 };
  return { east: a.faceDown.east + d.east, west: a.faceDown.west + d.west };
}

/** The side that lays its discretionary points now, or null once both have (Union first). */
export function discretionaryTurn(
  allocation: Readonly<Record<Side, SideAllocation | null>>,
): Side | null {
  if (allocation.union && !allocation.union.discretionary) return 'union';
  if (allocation.confederate && !allocation.confederate.discretionary) return 'confederate';
  return null;
}
