/**
 * The U.S. Civil War tracker's walk through the turn: phase by phase (3.0), Action Phase by
 * Action Phase, Forts completed as their Action Phase ends (10.2.2), and each new turn's changes
 * (strategic moves and the free Fort reset, the Ironclad Strength, neutral Kentucky turning Union
 * at the start of 1862, 17.1.3). The game ends at its last turn's end point.
 */
import { completeForts, fortName } from './fort-timer.js';
import { cardsDrawn } from './reinforcement-cards.js';
import { noRailUse } from './rail-bonus.js';
import { SIDES } from './sides.js';
import { newTurnStatus } from './status-track.js';
import { noStrategicUse } from './strategic.js';
import { trackerScenario, type TrackerScenario } from './tracker-scenarios.js';
import type { UscwSnapshot } from './tracker-types.js';
import { actionPhasesOf, firstTurnOf, phaseById, TURN_PHASES } from './turn-phases.js';

/** The game a snapshot belongs to; throws for an unknown one (a bug: `read` checks it). */
export function gameOf(s: UscwSnapshot): TrackerScenario {
  const g = trackerScenario(s.scenario);
  if (!g) throw new Error(`Unknown game ${s.scenario}`);
  return g;
}

/** Action Phases in the snapshot's turn. */
export const actionPhases = (s: UscwSnapshot): number => actionPhasesOf(s.turn, gameOf(s).from1861);

function endAction(s: UscwSnapshot): UscwSnapshot {
  const n = actionPhases(s);
  const { done, building } = completeForts(s.forts, s.turn, s.action);
  const built = done.map((f) => `${SIDES[f.side]} ${fortName(f.level)} at ${f.where}`);
  const last = s.action >= n;
  return {
    ...s,
    forts: building,
    ...(last ? { phase: 'end' as const, action: n } : { action: s.action + 1 }),
    note: `${last ? 'End Phase' : `Action Phase ${s.action + 1}`}.${built.length ? ` Completed: ${built.join('; ')}.` : ''}`,
  };
}

function newTurn(s: UscwSnapshot): UscwSnapshot {
  const turn = s.turn + 1;
  const kentucky = turn === firstTurnOf(1862) && s.border.ky === 'neutral';
  const cards = cardsDrawn(turn, gameOf(s).from1861);
  return {
    ...s,
    turn,
    phase: 'reinforcement',
    action: 1,
    status: newTurnStatus(s.status, turn),
    border: kentucky ? { ...s.border, ky: 'union' } : s.border,
    strategic: { union: noStrategicUse(), confederate: noStrategicUse() },
    freeFortUsed: false,
    due: { union: cards, confederate: cards },
    note: `Turn ${turn}: Reinforcement Phase.${kentucky ? ' Kentucky, never invaded, becomes Union-controlled (17.1.3).' : ''}`,
  };
}

/**
 * The snapshot after the current phase (or Action Phase) is done: the Rail Movement Bonus is
 * counted again from 0 in the next one (5.4.2).
 */
export function advance(s: UscwSnapshot): UscwSnapshot {
  const next = step(s);
  return next.over ? next : { ...next, rail: noRailUse() };
}

function step(s: UscwSnapshot): UscwSnapshot {
  if (s.over) throw new RangeError('The game is over; undo to go back.');
  if (s.phase === 'action') return endAction(s);
  if (s.phase === 'end') {
    const g = gameOf(s);
    if (s.turn >= g.last)
      return {
        ...s,
        over: true,
        note: `The game ends after Turn ${s.turn}: score it (${g.place}).`,
      };
    return newTurn(s);
  }
  const at = TURN_PHASES.findIndex((p) => p.id === s.phase);
  const next = TURN_PHASES[at + 1] ?? phaseById('action');
  return { ...s, phase: next.id, action: 1, note: `${next.name}.` };
}
