/**
 * The U.S. Civil War tracker's events for the Isolated Groups (13.6) and the naval state (21.6.6,
 * 21.9.2, 21.10.3): each gives the next snapshot with a line saying what changed, or a RangeError
 * saying why the rules refuse it. Part of the tracker's one reducer.
 */
import { combineGroups, splitGroup } from './isolated-combine.js';
import {
  addSurrenderPoints,
  clearSurrenderPoints,
  endIsolation,
  isolateGroup,
} from './isolated-groups.js';
import {
  changeIronclads,
  IRONCLAD_CHANGES,
  NSP_KINDS,
  replaceUnion,
  sinkUnion,
  UNION_SHIPYARDS,
} from './naval-pool.js';
import { SIDES } from './sides.js';
import { WHERE_MAX, type UscwEvent, type UscwSnapshot } from './tracker-types.js';
import { phaseById } from './turn-phases.js';

/** The events of this part of the reducer. */
export type IsolationNavalEvent = Extract<
  UscwEvent,
  {
    type:
      | 'isolate'
      | 'surrender-points'
      | 'surrender-clear'
      | 'isolation-end'
      | 'isolated-merge'
      | 'isolated-split'
      | 'naval-sunk'
      | 'naval-replace'
      | 'ironclad';
  }
>;

const inPhase = (s: UscwSnapshot, phase: 'action' | 'reinforcement' | 'end', what: string) => {
  if (s.phase !== phase) throw new RangeError(`${what} in the ${phaseById(phase).name}.`);
};

/** The snapshot after an Isolated Group or naval event. */
export function reduceIsolationNaval(s: UscwSnapshot, e: IsolationNavalEvent): UscwSnapshot {
  switch (e.type) {
    case 'isolate': {
      const where = e.where.trim();
      if (where === '' || where.length > WHERE_MAX)
        throw new RangeError(`Name where the group is (up to ${WHERE_MAX} letters).`);
      return {
        ...s,
        isolated: isolateGroup(s.isolated, s.nextGroup, e.side, where),
        nextGroup: s.nextGroup + 1,
        note: `${SIDES[e.side]} group at ${where} is Isolated (13.6.1).`,
      };
    }
    case 'surrender-points': {
      inPhase(s, 'action', 'Surrender Points are incurred (Supply Segment)');
      const r = addSurrenderPoints(s.isolated, e.id, e.points);
      const who = `${SIDES[r.group.side]} group at ${r.group.where}`;
      return {
        ...s,
        isolated: r.groups,
        note: r.surrenders
          ? `${who} surrenders (13.6.3).`
          : `${who}: ${r.group.points} Surrender Point${r.group.points === 1 ? '' : 's'} (13.6.4).`,
      };
    }
    case 'surrender-clear': {
      const isolated = clearSurrenderPoints(s.isolated, e.id);
      const g = isolated.find((x) => x.id === e.id);
      return {
        ...s,
        isolated,
        note: `${g ? `${SIDES[g.side]} group at ${g.where}` : 'Group'}: Surrender Points cleared (13.6.5).`,
      };
    }
    case 'isolation-end': {
      const r = endIsolation(s.isolated, e.id);
      return {
        ...s,
        isolated: r.groups,
        note: `${SIDES[r.group.side]} group at ${r.group.where} is no longer Isolated.`,
      };
    }
    case 'isolated-merge': {
      const r = combineGroups(s.isolated, e.a, e.b, e.spsA, e.spsB);
      const pts = `${r.group.points} Surrender Point${r.group.points === 1 ? '' : 's'}`;
      return {
        ...s,
        isolated: r.groups,
        note: `${SIDES[r.group.side]} groups at ${r.joined.where} and ${r.group.where} combine as the group at ${r.group.where}, with ${pts}: ${r.by === 'larger' ? 'those of the group with more SPs' : 'the same SPs, so the greater points'} (13.6.5).`,
      };
    }
    case 'isolated-split': {
      const where = e.where.trim();
      if (where === '' || where.length > WHERE_MAX)
        throw new RangeError(
          `Name where the part that splits off is (up to ${WHERE_MAX} letters).`,
        );
      const r = splitGroup(s.isolated, e.id, s.nextGroup, where);
      return {
        ...s,
        isolated: r.groups,
        nextGroup: s.nextGroup + 1,
        note: `${SIDES[r.from.side]} group at ${r.from.where} splits: the part at ${where} gets its own marker, each with ${r.from.points} Surrender Point${r.from.points === 1 ? '' : 's'} (13.6.5, ruling C17).`,
      };
    }
    case 'naval-sunk':
      return {
        ...s,
        naval: sinkUnion(s.naval, e.kind, e.nsps),
        note: `${e.nsps} Union ${NSP_KINDS[e.kind]} NSP${e.nsps === 1 ? '' : 's'} sunk, to the Naval Pool (21.6.6).`,
      };
    case 'naval-replace': {
      inPhase(s, 'reinforcement', 'Naval replacements come');
      const r = replaceUnion(s.naval, s.turn);
      const what = (['river', 'ocean'] as const)
        .filter((k) => r.taken[k] > 0)
        .map((k) => `${r.taken[k]} ${NSP_KINDS[k]}`);
      return {
        ...s,
        naval: r.naval,
        note: `Union naval replacements: ${what.join(' and ')} NSP from the Naval Pool, to a Shipyard in Full Supply (${UNION_SHIPYARDS.join(', ')}) (21.9.2).`,
      };
    }
    case 'ironclad':
      if (e.change === 'complete') inPhase(s, 'end', 'An Ironclad is completed');
      return {
        ...s,
        naval: changeIronclads(s.naval, e.change, s.turn),
        note: `The Confederacy ${IRONCLAD_CHANGES[e.change]}.`,
      };
  }
}
