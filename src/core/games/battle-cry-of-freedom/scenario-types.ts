/**
 * The shape of a Battle Cry of Freedom scenario as data: who starts in play where, what is held,
 * removed and set aside, the command points, how each hand is built, the first phase, and which
 * victory rule scores it. General and battle-card names are plain strings as the rulebook spells
 * them; their ratings and texts belong to the cards and are entered by the players.
 */
import type { PhaseLetter, Side, Theater } from './phases.js';

export const SCENARIO_SLUGS = ['campaign', 'deck-one', 'deck-two', 'gettysburg'] as const;
export type ScenarioSlug = (typeof SCENARIO_SLUGS)[number];

/** Which rule decides the winner: a scenario's own; Deck Two is scored by the campaign's. */
export type VictoryRule = Exclude<ScenarioSlug, 'deck-two'>;

/** Names by side and theater. */
export type BySideTheater = Readonly<Record<Side, Readonly<Record<Theater, readonly string[]>>>>;

/** How a hand is built at the start: cards chosen from the Play Deck, then cards drawn. */
export interface HandBuild {
  readonly choose: number;
  readonly draw: number;
}

/** Generals a scenario lets a side pick from, instead of fixed ones (Gettysburg). */
export interface GeneralPool {
  readonly cavalry: readonly string[];
  readonly infantry: readonly string[];
  /** How many infantry generals start in play (the player picks them). */
  readonly startInfantry: number;
  /** Cavalry that start in play. */
  readonly startCavalry: readonly string[];
  /** A cavalry general who may enter only from this day on, save by card play. */
  readonly cavalryFromDay?: number;
}

/** One scenario. */
export interface Scenario {
  readonly slug: ScenarioSlug;
  readonly title: string;
  /** The rulebook's place of its set-up. */
  readonly place: string;
  readonly trace: string;
  readonly summary: string;
  readonly cp: Readonly<Record<Side, number>>;
  /** Generals in play at the start, fixed by the scenario. */
  readonly generals: BySideTheater;
  /** Generals to choose from (Gettysburg). */
  readonly pools?: Readonly<Record<Side, GeneralPool>>;
  /** Generals that start as their three-star cards. */
  readonly threeStar: readonly string[];
  /** Cards kept out of the decks at the start (the three-star generals). */
  readonly setAside: Readonly<Record<Side, readonly string[]>>;
  /** Generals taken out of the decks for the whole game. */
  readonly removed: Readonly<Record<Side, readonly string[]>>;
  /** Battle cards the Union holds at the start, by theater. */
  readonly held: Readonly<Record<Theater, readonly string[]>>;
  /** A battle in play at the start, fought first. */
  readonly opening?: { readonly card: string; readonly theater: Theater; readonly note: string };
  /** Events counted as already played, fully applied. */
  readonly alreadyPlayed: readonly string[];
  /** The named Resource cards among them, by id, as the Resource check reads them. */
  readonly playedCards?: readonly string[];
  readonly hands: Readonly<Record<Side, HandBuild>>;
  /** Which Play Deck each side starts in. */
  readonly decks: Readonly<Record<Side, 1 | 2>>;
  /** The phase the first turn begins with. */
  readonly firstPhase: PhaseLetter;
  readonly firstPhaseNote: string;
  /** The side with the initiative throughout, when the scenario fixes it. */
  readonly initiative?: Side;
  readonly victory: VictoryRule;
  /** Rulings this set-up applies. */
  readonly rulings: readonly string[];
}
