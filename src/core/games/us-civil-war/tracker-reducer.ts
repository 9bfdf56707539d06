/**
 * The U.S. Civil War tracker's one reducer: each event gives the next snapshot, recorded in the
 * undo history with a line saying what changed, or a RangeError saying why the rules refuse it.
 */
import { historyReducer } from '../../shared/tracker-history.js';
import { CAVALRY_WAIT, returnBox, returnText } from './displaced.js';
import { BUILDABLE, fortDue, fortName } from './fort-timer.js';
import { addLeader, LEADER_STATUS, setLeaderStatus } from './leaders.js';
import { SIDES, type Side } from './sides.js';
import { addRailUse } from './rail-bonus.js';
import { STATUS_MARKERS, stepStatus, trainingEarnedText } from './status-track.js';
import { addStrategic, checkPolitical, STRATEGIC_TYPES } from './strategic.js';
import { THEATERS } from './theaters.js';
import { checkHandLimits, reduceCards } from './tracker-cards.js';
import { reduceIsolationNaval } from './tracker-isolation-naval.js';
import { reduceOptional } from './tracker-optional.js';
import { actionPhases, advance, gameOf } from './tracker-turn.js';
import { BORDER_STATES, WHERE_MAX, type UscwEvent, type UscwSnapshot } from './tracker-types.js';
import { firstTurnOf, phaseById, type PhaseId } from './turn-phases.js';

export { WHERE_MAX } from './tracker-types.js';

const HOLDERS = { union: 'the Union', csa: 'the Confederacy', neutral: 'no one (neutral)' };
const other = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');

function requirePhase(s: UscwSnapshot, phase: PhaseId, what: string): void {
  if (s.phase !== phase) throw new RangeError(`${what} in the ${phaseById(phase).name}.`);
}

function fort(s: UscwSnapshot, e: Extract<UscwEvent, { type: 'fort' }>): UscwSnapshot {
  const where = e.where.trim();
  if (where === '' || where.length > WHERE_MAX)
    throw new RangeError(`Name the space (up to ${WHERE_MAX} letters).`);
  if (!BUILDABLE.some((f) => f.id === e.level)) throw new RangeError('Choose F1, F2 or F3.');
  if (e.free) {
    if (e.side !== 'union') throw new RangeError('Only the Union has a free Fort (10.2.6).');
    requirePhase(s, 'reinforcement', 'The free Fort is placed');
    if (s.freeFortUsed) throw new RangeError('The Union has placed this turn’s free Fort.');
  } else requirePhase(s, 'action', 'A Fort is begun with a card');
  const due = fortDue({ turn: s.turn, action: s.action, inAction: !e.free }, actionPhases(s));
  return {
    ...s,
    forts: [
      ...s.forts,
      { id: `f${s.nextFort}`, where, side: e.side, level: e.level, free: e.free, due },
    ],
    nextFort: s.nextFort + 1,
    freeFortUsed: s.freeFortUsed || e.free,
    note: `${SIDES[e.side]} begins ${fortName(e.level)} at ${where}: done at the end of Action Phase ${due.action}${due.turn === s.turn ? '' : ` of Turn ${due.turn}`}.`,
  };
}

function displace(s: UscwSnapshot, e: Extract<UscwEvent, { type: 'displace' }>): UscwSnapshot {
  const general = e.general?.trim() ?? '';
  if (!Number.isInteger(e.sps) || !Number.isInteger(e.militia) || e.sps < 0 || e.militia < 0)
    throw new RangeError('Enter whole numbers of SPs and Militia.');
  if (e.sps + e.militia === 0 && general === '')
    throw new RangeError('Enter SPs, Militia or a General.');
  const box = s.displaced[e.side][e.theater];
  const next = {
    sps: box.sps + e.sps,
    militia: box.militia + e.militia,
    generals: general
      ? [...box.generals, { name: general, wait: e.cavalry ? CAVALRY_WAIT : 0 }]
      : box.generals,
  };
  const what = [
    e.sps ? `${e.sps} SP` : '',
    e.militia ? `${e.militia} Militia` : '',
    general ? `${general}${e.cavalry ? ' (cavalry)' : ''}` : '',
  ].filter(Boolean);
  return {
    ...s,
    displaced: { ...s.displaced, [e.side]: { ...s.displaced[e.side], [e.theater]: next } },
    note: `${SIDES[e.side]} Displaced Box, ${THEATERS[e.theater]}: ${what.join(', ')} in.`,
  };
}

function reduce(s: UscwSnapshot, e: UscwEvent): UscwSnapshot {
  if (s.over && e.type !== 'status') throw new RangeError('The game is over; undo to go back.');
  switch (e.type) {
    case 'next':
      checkHandLimits(s);
      return advance(s);
    case 'status': {
      const m = STATUS_MARKERS[e.key];
      const { track: status, earned } = stepStatus(s.status, e.key, e.steps);
      const sp = trainingEarnedText(e.key, earned);
      return { ...s, status, note: `${m.label}: ${status[e.key]}.${sp ? ` ${sp}` : ''}` };
    }
    case 'border':
      return {
        ...s,
        border: { ...s.border, [e.state]: e.holder },
        note: `${BORDER_STATES[e.state]} now held by ${HOLDERS[e.holder]}.`,
      };
    case 'invade-kentucky': {
      if (s.border.ky !== 'neutral') throw new RangeError('Kentucky is not neutral.');
      if (s.turn >= firstTurnOf(1862))
        throw new RangeError('Kentucky’s neutrality ends with 1861 (17.1.3).');
      const joins = other(e.by);
      return {
        ...s,
        border: { ...s.border, ky: joins === 'union' ? 'union' : 'csa' },
        note: `${SIDES[e.by]} invades Kentucky: it joins the ${SIDES[joins]} side (17.1.3).`,
      };
    }
    case 'displace':
      return displace(s, e);
    case 'return': {
      requirePhase(s, 'reinforcement', 'The Displaced Box returns');
      const r = returnBox(s.displaced[e.side][e.theater]);
      return {
        ...s,
        displaced: { ...s.displaced, [e.side]: { ...s.displaced[e.side], [e.theater]: r.box } },
        note: `${SIDES[e.side]} Displaced Box, ${THEATERS[e.theater]}: ${returnText(r)}.`,
      };
    }
    case 'strategic': {
      requirePhase(s, 'strategic', 'Strategic moves are made');
      if (s.optional.political) checkPolitical(e.sps, e.stack ?? 0, e.stars ?? -1);
      const use = addStrategic(
        s.strategic[e.side],
        e.side,
        e.move,
        e.theater,
        e.sps,
        s.turn,
        gameOf(s).from1861,
      );
      const name = STRATEGIC_TYPES.find((t) => t.id === e.move)?.name ?? e.move;
      return {
        ...s,
        strategic: { ...s.strategic, [e.side]: use },
        note: `${SIDES[e.side]} moves ${e.sps} SP by ${name}${e.move === 'road' ? ` in the ${THEATERS[e.theater]}` : ''}.`,
      };
    }
    case 'fort':
      return fort(s, e);
    case 'rail': {
      requirePhase(s, 'action', 'The Rail Movement Bonus is used');
      return {
        ...s,
        rail: addRailUse(s.rail, e.side, e.sps),
        note: `${SIDES[e.side]} moves ${e.sps} SP${e.sps === 1 ? '' : 's'} by the Rail Movement Bonus (5.4.2).`,
      };
    }
    case 'fort-remove': {
      const f = s.forts.find((x) => x.id === e.id);
      if (!f) throw new RangeError('No such Fort is being built.');
      return {
        ...s,
        forts: s.forts.filter((x) => x.id !== e.id),
        note: `${SIDES[f.side]} ${fortName(f.level)} at ${f.where} removed, caught alone (10.2.2).`,
      };
    }
    case 'draw':
    case 'doubles':
    case 'play':
    case 'note-card':
      return reduceCards(s, e);
    case 'leader-add':
      return {
        ...s,
        leaders: addLeader(s.leaders, e.name, e.side),
        note: `${e.name.trim()} added to the ${SIDES[e.side]} roster.`,
      };
    case 'leader':
      return {
        ...s,
        leaders: setLeaderStatus(s.leaders, e.name, e.status),
        note: `${e.name}: ${LEADER_STATUS[e.status]}.`,
      };
    case 'isolate':
    case 'surrender-points':
    case 'surrender-clear':
    case 'isolation-end':
    case 'isolated-merge':
    case 'isolated-split':
    case 'naval-sunk':
    case 'naval-replace':
    case 'ironclad':
      return reduceIsolationNaval(s, e);
    case 'optional':
    case 'army-place':
    case 'army-morale':
    case 'army-remove':
    case 'army-supply':
      return reduceOptional(s, e);
  }
}

/** The state after `event`, recorded in the history; throws a RangeError for a refused change. */
export const applyUscwEvent = historyReducer(reduce);
