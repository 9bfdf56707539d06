/**
 * Altar of Freedom: a general's Priority Points for the turn when his traits roll for them
 * (App. I: Unreliable, Hesitant, Grandiose, read from their `pp-roll` effects in `traits.ts`),
 * in the order of ruling A35, and the Finest Hour bonus after the clock (App. I, Finest Hour).
 * Pure: the dice come from the caller's roller, or are entered as rolled at the table.
 */
import { D6, diceDistribution, rollDice } from '../../shared/index.js';
import type { Distribution, Roller } from '../../shared/index.js';
import type { TraitId } from './trait-ids.js';
import type { PpChange, PpRollBand } from './trait-types.js';
import { TRAITS } from './traits.js';

/** The traits that roll for the turn's PP, in the order they are rolled (ruling A35). */
export const BUDGET_TRAITS = ['unreliable', 'hesitant', 'grandiose'] as const;

/** One of `BUDGET_TRAITS`. */
export type BudgetTrait = (typeof BUDGET_TRAITS)[number];

/** One budget roll and what it did. */
export interface BudgetStep {
  readonly trait: BudgetTrait;
  readonly roll: number;
  /** PP after this roll. */
  readonly pp: number;
}

/** A general's PP for the turn. */
export interface TurnBudget {
  /** PP he may give out this turn; null while it cannot be known (no rating entered). */
  readonly pp: number | null;
  readonly steps: readonly BudgetStep[];
}

function bandsOf(trait: BudgetTrait): readonly PpRollBand[] {
  const effect = TRAITS.find((t) => t.id === trait)?.effects.find((e) => e.kind === 'pp-roll');
  if (effect?.kind !== 'pp-roll') throw new RangeError(`${trait} has no PP roll.`);
  return effect.bands;
}

function change(pp: number | null, roll: number, c: PpChange | undefined): number | null {
  if (c === undefined) return pp;
  switch (c.kind) {
    case 'set':
      return c.value;
    case 'set-to-roll':
      return roll;
    case 'add':
      return pp === null ? null : Math.max(0, pp + c.value);
  }
}

/**
 * The budget traits of `traits` that still need a roll, given the rolls so far: in ruling A35's
 * order, and none after an Unreliable 1 (he gives out nothing that turn).
 */
export function budgetRollsNeeded(
  traits: readonly TraitId[],
  rolls: Partial<Record<BudgetTrait, number>> = {},
): BudgetTrait[] {
  const needed: BudgetTrait[] = [];
  for (const trait of BUDGET_TRAITS) {
    if (!traits.includes(trait)) continue;
    const roll = rolls[trait];
    if (roll === undefined) needed.push(trait);
    else if (trait === 'unreliable' && change(1, roll, bandOf(trait, roll)) === 0) return [];
  }
  return needed;
}

function bandOf(trait: BudgetTrait, roll: number): PpChange | undefined {
  return bandsOf(trait).find((b) => roll >= b.min && roll <= b.max)?.change;
}

/**
 * This turn's PP for a general rated `rating` (null when none is entered) with `traits`, given
 * his budget rolls (each a whole 1..6; RangeError otherwise): Unreliable's 1 makes it 0 and ends
 * the rolling, Hesitant's roll replaces his rating, Grandiose's 1–5 takes 1 off and 6 adds 2
 * (App. I; ruling A35). A trait whose roll is missing is left out of `steps`.
 */
export function turnBudget(
  rating: number | null,
  traits: readonly TraitId[],
  rolls: Partial<Record<BudgetTrait, number>> = {},
): TurnBudget {
  let pp = rating;
  const steps: BudgetStep[] = [];
  for (const trait of BUDGET_TRAITS) {
    const roll = rolls[trait];
    if (!traits.includes(trait) || roll === undefined) continue;
    if (!Number.isInteger(roll) || roll < 1 || roll > D6.sides) {
      throw new RangeError(`A D6 shows 1 to 6; got ${String(roll)}.`);
    }
    pp = change(pp, roll, bandOf(trait, roll));
    if (pp !== null) steps.push({ trait, roll, pp });
    if (trait === 'unreliable' && pp === 0) break;
  }
  return { pp, steps };
}

/** Rolls every budget trait of the general (ruling A35 order) and returns the turn's PP. */
export function rollTurnBudget(
  rating: number | null,
  traits: readonly TraitId[],
  roller: Roller,
): TurnBudget {
  const rolls: Partial<Record<BudgetTrait, number>> = {};
  for (;;) {
    const next = budgetRollsNeeded(traits, rolls)[0];
    if (next === undefined) break;
    rolls[next] = rollDice(D6, roller)[0] ?? 1;
  }
  return turnBudget(rating, traits, rolls);
}

/**
 * The exact distribution of the turn's PP for a general rated `rating` with `traits`, over
 * every roll his budget traits may make (null rating: only when Hesitant decides it alone).
 * Null when it cannot be known.
 */
export function turnBudgetOdds(
  rating: number | null,
  traits: readonly TraitId[],
): Distribution<number> | null {
  const faces = diceDistribution(D6).outcomes.map((o) => o.key);
  const rolling = BUDGET_TRAITS.filter((t) => traits.includes(t));
  const weights = new Map<number, number>();
  let total = 0;
  const walk = (i: number, rolls: Partial<Record<BudgetTrait, number>>): boolean => {
    const trait = rolling[i];
    if (trait === undefined || budgetRollsNeeded(traits, rolls).length === 0) {
      const pp = turnBudget(rating, traits, rolls).pp;
      if (pp === null) return false;
      const weight = faces.length ** (rolling.length - i);
      weights.set(pp, (weights.get(pp) ?? 0) + weight);
      total += weight;
      return true;
    }
    return faces.every((f) => walk(i + 1, { ...rolls, [trait]: f }));
  };
  if (!walk(0, {})) return null;
  const outcomes = [...weights]
    .map(([key, weight]) => ({ key, weight }))
    .sort((a, b) => a.key - b.key);
  return { outcomes, total };
}

/** Finest Hour: once the clock has run out, a D6 of bonus PP for end-of-turn moves (App. I). */
export function rollFinestHour(roller: Roller): number {
  return rollDice(D6, roller)[0] ?? 1;
}
