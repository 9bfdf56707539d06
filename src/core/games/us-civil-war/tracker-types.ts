/**
 * The U.S. Civil War turn tracker's saved state and events: where the turn stands, the Status
 * Track, the Border States, the Displaced Boxes, the strategic moves made, the Forts being built,
 * the cards in hand, the leader roster, the Isolated Groups with their Surrender Points, and the
 * naval state (the Union's Naval Pool, the Confederate Ironclads). Types only.
 */
import type { ArmyEvent, ArmyMarkers, OptionalRules } from './army-markers.js';
import type { DisplacedBox } from './displaced.js';
import type { FortTimer } from './fort-timer.js';
import type { IsolatedGroup } from './isolated-groups.js';
import type { Leader, LeaderStatus } from './leaders.js';
import type { IroncladChange, NavalState, NspKind } from './naval-pool.js';
import type { CardKind } from './cards-deck-data.js';
import type { Hand, HandKind } from './sac-hand.js';
import type { BorderHolder } from './scenario-types.js';
import type { Side } from './sides.js';
import type { StatusKey, StatusTrack } from './status-track.js';
import type { StrategicType, StrategicUse } from './strategic.js';
import type { Theater } from './theaters.js';
import type { PhaseId } from './turn-phases.js';
import type { RailUse } from './rail-bonus.js';
import type { TrackerAction } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';

/** Format version of the saved state. */
export const USCW_TRACKER_VERSION = 1;

/** The longest place name a Fort or an Isolated Group takes (a sanity bound, not a rule). */
export const WHERE_MAX = 40;

/** The three Border States (17.1). */
export const BORDER_STATES = {
  wv: 'West Virginia',
  ky: 'Kentucky',
  mo: 'Missouri',
} as const;
export type BorderState = keyof typeof BORDER_STATES;

/** One moment of the game. */
export interface UscwSnapshot {
  readonly scenario: string;
  readonly turn: number;
  readonly phase: PhaseId;
  /** The Action Phase under way (1-based) while `phase` is the Action Cycle. */
  readonly action: number;
  readonly status: StatusTrack;
  readonly border: Readonly<Record<BorderState, BorderHolder>>;
  readonly displaced: Readonly<Record<Side, Readonly<Record<Theater, DisplacedBox>>>>;
  readonly strategic: Readonly<Record<Side, StrategicUse>>;
  /** SPs of each side that used the Rail Movement Bonus in this Action Phase (5.4.2). */
  readonly rail: RailUse;
  readonly forts: readonly FortTimer[];
  readonly nextFort: number;
  /** Whether the Union has placed this turn's free Fort (10.2.6). */
  readonly freeFortUsed: boolean;
  /** Each side's cards in hand, by kind (18.1). */
  readonly hands: Readonly<Record<Side, Hand>>;
  /** Cards each side is still to draw: the turn's, and one for each doubles (18.2). */
  readonly due: Readonly<Record<Side, number>>;
  readonly leaders: readonly Leader[];
  /** The Isolated Groups, kept from turn to turn with their Surrender Points (13.6). */
  readonly isolated: readonly IsolatedGroup[];
  readonly nextGroup: number;
  /** The Advanced Game's naval state (21.6.6, 21.9, 21.10). */
  readonly naval: NavalState;
  /** The optional rules the players use (22.1, 22.4). */
  readonly optional: OptionalRules;
  /** The Army markers on the map (22.4) and their morale (22.5). */
  readonly armies: ArmyMarkers;
  /** The game is over (its last turn's end point passed). */
  readonly over: boolean;
  readonly note: string;
}

/** A change the players make. */
export type UscwEvent =
  | { readonly type: 'next' }
  | { readonly type: 'status'; readonly key: StatusKey; readonly steps: number }
  | { readonly type: 'border'; readonly state: BorderState; readonly holder: BorderHolder }
  | { readonly type: 'invade-kentucky'; readonly by: Side }
  | {
      readonly type: 'displace';
      readonly side: Side;
      readonly theater: Theater;
      readonly sps: number;
      readonly militia: number;
      readonly general?: string;
      readonly cavalry?: boolean;
    }
  | { readonly type: 'return'; readonly side: Side; readonly theater: Theater }
  | {
      readonly type: 'strategic';
      readonly side: Side;
      readonly move: StrategicType;
      readonly theater: Theater;
      readonly sps: number;
      /** With Political Restrictions (22.1): the stack's SPs and its Generals' stars. */
      readonly stack?: number;
      readonly stars?: number;
    }
  | {
      readonly type: 'fort';
      readonly side: Side;
      readonly where: string;
      readonly level: string;
      readonly free: boolean;
    }
  | { readonly type: 'fort-remove'; readonly id: string }
  | { readonly type: 'rail'; readonly side: Side; readonly sps: number }
  | { readonly type: 'draw'; readonly side: Side; readonly kind: HandKind }
  | { readonly type: 'doubles' }
  | {
      readonly type: 'play';
      readonly side: Side;
      readonly kind: HandKind;
      /** The use it pays for (`sac-uses.ts`), where and in which game; none for a discard. */
      readonly use?: string;
      readonly theater?: Theater;
      readonly advanced?: boolean;
    }
  | { readonly type: 'note-card'; readonly side: Side; readonly kind: CardKind }
  | { readonly type: 'leader-add'; readonly name: string; readonly side: Side }
  | { readonly type: 'leader'; readonly name: string; readonly status: LeaderStatus }
  | { readonly type: 'isolate'; readonly side: Side; readonly where: string }
  | { readonly type: 'surrender-points'; readonly id: string; readonly points: number }
  | { readonly type: 'surrender-clear'; readonly id: string }
  | { readonly type: 'isolation-end'; readonly id: string }
  | {
      readonly type: 'isolated-merge';
      readonly a: string;
      readonly b: string;
      readonly spsA: number;
      readonly spsB: number;
    }
  | { readonly type: 'isolated-split'; readonly id: string; readonly where: string }
  | { readonly type: 'naval-sunk'; readonly kind: NspKind; readonly nsps: number }
  | { readonly type: 'naval-replace' }
  | { readonly type: 'ironclad'; readonly change: IroncladChange }
  | ArmyEvent;

/** The tracker's state as stored and shown: the snapshot with the ones before it (for undo). */
export type UscwState = WithHistory<UscwSnapshot>;

/** A change a tracker panel asks for: an event, or a step back in the history. */
export type UscwAction = TrackerAction<UscwEvent>;
