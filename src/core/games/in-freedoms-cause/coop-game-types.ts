/**
 * In Freedom's Cause: the saved state of a coop/solo game and the changes made to it. The game
 * keeps the players' side and unit count, every press of the INITIATIVE button with the side it
 * gave and the encounter it brought, and the encounters log the game master may change. Kept on
 * the device by the tracker shell, with its undo history.
 */
import type { Side } from './tracker-types.js';
import type { Encounter, EncounterBody, EnemyUnit } from './encounter-types.js';
import type { Direction, EncounterKind, Orders, Third } from './encounter-vocab.js';

/** Version of the saved format. */
export const COOP_GAME_VERSION = 1;

/** One press of the INITIATIVE button: the side given the action, and the encounter it brought. */
export interface PressRecord {
  readonly side: Side;
  readonly encounter: string | null;
}

/** A coop/solo game now (its undo history is kept beside it). */
export interface CoopSnapshot {
  readonly scenario: string;
  /** The players' side, and the units they entered; null until the game is set up. */
  readonly players: Side | null;
  readonly playerUnits: number | null;
  readonly presses: readonly PressRecord[];
  /** The encounters log, oldest first (the newest at the bottom, as in the official app). */
  readonly encounters: readonly Encounter[];
  /** Enemy brigades the game master has marked broken, by number (ruling A32). */
  readonly broken: readonly number[];
  readonly next: number;
  /** What the last change did, for the history list. */
  readonly note: string;
}

/** What the game master may change of an encounter (absent: unchanged). */
export interface EncounterChange {
  readonly orders?: Orders;
  readonly entrenched?: boolean;
  readonly distance?: number;
  readonly direction?: Direction;
  readonly third?: Third;
}

/** A unit of an encounter in the log: the encounter's id and the unit's place in its list. */
export interface UnitRef {
  readonly id: string;
  readonly index: number;
}

/** The changes a coop/solo game takes. */
export type CoopEvent =
  | { readonly type: 'setup'; readonly players: Side; readonly units: number }
  | { readonly type: 'press'; readonly side: Side; readonly encounter: EncounterBody | null }
  | { readonly type: 'ignore'; readonly id: string; readonly ignored: boolean }
  | { readonly type: 'edit'; readonly id: string; readonly change: EncounterChange }
  | { readonly type: 'add'; readonly kind: EncounterKind; readonly change: EncounterChange }
  | { readonly type: 'add-unit'; readonly id: string; readonly unit: EnemyUnit }
  | (UnitRef & { readonly type: 'edit-unit'; readonly unit: Partial<EnemyUnit> })
  | (UnitRef & { readonly type: 'remove-unit' })
  /** The game master marks an enemy brigade broken, or not. */
  | { readonly type: 'brigade-broken'; readonly brigade: number; readonly broken: boolean };
