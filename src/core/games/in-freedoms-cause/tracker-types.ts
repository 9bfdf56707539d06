/**
 * In Freedom's Cause: the unit tracker's state and events. The rulebook keeps per unit its
 * type, quality, weapon, formation, figures, disorder, the action it has used, an attached
 * general, its orders and whether it is gone; per brigade its morale test and re-tests; per army
 * the same. The official app keeps none of it, so the player enters the forces here. Types only.
 */
import type { QualityId } from './quality.js';
import type { Formation, TroopType } from './troop-types.js';
import type { WeaponId } from './weapons.js';

/** Format version of the tracker state stored in saved games. */
export const IFC_TRACKER_VERSION = 2;

/** The two sides. */
export type Side = 'union' | 'confederate';

/** The troop types a unit of the tracker can be (generals are tracked with their brigade). */
export type UnitType = Exclude<TroopType, 'general'>;

/** Why a unit is no longer in play; each counts as lost for brigade morale. */
export type Removal = 'routed' | 'destroyed' | 'off-table';

/** A unit as the table holds it. */
export interface TrackedUnit {
  readonly id: string;
  readonly name: string;
  readonly brigade: string;
  readonly type: UnitType;
  readonly quality: QualityId;
  readonly weapon: WeaponId;
  /** Empty for a type without formations (siege guns). */
  readonly formation: Formation | '';
  /** Figures at the start of play (crew for artillery): casualty brackets count against it. */
  readonly start: number;
  readonly figures: number;
  readonly disordered: boolean;
  readonly acted: boolean;
  /** Its brigade's brigadier is attached to this unit (General with Unit). */
  readonly general: boolean;
  readonly orders: 'attack' | 'defend';
  /** Put on Defend for good by brigade or army morale. */
  readonly fixedDefend: boolean;
  readonly removed: Removal | null;
}

/** A brigade: its side, its brigadier and its morale tests. */
export interface TrackedBrigade {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly generalFallen: boolean;
  /** Tests passed so far: each sets the next re-test's penalty. */
  readonly passed: number;
  /** Units it had lost (its brigadier counted) when its first test was taken; null before it. */
  readonly lostAtFirstTest: number | null;
  readonly broken: boolean;
}

/**
 * A divisional general: optional, of no brigade, able to attach to a unit of any brigade of his
 * army; he counts as a brigade toward army morale, and as a broken one once he falls.
 */
export interface TrackedGeneral {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  /** The unit he is attached to (General with Unit), or null. */
  readonly attachedTo: string | null;
  readonly fallen: boolean;
}

/** Which general a casualty roll is for: a brigade's brigadier or a divisional general. */
export type GeneralRef =
  | { readonly rank: 'brigadier'; readonly brigade: string }
  | { readonly rank: 'divisional'; readonly general: string };

/**
 * A general casualty roll owed: enemy action inflicted `casualties` on `unit` while this general
 * was attached to it. Each attached general rolls on his own.
 */
export interface CasualtyRoll {
  readonly id: string;
  readonly unit: string;
  readonly who: GeneralRef;
  readonly casualties: number;
}

/** An army's morale (its divisional generals are in the snapshot's `generals`). */
export interface TrackedArmy {
  readonly passed: number;
  /** Units the army had lost when its first test was taken; null before it. */
  readonly lostAtFirstTest: number | null;
  readonly state: 'fighting' | 'defend' | 'left-field';
}

/** One test taken, for the record. */
export interface TestRecord {
  readonly turn: number;
  readonly text: string;
}

/** The tracker's state without its history. */
export interface IfcSnapshot {
  readonly scenario: string;
  readonly turn: number;
  /** Which side has the initiative now, if recorded. */
  readonly initiative: Side | null;
  readonly brigades: readonly TrackedBrigade[];
  readonly units: readonly TrackedUnit[];
  /** Divisional generals of both sides. */
  readonly generals: readonly TrackedGeneral[];
  /** General casualty rolls owed, oldest first. */
  readonly casualtyRolls: readonly CasualtyRoll[];
  readonly armies: Readonly<Record<Side, TrackedArmy>>;
  readonly tests: readonly TestRecord[];
  /** The last change in words. */
  readonly note: string;
  /** Next id number. */
  readonly next: number;
}

/** A unit as the form enters it. */
export type NewUnit = Pick<
  TrackedUnit,
  'name' | 'brigade' | 'type' | 'quality' | 'weapon' | 'formation' | 'start'
>;

/** The changes the tracker makes. */
export type IfcEvent =
  | { readonly type: 'add-brigade'; readonly side: Side; readonly name: string }
  | { readonly type: 'add-unit'; readonly unit: NewUnit }
  | { readonly type: 'casualties'; readonly unit: string; readonly figures: number }
  | { readonly type: 'formation'; readonly unit: string; readonly formation: Formation }
  | { readonly type: 'disorder'; readonly unit: string; readonly disordered: boolean }
  | { readonly type: 'acted'; readonly unit: string; readonly acted: boolean }
  | { readonly type: 'general'; readonly unit: string; readonly general: boolean }
  | { readonly type: 'orders'; readonly unit: string; readonly orders: 'attack' | 'defend' }
  | { readonly type: 'remove'; readonly unit: string; readonly reason: Removal }
  | { readonly type: 'brigadier-falls'; readonly brigade: string }
  | { readonly type: 'add-divisional'; readonly side: Side; readonly name: string }
  /** Attach divisional general `general` to `unit`, or detach him (null). */
  | { readonly type: 'attach'; readonly general: string; readonly unit: string | null }
  | { readonly type: 'divisional-falls'; readonly general: string }
  /** An owed general casualty roll's natural dice; the general casualty tool resolves them. */
  | { readonly type: 'general-casualty'; readonly roll: string; readonly dice: readonly number[] }
  /** A morale test's natural dice; the tracker resolves them with the morale tool. */
  | { readonly type: 'brigade-test'; readonly brigade: string; readonly dice: readonly number[] }
  | { readonly type: 'army-test'; readonly side: Side; readonly dice: readonly number[] }
  | { readonly type: 'initiative'; readonly side: Side }
  | { readonly type: 'next-turn' };
