/**
 * The U.S. Civil War's Isolated Groups as the tracker keeps them from turn to turn (13.6): each
 * group's side, where it stands and its Surrender Points, which stay on it until they are
 * cleared or it surrenders at the rulebook's total (13.6.4, 13.6.5). Pure.
 */
import type { Side } from './sides.js';
import { SURRENDER_AT } from './supply-data.js';

/** One Isolated Group. */
export interface IsolatedGroup {
  readonly id: string;
  readonly side: Side;
  readonly where: string;
  readonly points: number;
}

/** The most groups the tracker keeps at once (a sanity bound, not a rule). */
export const MAX_GROUPS = 40;

/** The groups with a new one of `side` at `where`, id `g<next>`. */
export function isolateGroup(
  groups: readonly IsolatedGroup[],
  next: number,
  side: Side,
  where: string,
): readonly IsolatedGroup[] {
  if (groups.length >= MAX_GROUPS)
    throw new RangeError(`The tracker keeps at most ${MAX_GROUPS} Isolated Groups.`);
  if (groups.some((g) => g.side === side && g.where.toLowerCase() === where.toLowerCase()))
    throw new RangeError(`A group at ${where} is already Isolated.`);
  return [...groups, { id: `g${next}`, side, where, points: 0 }];
}

const find = (groups: readonly IsolatedGroup[], id: string): IsolatedGroup => {
  const g = groups.find((x) => x.id === id);
  if (!g) throw new RangeError('No such Isolated Group.');
  return g;
};

/**
 * The groups after group `id` incurs `points` Surrender Points (13.6.4): at the rulebook's
 * total it surrenders and leaves the list.
 */
export function addSurrenderPoints(
  groups: readonly IsolatedGroup[],
  id: string,
  points: number,
): {
  readonly groups: readonly IsolatedGroup[];
  readonly group: IsolatedGroup;
  readonly surrenders: boolean;
} {
  if (!Number.isInteger(points) || points < 1 || points > SURRENDER_AT.points)
    throw new RangeError(`Surrender Points come 1 to ${SURRENDER_AT.points} at a time.`);
  const g = find(groups, id);
  const total = g.points + points;
  const group = { ...g, points: Math.min(total, SURRENDER_AT.points) };
  const surrenders = total >= SURRENDER_AT.points;
  return {
    groups: surrenders
      ? groups.filter((x) => x.id !== id)
      : groups.map((x) => (x.id === id ? group : x)),
    group,
    surrenders,
  };
}

/** The groups with group `id`'s points cleared (13.6.5: no enemy next to it). */
export function clearSurrenderPoints(
  groups: readonly IsolatedGroup[],
  id: string,
): readonly IsolatedGroup[] {
  const g = find(groups, id);
  if (g.points === 0) throw new RangeError(`The group at ${g.where} has no Surrender Points.`);
  return groups.map((x) => (x.id === id ? { ...x, points: 0 } : x));
}

/** The groups without group `id` (it traces an LOC again, or is gone), and that group. */
export function endIsolation(
  groups: readonly IsolatedGroup[],
  id: string,
): { readonly groups: readonly IsolatedGroup[]; readonly group: IsolatedGroup } {
  const group = find(groups, id);
  return { groups: groups.filter((x) => x.id !== id), group };
}
