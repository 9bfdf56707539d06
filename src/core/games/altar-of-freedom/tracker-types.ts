/**
 * Altar of Freedom: the battle tracker's state and events. Plain JSON-able data: the state can
 * be stored, put in a link and compared with deep equality (spec §6.2). Types only.
 */
import type { ClockState } from './clock.js';
import type { Arm, Side } from './schema.js';

/** A brigade's state. 'absent': an optional unit not in play (L4345–4356). */
export type UnitState = 'not-arrived' | 'active' | 'broken' | 'removed' | 'absent';

/** A brigade (or the gunboat) in play (spec §6.2 Brigade). */
export interface UnitStatus {
  readonly side: Side;
  readonly arm: Arm;
  /** Id of the general whose HQ takes it when broken (its command's, else the army's). */
  readonly commandGeneral: string;
  /** Fatigue markers, 0..4; the fifth breaks it (L1257–1259). */
  readonly fatigue: number;
  readonly state: UnitState;
  /** The HQ it waits at while broken, else null (L1027–1032). */
  readonly brokenAt: string | null;
}

/** A general's state (Fate Table, L1315–1342; spec §6.2 General). */
export type GeneralState =
  'not-arrived' | 'active' | 'new-horse' | 'captured' | 'wounded' | 'killed';

/** A general in play. */
export interface GeneralStatus {
  readonly side: Side;
  readonly state: GeneralState;
  /** His HQ's id. */
  readonly hq: string;
  /** True once a replacement took over at end of turn (L1557–1578). */
  readonly replaced: boolean;
}

/** An HQ (HQ Bases in Combat, L1277–1284). */
export interface HqStatus {
  readonly side: Side;
  readonly general: string;
  readonly captured: boolean;
}

/** An army's fixed data for the break check. */
export interface ArmyStatus {
  readonly side: Side;
  readonly breakPoint: number;
  readonly commander: string;
}

/** A reinforcement and its progress (scenario schedules; spec §3.22). */
export interface ArrivalStatus {
  readonly side: Side;
  readonly kind: 'scheduled' | 'roll';
  /** End of this turn (scheduled), or the first end of turn to roll. */
  readonly turn: number;
  /** Generals and brigades that arrive (divisions expanded to their brigades). */
  readonly units: readonly string[];
  /** D`die` needing `target`, less `bonusPerAttempt` per earlier attempt; null when scheduled. */
  readonly roll: {
    readonly die: number;
    readonly target: number;
    readonly bonusPerAttempt: number;
  } | null;
  /** Only with the optional balance rule. */
  readonly optional: boolean;
  readonly arrived: boolean;
  /** Arrival rolls made so far. */
  readonly attempts: number;
}

/** How the game ended (Ending the Game, L1590–1623). */
export interface BattleResult {
  readonly reason: 'break-point' | 'turn-limit';
  /** Armies at or over their break point at the end (both: a draw, ruling A26). */
  readonly broken: readonly Side[];
  readonly turn: number;
}

/** Where in the turn the tracker is. */
export type TrackerPhase = 'turn' | 'end-of-turn' | 'game-over';

/** One moment of a battle, without its undo history. */
export interface BattleSnapshot {
  readonly scenario: string;
  readonly turn: number;
  readonly lastTurn: number;
  readonly phase: TrackerPhase;
  /** Index of the current end-of-turn step (0..6) while phase is 'end-of-turn', else 0. */
  readonly eotStep: number;
  readonly clockDie: number;
  readonly clock: ClockState | null;
  readonly units: Readonly<Record<string, UnitStatus>>;
  readonly generals: Readonly<Record<string, GeneralStatus>>;
  readonly hqs: Readonly<Record<string, HqStatus>>;
  readonly armies: readonly ArmyStatus[];
  readonly arrivals: Readonly<Record<string, ArrivalStatus>>;
  readonly result: BattleResult | null;
}

/** The tracker state: the current snapshot plus earlier ones for undo (most recent last). */
export interface BattleState extends BattleSnapshot {
  readonly history: readonly BattleSnapshot[];
}

/** Outcome of a Firing Table roll, as the firing tool reports it. */
export type FiringOutcomeKey = 'no-effect' | 'recoil-2' | 'recoil-3-fatigue' | 'broken';

/** Outcome of a General Fate roll, as the fate tool reports it. */
export type FateOutcomeKey = 'relocate' | 'new-horse' | 'captured' | 'wounded' | 'killed';

/** Everything that can happen to the tracked battle. */
export type BattleEvent =
  | { readonly type: 'fatigue'; readonly unit: string; readonly markers?: number }
  | { readonly type: 'recover-fatigue'; readonly unit: string; readonly markers?: number }
  | { readonly type: 'break'; readonly unit: string }
  | { readonly type: 'remove'; readonly unit: string }
  | {
      readonly type: 'rally';
      readonly unit: string;
      readonly result: 'disintegrates' | 'wavering' | 'rallied';
    }
  | { readonly type: 'firing'; readonly target: string; readonly outcome: FiringOutcomeKey }
  | {
      readonly type: 'close-combat';
      readonly attacker: string;
      readonly defender: string;
      readonly difference: number;
    }
  | { readonly type: 'general-fate'; readonly general: string; readonly outcome: FateOutcomeKey }
  | { readonly type: 'capture-hq'; readonly hq: string }
  | { readonly type: 'arrive'; readonly reinforcement: string }
  | { readonly type: 'arrival-roll'; readonly reinforcement: string; readonly roll: number }
  | { readonly type: 'start-clock'; readonly controller: Side }
  | { readonly type: 'bid-level'; readonly subtract?: number }
  | { readonly type: 'end-turn' }
  | { readonly type: 'eot-step' }
  | { readonly type: 'undo' };
