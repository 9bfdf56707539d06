/**
 * The U.S. Civil War's leader roster as the tracker keeps it (16.1–16.6): the Generals the
 * players list, each in play, in the Unassigned Generals Box or removed. Only the two Generals
 * the rulebook names may wait in the Unassigned box (16.5.2); a scenario starts with its removed
 * and unassigned Generals (S3.1). Ratings are the counters', keyed in on the charts page. Pure.
 */
import type { Scenario } from './scenario-types.js';
import { SCENARIOS } from './scenarios.js';
import type { Side } from './sides.js';

/** Where a listed General is. */
export type LeaderStatus = 'play' | 'unassigned' | 'removed';

/** What each status is called. */
export const LEADER_STATUS: Readonly<Record<LeaderStatus, string>> = {
  play: 'In play',
  unassigned: 'Unassigned box',
  removed: 'Removed',
};

/** A General on the roster. */
export interface Leader {
  readonly name: string;
  readonly side: Side;
  readonly status: LeaderStatus;
}

/** The Generals who may wait in the Unassigned box and return later (16.5.2). */
export const UNASSIGNED_GENERALS: readonly { readonly general: string; readonly side: Side }[] =
  SCENARIOS.flatMap((s) => s.unassigned).map((u) => ({
    general: u.general,
    side: u.side === 'csa' ? 'confederate' : 'union',
  }));

/** The roster a game of `s` starts with (its removed Generals are the Union's, S3.1). */
export function startLeaders(s: Scenario): Leader[] {
  return [
    ...s.removedGenerals.map((name): Leader => ({ name, side: 'union', status: 'removed' })),
    ...s.unassigned.map((u): Leader => ({
      name: u.general,
      side: u.side === 'csa' ? 'confederate' : 'union',
      status: 'unassigned',
    })),
  ];
}

/** The longest name the roster takes. */
export const LEADER_NAME_MAX = 40;

/** The roster with `name` added for `side`, in play; throws if listed already or empty. */
export function addLeader(list: readonly Leader[], name: string, side: Side): Leader[] {
  const n = name.trim();
  if (n === '' || n.length > LEADER_NAME_MAX)
    throw new RangeError(`Name the General (up to ${LEADER_NAME_MAX} letters).`);
  if (list.some((l) => l.name.toLowerCase() === n.toLowerCase()))
    throw new RangeError(`${n} is on the roster already.`);
  return [...list, { name: n, side, status: 'play' }];
}

/** The roster with `name` moved to `status`; only the two named may go to the Unassigned box. */
export function setLeaderStatus(
  list: readonly Leader[],
  name: string,
  status: LeaderStatus,
): Leader[] {
  const l = list.find((x) => x.name === name);
  if (!l) throw new RangeError(`${name} is not on the roster.`);
  if (status === 'unassigned' && !UNASSIGNED_GENERALS.some((u) => u.general === name))
    throw new RangeError(
      `Only ${UNASSIGNED_GENERALS.map((u) => u.general).join(' and ')} wait in the Unassigned box (16.5.2).`,
    );
  return list.map((x) => (x.name === name ? { ...x, status } : x));
}
