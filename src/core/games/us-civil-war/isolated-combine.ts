/**
 * The U.S. Civil War's Isolated Groups combining and splitting (13.6.5). Two groups that join
 * become one that keeps only the Surrender Points of the larger, by SPs, or the greater points
 * when they are the same size; the SPs are asked for at the moment they join, since they change
 * with every battle. A group that splits gives each part a marker of its own; the rulebook does
 * not say with how many points, and ruling C17 gives each part the group's points. Pure.
 */
import { isolateGroup, type IsolatedGroup } from './isolated-groups.js';

/**
 * The most SPs a group's count may give when two groups join. Not a rulebook number: a bound for
 * the form's field, above any force on the map.
 */
export const GROUP_SPS_MAX = 99;

/** Two groups joined: the groups after, the one kept, and why its points were kept. */
export interface Combined {
  readonly groups: readonly IsolatedGroup[];
  /** The joined group: the kept group's marker, with the points 13.6.5 gives. */
  readonly group: IsolatedGroup;
  /** The group that joined it and is gone. */
  readonly joined: IsolatedGroup;
  /** Whether the points are the larger group's or, at equal SPs, the greater. */
  readonly by: 'larger' | 'equal';
}

const find = (groups: readonly IsolatedGroup[], id: string): IsolatedGroup => {
  const g = groups.find((x) => x.id === id);
  if (!g) throw new RangeError('No such Isolated Group.');
  return g;
};

const checkSps = (n: number): void => {
  if (!Number.isInteger(n) || n < 0 || n > GROUP_SPS_MAX)
    throw new RangeError(`Enter each group’s SPs as a whole number from 0 to ${GROUP_SPS_MAX}.`);
};

/**
 * The groups after group `a` (with `spsA` SPs now) and group `b` (with `spsB`) join (13.6.5):
 * the larger group's marker stays with its points; at equal SPs the greater points stay.
 */
export function combineGroups(
  groups: readonly IsolatedGroup[],
  a: string,
  b: string,
  spsA: number,
  spsB: number,
): Combined {
  if (a === b) throw new RangeError('Choose two different groups to combine.');
  const ga = find(groups, a);
  const gb = find(groups, b);
  if (ga.side !== gb.side) throw new RangeError('Only groups of one side combine.');
  checkSps(spsA);
  checkSps(spsB);
  const by = spsA === spsB ? 'equal' : 'larger';
  const aKept = spsA > spsB || (spsA === spsB && ga.points >= gb.points);
  const [kept, joined] = aKept ? [ga, gb] : [gb, ga];
  return { groups: groups.filter((x) => x.id !== joined.id), group: kept, joined, by };
}

/**
 * The groups after group `id` splits and a part of it at `where` goes its own way (13.6.5): the
 * part gets its own marker, id `g<next>`, with the group's points (ruling C17).
 */
export function splitGroup(
  groups: readonly IsolatedGroup[],
  id: string,
  next: number,
  where: string,
): { readonly groups: readonly IsolatedGroup[]; readonly from: IsolatedGroup } {
  const from = find(groups, id);
  const added = isolateGroup(groups, next, from.side, where);
  return {
    groups: added.map((x) => (x.id === `g${next}` ? { ...x, points: from.points } : x)),
    from,
  };
}
