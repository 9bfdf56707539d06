/**
 * Altar of Freedom: the tracker's turn flow: reinforcements, the end-of-turn steps, fallen
 * generals' replacements and the break check (End of Turn Sequence, L1412–1578; Ending the
 * Game, L1590–1623; reinforcement notes, e.g. L2232–2234; rulings A26, A37).
 */
import { END_OF_TURN_STEPS } from './sequence.js';
import { atBreakPoint } from './tracker-queries.js';
import type { BattleSnapshot, GeneralStatus, UnitStatus } from './tracker-types.js';

/** `s` with reinforcement `id`'s generals and brigades on the table (they arrive at end of turn). */
export function arrive(s: BattleSnapshot, id: string): BattleSnapshot {
  const arrival = s.arrivals[id];
  if (arrival === undefined) throw new RangeError(`No reinforcement '${id}' in ${s.scenario}.`);
  if (arrival.arrived) throw new RangeError(`Reinforcement '${id}' has already arrived.`);
  const units: Record<string, UnitStatus> = { ...s.units };
  const generals: Record<string, GeneralStatus> = { ...s.generals };
  for (const unitId of arrival.units) {
    const unit = units[unitId];
    if (unit?.state === 'not-arrived') units[unitId] = { ...unit, state: 'active' };
    const general = generals[unitId];
    if (general?.state === 'not-arrived') generals[unitId] = { ...general, state: 'active' };
  }
  return {
    ...s,
    units,
    generals,
    arrivals: { ...s.arrivals, [id]: { ...arrival, arrived: true } },
  };
}

/**
 * `s` after one arrival roll of `roll` for roll reinforcement `id`: it arrives when the roll,
 * plus `bonusPerAttempt` for each earlier attempt, reaches the target (Shiloh SR2 L2168–2176;
 * Champion Hill SR1 L4310–4321). Only from its first turn, and never after it arrived.
 */
export function arrivalRoll(s: BattleSnapshot, id: string, roll: number): BattleSnapshot {
  const arrival = s.arrivals[id];
  if (arrival?.roll == null)
    throw new RangeError(`'${id}' is not a reinforcement that rolls to arrive.`);
  if (arrival.arrived) throw new RangeError(`Reinforcement '${id}' has already arrived.`);
  if (s.turn < arrival.turn)
    throw new RangeError(`'${id}' may first roll at the end of turn ${arrival.turn}.`);
  if (!Number.isInteger(roll) || roll < 1 || roll > arrival.roll.die) {
    throw new RangeError(`${String(roll)} is not a face of a d${arrival.roll.die}.`);
  }
  const bonus = arrival.roll.bonusPerAttempt * arrival.attempts;
  const rolled = {
    ...s,
    arrivals: { ...s.arrivals, [id]: { ...arrival, attempts: arrival.attempts + 1 } },
  };
  return roll + bonus >= arrival.roll.target ? arrive(rolled, id) : rolled;
}

/** `s` at the start of the end-of-turn steps; unhorsed generals return now (L1331–1333). */
export function beginEndOfTurn(s: BattleSnapshot): BattleSnapshot {
  const generals: Record<string, GeneralStatus> = {};
  for (const [id, g] of Object.entries(s.generals)) {
    generals[id] = g.state === 'new-horse' ? { ...g, state: 'active' } : g;
  }
  return { ...s, generals, phase: 'end-of-turn', eotStep: 0 };
}

/**
 * `s` after finishing the last end-of-turn step: fallen generals are replaced (L1557–1578),
 * scheduled reinforcements for this turn arrive (ruling A37), then the break check; the game
 * ends at a break point (both at once: a draw, ruling A26) or after the last turn.
 */
export function finishTurn(s: BattleSnapshot): BattleSnapshot {
  const generals: Record<string, GeneralStatus> = {};
  for (const [id, g] of Object.entries(s.generals)) {
    const fallen = g.state === 'captured' || g.state === 'wounded' || g.state === 'killed';
    generals[id] = fallen && !g.replaced ? { ...g, replaced: true } : g;
  }
  let next: BattleSnapshot = { ...s, generals };
  for (const [id, a] of Object.entries(next.arrivals)) {
    const inPlay = a.units.every((u) => next.units[u]?.state !== 'absent');
    if (a.kind === 'scheduled' && a.turn === next.turn && !a.arrived && inPlay)
      next = arrive(next, id);
  }
  const broken = next.armies.filter((a) => atBreakPoint(next, a.side)).map((a) => a.side);
  if (broken.length > 0) {
    return {
      ...next,
      phase: 'game-over',
      result: { reason: 'break-point', broken, turn: next.turn },
    };
  }
  if (next.turn >= next.lastTurn) {
    return {
      ...next,
      phase: 'game-over',
      result: { reason: 'turn-limit', broken: [], turn: next.turn },
    };
  }
  return { ...next, turn: next.turn + 1, phase: 'turn', eotStep: 0, clock: null };
}

/** `s` after completing the current end-of-turn step (the seventh finishes the turn). */
export function completeStep(s: BattleSnapshot): BattleSnapshot {
  return s.eotStep >= END_OF_TURN_STEPS.length - 1
    ? finishTurn(s)
    : { ...s, eotStep: s.eotStep + 1 };
}
