/**
 * Battle Cry of Freedom: the combat ledger's state and events, plain JSON so a battle is saved
 * and undone like every tracker. A card keeps who cancelled it rather than a flag, so restoring
 * the canceller's victim, or cancelling it again, follows from the cards in play (Glossary ›
 * Cancel).
 */
import type { Recording } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import type { CampaignSnapshot } from './campaign-types.js';
import type { CardData } from './card-entry.js';
import type { Side } from './combat-data.js';
import type { Theater } from './sides.js';

/**
 * A card's polarity: an attack adds to its side's value, a defend lowers the opponent's, a
 * special has no value of its own, a modifier adds its value to the card it is attached to.
 */
export type CardKind = 'attack' | 'defend' | 'special' | 'modifier';

/** How a card part is played: a Battle Event engages a general; a Special Event need not. */
export type EventType = 'battle' | 'special' | 'unrecorded';

/** Marks a cancellation the player made by hand (no card in the ledger did it). */
export const BY_HAND = '*';

/** What a card is, as played: its side, name, polarity, value and what it engages or joins. */
export interface CardFace {
  readonly side: Side;
  readonly name: string;
  readonly kind: CardKind;
  /** Signed combat value: positive for an attack, negative for a defend, 0 for a special. */
  readonly value: number;
  readonly event: EventType;
  /** A Battle Event's stars, when entered. */
  readonly stars: number | null;
  /** The general engaged to play it. */
  readonly general: string | null;
  /** The card it belongs to: cancelled with it, and a modifier's value goes to it. */
  readonly attachedTo: string | null;
}

export interface LedgerCard extends CardFace {
  readonly id: string;
  /** Cards whose play cancelled it (or `BY_HAND`); it is out while any of them is in play. */
  readonly canceledBy: readonly string[];
  /** The day it was played (1 outside a battle that continues). */
  readonly day: number;
}

/** Who a general is, as brought into a battle: his side, name, stars and arm. */
export interface GeneralFace {
  readonly side: Side;
  readonly name: string;
  /** Stars while his side has the initiative, when entered. */
  readonly offense: number | null;
  /** Stars while the opponent has the initiative, when entered. */
  readonly defense: number | null;
  readonly cavalry: boolean;
}

export interface LedgerGeneral extends GeneralFace {
  readonly id: string;
  readonly engaged: boolean;
}

/** A plain battle, or the Gettysburg scenario's battle of days. */
export type BattleMode = 'battle' | 'gettysburg';

export interface BattleInfo {
  readonly name: string;
  readonly initiative: Side;
  /** Fought for a victory city: its own defence counts and there is no Major Victory. */
  readonly victoryCity: boolean;
  readonly mode: BattleMode;
  /** The battle card, when it is one the rulebook names (its split and kind are read from it). */
  readonly card?: string;
  /** Attack-card limits the players set for this battle (`attack-limits.ts`, by card id). */
  readonly limits?: readonly string[];
  /** The theater of war it is fought in (a listed card's own; else the player's). */
  readonly theater?: Theater;
}

/**
 * Where the battle stands: being set (who, where, the generals present), the cards played
 * before combat (the player without the initiative first), or combat. Absent in a
 * ledger saved before the stages: combat.
 */
export type Stage = 'setup' | 'before' | 'combat';

/** A card keyed in to a player's hand for this battle and not played yet. */
export interface HandCard extends Omit<CardFace, 'general' | 'attachedTo'> {
  readonly id: string;
}

/** The battle card's result as the player entered it (the rulebook prints few of them). */
export interface EnteredResult {
  readonly gain: number;
  readonly loss: number;
  readonly invasion: boolean;
}

export interface LedgerSnapshot {
  readonly battle: BattleInfo;
  /** The worked example being replayed, and its next step. */
  readonly example: { readonly slug: string; readonly step: number } | null;
  readonly generals: readonly LedgerGeneral[];
  readonly cards: readonly LedgerCard[];
  /** Whose volley it is. */
  readonly actor: Side;
  /** Cards the actor has played this volley. */
  readonly volley: number;
  /** Whether the actor has done anything this volley (a card or an engagement). */
  readonly acted: boolean;
  /** Passes in a row. */
  readonly passes: number;
  readonly day: number;
  /** Who has played his Battle Continues. */
  readonly continued: readonly Side[];
  readonly ended: boolean;
  readonly result: EnteredResult | null;
  /** For new ids. */
  readonly next: number;
  /** What the last change did, for the list of changes. */
  readonly change: string;
  readonly stage?: Stage;
  /** Cards keyed in to the hands, not played yet. */
  readonly hand?: readonly HandCard[];
  /** Where the battle's outcome was recorded in a campaign. */
  readonly recorded?: Recording | null;
}

/** A general brought into the battle: the ledger gives him an id unless the event names one. */
export interface AddGeneral extends GeneralFace {
  readonly type: 'add-general';
  readonly id?: string;
}

/** A card as played: the ledger gives it an id unless the event names one. */
export interface PlayCard extends CardFace {
  readonly type: 'play';
  readonly id?: string;
  /** A card its play cancels. */
  readonly cancels: string | null;
}

export type LedgerEvent =
  | {
      readonly type: 'set-battle';
      readonly name: string;
      readonly initiative: Side;
      readonly victoryCity: boolean;
      /** A battle card the rulebook names; its name and victory city are then the card's. */
      readonly card?: string;
      /** The theater, for a battle not listed (a listed card gives its own). */
      readonly theater?: Theater;
    }
  | { readonly type: 'begin' }
  | ({ readonly type: 'key-card'; readonly id?: string } & Omit<HandCard, 'id'>)
  | {
      readonly type: 'play-hand';
      readonly card: string;
      readonly general: string | null;
      readonly attachedTo: string | null;
      readonly cancels: string | null;
    }
  | { readonly type: 'drop-hand'; readonly card: string }
  | { readonly type: 'add-generals'; readonly generals: readonly AddGeneral[] }
  | { readonly type: 'record'; readonly recording: Recording }
  | { readonly type: 'unrecord' }
  | AddGeneral
  | { readonly type: 'set-limits'; readonly cards: readonly string[] }
  | { readonly type: 'remove-general'; readonly general: string }
  | { readonly type: 'engage'; readonly general: string }
  | { readonly type: 'disengage'; readonly general: string }
  | PlayCard
  | { readonly type: 'cancel'; readonly card: string; readonly by: string }
  | { readonly type: 'restore'; readonly card: string }
  | { readonly type: 'remove-card'; readonly card: string }
  | { readonly type: 'revalue'; readonly card: string; readonly value: number }
  | { readonly type: 'hand-over' }
  | { readonly type: 'battle-continues'; readonly side: Side }
  | { readonly type: 'set-result'; readonly result: EnteredResult }
  | { readonly type: 'example-step' };

/**
 * What the ledger's panels read beside the state: its start, the player's card values, and the
 * campaign open in the campaign tracker (its generals, and where the outcome is recorded).
 */
export interface LedgerContext {
  readonly start: string;
  readonly cards: CardData;
  readonly campaign?: WithHistory<CampaignSnapshot> | undefined;
}
