/**
 * The campaign tracker's saved state and its events. The state is a snapshot of the table's
 * bookkeeping (tracks, phase, generals, decks, hands, cities, pending effects, the hidden
 * allocation); the undo history is kept beside it by the shared tracker history, and `note`
 * says in a line what the last change was, so the history reads as a log.
 */
import type { CardFate } from './battle-result.js';
import type { BattlePlan } from './campaign-battles.js';
import type { MovementLog, MovementPlay } from './campaign-movement.js';
import type { CpChange, CpTracks } from './cp-track.js';
import type { PhaseLetter, Side, Theater } from './phases.js';
import type { ScenarioSlug } from './scenario-types.js';
import type { VictoryResult } from './victory.js';
import type { VictoryCity } from './victory-data.js';

export const CAMPAIGN_STATE_VERSION = 1;

/** A general in play. */
export interface GeneralInPlay {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly theater: Theater;
  readonly cavalry: boolean;
  /** Playing as his three-star card (promoted, or so from the set-up). */
  readonly threeStar: boolean;
  /** Brought in by a card past the normal limit. */
  readonly byCard: boolean;
}

/** A general wounded at Gettysburg, on `day`, and who replaced him (Set-Up, B.2). */
export interface WoundedGeneral {
  readonly name: string;
  readonly side: Side;
  readonly day: number;
  /** The set-aside general brought in for him at the start of the next day. */
  readonly replacedBy?: string;
}

/** What placing a general asks. */
export interface Placement {
  readonly side: Side;
  readonly theater: Theater;
  readonly name: string;
  readonly cavalry: boolean;
  readonly byCard: boolean;
  readonly homeChecked: boolean;
}

/** A player's Play Deck: which deck he is in and, when known, how many cards are left. */
export interface DeckState {
  readonly deck: 1 | 2 | 3;
  readonly left: number | null;
}

/** An effect that fires later. */
export type PendingEffect =
  | { readonly kind: 'emancipation'; readonly left: number; readonly played: number }
  | { readonly kind: 'washington'; readonly captured: number }
  | { readonly kind: 'chattanooga' }
  /** Cavalry Raids Slow Union Offensives: the Union draws fewer in each battle of `turn`. */
  | { readonly kind: 'cavalry-raids'; readonly turn: number }
  /** Stonewall in the Valley: with a battle in the East in `turn`, the Union returns cards. */
  | { readonly kind: 'stonewall'; readonly turn: number }
  /** Like a Duck Hit on the Head: the turn after `played`, the Union's attack cards in `theater` capped. */
  | { readonly kind: 'duck'; readonly theater: Theater; readonly played: number };

/** A battle won this turn (for promotions, and the Resource cards that read a Major Victory). */
export interface BattleWin {
  readonly side: Side;
  readonly theater: Theater;
  /** A Major Victory (absent when it was not said, as in a game saved before it was kept). */
  readonly major?: boolean;
}

/** Command points laid in one theater each. */
export interface Split {
  readonly east: number;
  readonly west: number;
}

/** A side's allocation this turn: face-down in Phase C, discretionary in Phase F. */
export interface SideAllocation {
  readonly faceDown: Split;
  readonly discretionary: Split | null;
  /** Laid face up (a card forces it). */
  readonly faceUp: boolean;
}

/** A Resource card played, recorded for its lasting effect (this turn's, or a later one's). */
export interface LastingEffect {
  readonly card: string;
  readonly side: Side;
  readonly turn: number;
  readonly phase: PhaseLetter;
  /** The player's Play Deck when he played it (absent in a game saved before it was kept). */
  readonly deck?: 1 | 2 | 3;
}

export interface CampaignSnapshot {
  readonly scenario: ScenarioSlug;
  readonly turn: number;
  readonly phase: PhaseLetter;
  readonly cp: CpTracks;
  readonly cpLog: readonly CpChange[];
  readonly generals: readonly GeneralInPlay[];
  /** Names each side has had in play (the home-theater rule). */
  readonly everInPlay: readonly string[];
  /** Generals taken back to hand in this Phase G, by name, with the theater they left. */
  readonly leftThisPhase: readonly { readonly name: string; readonly theater: Theater }[];
  readonly nextId: number;
  readonly decks: Readonly<Record<Side, DeckState>>;
  readonly hands: Readonly<Record<Side, number>>;
  /** The hands as Phase K began (K. Discard, 2: only a hand within the limit may swap). */
  readonly handsAtK?: Readonly<Record<Side, number>>;
  /**
   * Closed theaters where the Confederate said, this Phase G, that he holds no general card he
   * may bring in to match the Union (ruling G42).
   */
  readonly unmatched?: readonly Theater[];
  /** The Union has said he is done removing and placing in this Phase G (G.1: he goes first). */
  readonly unionPlaced?: boolean;
  readonly fallen: readonly VictoryCity[];
  readonly pending: readonly PendingEffect[];
  readonly wins: readonly BattleWin[];
  readonly invasionMajors: number;
  readonly electionPlayed: boolean;
  readonly allocation: Readonly<Record<Side, SideAllocation | null>>;
  readonly revealed: boolean;
  /** Why the game ends once this turn (or the Deck One scenario's Phase J) is over. */
  readonly ending: string | null;
  readonly result: VictoryResult | null;
  /** Gettysburg's day. */
  readonly day: number;
  readonly battleContinues: Readonly<Record<Side, boolean>>;
  /** Gettysburg's wounded generals by day (absent in a game saved before they were kept: none). */
  readonly wounded?: readonly WoundedGeneral[];
  /** Phase E's plays and passes (absent before the first Phase E). */
  readonly movement?: MovementLog;
  /** Phase H: this turn's battles in order and the cards drawn for each. */
  readonly battles?: BattlePlan;
  /** Resource cards played, by phase (one per player per Resource Phase). */
  readonly lasting?: readonly LastingEffect[];
  /** What the last change was. */
  readonly note: string;
  /**
   * Battle cards by id the Union holds and the Invasion cards removed from the game (absent in a
   * game saved before they were kept: then the scenario's, `battleCardsOf`).
   */
  readonly battleCards?: {
    readonly held: readonly string[];
    readonly removed: readonly string[];
  };
}

export type CampaignEvent =
  | { readonly type: 'cp'; readonly side: Side; readonly delta: number; readonly reason: string }
  | { readonly type: 'next-phase' }
  | { readonly type: 'standard-draw' }
  | {
      readonly type: 'draw';
      readonly side: Side;
      readonly count: number;
      readonly byCard?: boolean;
    }
  | { readonly type: 'discard'; readonly side: Side; readonly count: number }
  | { readonly type: 'swap-general'; readonly side: Side }
  | { readonly type: 'no-general-to-match'; readonly theater: Theater }
  | { readonly type: 'union-done-placing' }
  | { readonly type: 'set-deck'; readonly side: Side; readonly left: number }
  | { readonly type: 'set-hand'; readonly side: Side; readonly count: number }
  | ({ readonly type: 'place-general' } & Placement)
  | { readonly type: 'remove-general'; readonly id: string }
  /** General `id` goes back to hand and another enters his theater at once, checked as one. */
  | ({ readonly type: 'replace-general'; readonly id: string } & Placement)
  | {
      readonly type: 'battle-won';
      readonly side: Side;
      readonly theater: Theater;
      readonly invasionMajor: boolean;
      /** A Major Victory, when it is known. */
      readonly major?: boolean;
    }
  | { readonly type: 'capture-city'; readonly city: VictoryCity }
  | { readonly type: 'battle-card'; readonly card: string; readonly fate: CardFate }
  | { readonly type: 'washington-captured' }
  | { readonly type: 'emancipation' }
  | { readonly type: 'chattanooga-by-card' }
  | { readonly type: 'election' }
  | {
      readonly type: 'allocate';
      readonly side: Side;
      readonly east: number;
      readonly west: number;
      readonly faceUp: boolean;
    }
  | {
      readonly type: 'discretionary';
      readonly side: Side;
      readonly east: number;
      readonly west: number;
    }
  | ({ readonly type: 'movement-play' } & MovementPlay)
  | { readonly type: 'battle-order'; readonly order: readonly Theater[] }
  | { readonly type: 'battle-draw'; readonly side: Side; readonly count: number }
  | {
      readonly type: 'resource-played';
      readonly side: Side;
      readonly card: string;
      /** The theater a card names (Like a Duck Hit on the Head, ruling G46). */
      readonly theater?: Theater;
    }
  /** The Union returns cards to his deck for Stonewall in the Valley (ruling G45). */
  | { readonly type: 'stonewall-return' }
  | { readonly type: 'movement-pass' }
  | { readonly type: 'next-day'; readonly continuedBy?: Side }
  /** Gettysburg: general `id` is wounded and leaves play. */
  | { readonly type: 'wound-general'; readonly id: string }
  /** Gettysburg: `side` brings set-aside `name` in for a general wounded the day before. */
  | { readonly type: 'replace-wounded'; readonly side: Side; readonly name: string }
  | { readonly type: 'gettysburg-end'; readonly union: number; readonly confederate: number };
