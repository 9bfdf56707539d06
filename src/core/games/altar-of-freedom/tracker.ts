/**
 * Altar of Freedom: the battle tracker, a pure reducer over plain JSON-able state. Every event
 * keeps the previous snapshot in `history`, so `{ type: 'undo' }` restores it exactly
 * (spec §6; F10–F14, F23).
 */
import { enterBidLevel, startClock } from './clock.js';
import { closeCombatResult } from './close-combat-result.js';
import { firingOutcomeKey } from './firing.js';
import { FIRING_TABLE } from './tables.js';
import { arrivalRoll, arrive, beginEndOfTurn, completeStep } from './tracker-turn.js';
import type { BattleEvent, BattleSnapshot, BattleState } from './tracker-types.js';
import {
  addFatigue,
  breakUnit,
  captureHq,
  generalOf,
  patchGeneral,
  patchUnit,
  removeFatigue,
  unitOf,
} from './tracker-units.js';

import { canUndo as canUndoAny, recordStep, undoSteps } from '../../shared/tracker-history.js';

export { createBattle } from './tracker-setup.js';
export type { BattleOptions } from './tracker-setup.js';

/** Snapshots kept for undo; older ones are dropped. */
export { HISTORY_LIMIT } from '../../shared/tracker-history.js';

function inPhase(s: BattleSnapshot, phase: BattleSnapshot['phase'], what: string): void {
  if (s.phase !== phase) throw new RangeError(`${what} is not possible now (${s.phase}).`);
}

function firing(s: BattleSnapshot, target: string, outcome: string): BattleSnapshot {
  const cell = FIRING_TABLE.cells
    .map((row) => row[0])
    .find((c) => c !== undefined && firingOutcomeKey(c) === outcome);
  if (cell === undefined) throw new RangeError(`Unknown firing outcome '${outcome}'.`);
  if (cell.kind === 'broken') return breakUnit(s, target);
  if (cell.kind === 'recoil' && cell.fatigue > 0) return addFatigue(s, target, cell.fatigue);
  unitOf(s, target);
  return s;
}

function closeCombat(
  s: BattleSnapshot,
  attacker: string,
  defender: string,
  difference: number,
): BattleSnapshot {
  const result = closeCombatResult(difference, unitOf(s, defender).arm === 'artillery');
  let next = s;
  for (const [id, effect] of [
    [attacker, result.attacker],
    [defender, result.defender],
  ] as const) {
    if (effect.broken) next = breakUnit(next, id);
    else if (effect.fatigue > 0) next = addFatigue(next, id, effect.fatigue);
  }
  return next;
}

function rally(
  s: BattleSnapshot,
  id: string,
  result: 'disintegrates' | 'wavering' | 'rallied',
): BattleSnapshot {
  const unit = unitOf(s, id);
  if (unit.state !== 'broken') throw new RangeError(`Unit '${id}' is not broken.`);
  if (unit.arm === 'artillery' || unit.arm === 'naval')
    throw new RangeError('Artillery cannot rally (How to Rally).'); // L1434–1436
  if (result === 'disintegrates') return patchUnit(s, id, { state: 'removed', brokenAt: null });
  if (result === 'rallied') return patchUnit(s, id, { state: 'active', brokenAt: null });
  return s;
}

function reduce(s: BattleSnapshot, event: Exclude<BattleEvent, { type: 'undo' }>): BattleSnapshot {
  if (s.phase === 'game-over') throw new RangeError('The battle is over; only undo is possible.');
  switch (event.type) {
    case 'fatigue':
      return addFatigue(s, event.unit, event.markers ?? 1);
    case 'recover-fatigue':
      return removeFatigue(s, event.unit, event.markers);
    case 'break':
      return breakUnit(s, event.unit);
    case 'remove':
      unitOf(s, event.unit);
      return patchUnit(s, event.unit, { state: 'removed', brokenAt: null });
    case 'rally':
      return rally(s, event.unit, event.result);
    case 'firing':
      return firing(s, event.target, event.outcome);
    case 'close-combat':
      return closeCombat(s, event.attacker, event.defender, event.difference);
    case 'general-fate':
      generalOf(s, event.general);
      return event.outcome === 'relocate'
        ? s
        : patchGeneral(s, event.general, { state: event.outcome });
    case 'capture-hq':
      return captureHq(s, event.hq);
    case 'arrive':
      return arrive(s, event.reinforcement);
    case 'arrival-roll':
      return arrivalRoll(s, event.reinforcement, event.roll);
    case 'start-clock':
      inPhase(s, 'turn', 'Rolling for the clock');
      return { ...s, clock: startClock(s.clockDie, event.controller) };
    case 'bid-level':
      inPhase(s, 'turn', 'A new bid level');
      if (s.clock === null) throw new RangeError('Roll for the clock first.');
      return { ...s, clock: enterBidLevel(s.clock, event.subtract) };
    case 'end-turn':
      inPhase(s, 'turn', 'Ending the turn');
      return beginEndOfTurn(s);
    case 'eot-step':
      inPhase(s, 'end-of-turn', 'An end-of-turn step');
      return completeStep(s);
  }
}

/**
 * The battle after `event`. Pure: `state` is not changed. An event that the rules or the state
 * do not allow (unknown id, a broken unit firing, rallying artillery, a second capture of one
 * HQ…) throws a RangeError and leaves nothing changed. `{ type: 'undo' }` returns the previous
 * state exactly; with nothing to undo it returns `state`.
 */
export function applyEvent(state: BattleState, event: BattleEvent): BattleState {
  if (event.type === 'undo') return undoSteps<BattleSnapshot>(state);
  return recordStep<BattleSnapshot>(state, (s) => reduce(s, event));
}

/** Whether there is anything to undo. */
export function canUndo(state: BattleState): boolean {
  return canUndoAny<BattleSnapshot>(state);
}
