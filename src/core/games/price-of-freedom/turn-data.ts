/**
 * The Price of Freedom: what changes from turn to turn: free corps per reinforcement phase
 * (§11.4), who has the initiative (§12.2) and who reinforces first (§11.1). Data only.
 */
import type { Nation } from './constants.js';

/** One row of the free reinforcement table (§11.4). */
export interface FreeCorpsRow {
  readonly fromTurn: number;
  readonly toTurn: number;
  readonly usa: number;
  /** Added for the Union once DRAFT has been played (§11.4; ruling A15). */
  readonly usaDraftBonus: number;
  readonly csa: number;
  readonly rule: string;
}

/** Free corps per reinforcement phase; Turn 1 has none (§11.1, §11.4). */
export const FREE_CORPS: readonly FreeCorpsRow[] = [
  { fromTurn: 2, toTurn: 4, usa: 3, usaDraftBonus: 0, csa: 2, rule: '§11.4' },
  { fromTurn: 5, toTurn: 8, usa: 2, usaDraftBonus: 1, csa: 1, rule: '§11.4' },
];

/** Who holds the initiative and who reinforces first, by turn range (§11.1, §12.2). */
export interface TurnOrderRow {
  readonly fromTurn: number;
  readonly toTurn: number;
  /** Chooses to be active first or second in each campaign round (§12.2). */
  readonly initiative: Nation;
  /** Plays first in the reinforcement phase; null when there is none (Turn 1, §11.1). */
  readonly reinforcesFirst: Nation | null;
  readonly rule: string;
}

/** Turn order by turn (§11.1, §12.2). */
export const TURN_ORDER: readonly TurnOrderRow[] = [
  { fromTurn: 1, toTurn: 1, initiative: 'csa', reinforcesFirst: null, rule: '§11.1, §12.2' },
  { fromTurn: 2, toTurn: 4, initiative: 'csa', reinforcesFirst: 'usa', rule: '§11.1, §12.2' },
  { fromTurn: 5, toTurn: 8, initiative: 'usa', reinforcesFirst: 'csa', rule: '§11.1, §12.2' },
];

/** The War Effort gained by both sides at the start of these turns (§4.1, §4.2, §10.7). */
export const TURN_WAR_EFFORT_BONUS: readonly { readonly turn: number; readonly value: number }[] = [
  { turn: 2, value: 2 },
  { turn: 3, value: 2 },
];

/** Battle cards set aside at set-up return to the deck at the very start of Turn 2 (§8.3, §10.2). */
export const BATTLE_CARDS_RETURN_TURN = 2;
