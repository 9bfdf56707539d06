/**
 * Altar of Freedom: the Turn Clock as a small pure state machine. The controller's die starts at
 * its highest face (ruling A1); before each new, lower bid level both army commanders roll a D6
 * and the controller subtracts one of the two results; at 0 the turn ends at once. A Masterful
 * army commander rolls two and keeps either (App. I; ruling A51)
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
import type { Distribution, Roller } from '../../shared/index.js';
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

/** Which of several results a commander keeps. */
export type DepletionPick = 'higher' | 'lower';

/** How the two army commanders' depletion dice are chosen, for the odds. */
export interface DepletionPlay {
  /** The clock controller's army commander is Masterful: he rolls two D6 (App. I, Masterful). */
  readonly controllerMasterful: boolean;
  /** The other army commander is Masterful: he rolls two D6 and keeps one first (ruling A51). */
  readonly otherMasterful: boolean;
  /** The result the controller takes off the clock. */
  readonly controllerTakes: DepletionPick;
  /** Which of his two dice a Masterful commander without the clock keeps; unused otherwise. */
  readonly otherKeeps: DepletionPick;
}

function keep(pick: DepletionPick): (a: number, b: number) => number {
  return pick === 'higher' ? Math.max : Math.min;
}

/**
 * The exact distribution of the number taken off the clock. The other army commander's result is
 * his one D6, or, when Masterful, the one of his two he keeps (ruling A51); the controller then
 * takes one result from his own die, or either of his two when Masterful, and that result
 * (Manipulating the Turn Clock; App. I, Masterful).
 */
export function depletionDistribution(play: DepletionPlay): Distribution<number> {
  const d6 = diceDistribution(D6);
  const twoOf = (pick: DepletionPick) => combineDistributions(d6, d6, keep(pick));
  const offered = play.otherMasterful ? twoOf(play.otherKeeps) : d6;
  const own = play.controllerMasterful ? twoOf(play.controllerTakes) : d6;
  return combineDistributions(own, offered, keep(play.controllerTakes));
}

/**
 * The exact chance that the next depletion ends the turn when the clock shows `value`: the
 * number taken off is `value` or more (Manipulating the Turn Clock). Every army commander rolls
 * one D6 unless `play` says he is Masterful.
 */
export function clockExpiryChance(value: number, play: DepletionPlay): Chance {
  const taken = depletionDistribution(play);
  let weight = 0;
  for (let face = Math.max(1, value); face <= 6; face++)
    weight += probabilityOf(taken, face).weight;
  return { weight, total: taken.total };
}

/** Where the depletion choice stands once both army commanders have rolled. */
export type DepletionStep =
  | {
      /** A Masterful commander without the clock keeps one of his two dice first (ruling A51). */
      readonly kind: 'keep';
      readonly side: Side;
      readonly dice: readonly number[];
    }
  | {
      /** The controller takes one of these results off the clock. */
      readonly kind: 'take';
      readonly choices: readonly { readonly side: Side; readonly value: number }[];
    };

/**
 * The next choice after the depletion rolls `rolls` (each side's dice): first a Masterful
 * commander without the clock keeps one of his two (`kept`, null until he has), then the
 * controller takes any of his own dice or the other side's kept result (App. I, Masterful;
 * ruling A51). RangeError when `kept` is not one of his dice.
 */
export function depletionStep(
  rolls: Readonly<Record<Side, readonly number[]>>,
  controller: Side,
  kept: number | null,
): DepletionStep {
  const other: Side = controller === 'USA' ? 'CSA' : 'USA';
  const otherDice = rolls[other];
  let offered: number;
  if (otherDice.length > 1) {
    if (kept === null) return { kind: 'keep', side: other, dice: otherDice };
    if (!otherDice.includes(kept)) throw new RangeError(`${kept} is not one of his dice.`);
    offered = kept;
  } else {
    const only = otherDice[0];
    if (only === undefined) throw new RangeError('Each army commander rolls at least one die.');
    offered = only;
  }
  return {
    kind: 'take',
    choices: [
      ...rolls[controller].map((value) => ({ side: controller, value })),
      { side: other, value: offered },
    ],
  };
}
