/**
 * Altar of Freedom: the Turn Clock as a small pure state machine. The controller's die starts at
 * its highest face (ruling A1); before each new, lower bid level both army commanders roll a D6
 * and the controller subtracts one of the two results; at 0 the turn ends at once
 * (The Turn Clock, L632–644; Manipulating the Turn Clock, L1372–1408; spec §3.4–3.5).
 */
import {
  D6,
  TWO_D6,
  clockDie,
  combineDistributions,
  diceDistribution,
  probabilityOf,
  rollDice,
} from '../../shared/index.js';
import type { Roller } from '../../shared/index.js';
import type { Side } from './schema.js';

/** The clock for the current turn. */
export interface ClockState {
  /** Sides of the scenario's clock die, 10..20 (L635–638). */
  readonly dieSides: number;
  /** Time left; 0 once expired. */
  readonly value: number;
  /** The army that won the control roll. */
  readonly controller: Side;
  /** Bid levels that have started maneuvering this turn. */
  readonly levels: number;
  /** True once the clock reached 0: no further level maneuvers this turn (L1389–1390). */
  readonly expired: boolean;
}

/** A chance as exact weight over total. */
export interface Chance {
  readonly weight: number;
  readonly total: number;
}

/**
 * The clock at the start of a turn: the scenario's die (d10..d20, else a RangeError) set to its
 * highest face (ruling A1), held by `controller`.
 */
export function startClock(dieSides: number, controller: Side): ClockState {
  const die = clockDie(dieSides);
  return { dieSides: die.sides, value: die.sides, controller, levels: 0, expired: false };
}

/** Whether time must be rolled off before the next bid level (never before the first, L1376–1388). */
export function needsDepletionRoll(state: ClockState): boolean {
  return state.levels > 0 && !state.expired;
}

/**
 * The clock after starting the next (lower) bid level. The first level costs nothing, so
 * `subtract` must be omitted; later ones need the result the controller chose, a whole 1..6.
 * When the clock reaches 0 it expires and that level does not maneuver (L1385–1390). Ties at one
 * level cost no time (L1402–1408): call this once per distinct level. RangeError when expired.
 */
export function enterBidLevel(state: ClockState, subtract?: number): ClockState {
  if (state.expired) throw new RangeError('The clock has run out: the turn is over.');
  if (state.levels === 0) {
    if (subtract !== undefined) throw new RangeError('No time comes off before the highest bid.');
    return { ...state, levels: 1 };
  }
  if (subtract === undefined || !Number.isInteger(subtract) || subtract < 1 || subtract > 6) {
    throw new RangeError(`Subtract one of the two D6 results (1..6); got ${String(subtract)}.`);
  }
  const value = Math.max(0, state.value - subtract);
  return value === 0
    ? { ...state, value, expired: true }
    : { ...state, value, levels: state.levels + 1 };
}

/**
 * One army commander's depletion roll: one D6, or two for a Masterful army commander, who then
 * keeps either (App. I, L1687–1689; ruling C4). The controller then picks one army's result.
 */
export function rollDepletion(roller: Roller, masterful: boolean): number[] {
  return rollDice(masterful ? TWO_D6 : D6, roller);
}

/**
 * The exact chance that the next depletion ends the turn when the clock shows `value` and the
 * controller takes the 'higher' or 'lower' of the two plain D6 results.
 */
export function clockExpiryChance(value: number, pick: 'higher' | 'lower'): Chance {
  const d6 = diceDistribution(D6);
  const chosen = combineDistributions(d6, d6, (a, b) =>
    pick === 'higher' ? Math.max(a, b) : Math.min(a, b),
  );
  let weight = 0;
  for (let face = Math.max(1, value); face <= 6; face++)
    weight += probabilityOf(chosen, face).weight;
  return { weight, total: chosen.total };
}
