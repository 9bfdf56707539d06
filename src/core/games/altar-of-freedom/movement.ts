/**
 * Altar of Freedom: movement rates and penalties (Movement Rates table, L691–703; Terrain
 * Penalties, L741–748; Reserve Movement, L750–766; QRS L5602–5629; spec §2.2). Inches at 6 mm
 * scale; App. III scales them (see `measure.ts`). Data only; numbers that other rules share are
 * read from `constants.ts`.
 */
import {
  CONCEALED_REVEAL_INCHES,
  DIVISIONS_PER_DUMMY_MARKER,
  GENERAL_MOVE_INCHES,
  HARD_DRIVING_RESERVE_INCHES,
  QUARTERMASTER_HQ_INCHES,
  RESERVE_ENEMY_EXCLUSION_INCHES,
  RESERVE_MIN_BRIGADES,
  SCOUTING_INCHES,
} from './constants.js';

/** The kinds of element that move (HQs never move, L1446–1448). */
export const MOVER_KINDS = ['general', 'cavalry', 'infantry', 'artillery', 'hq'] as const;

/** One of `MOVER_KINDS`. */
export type MoverKind = (typeof MOVER_KINDS)[number];

/** A movement rate with its rule reference; `inches: null` means the element never moves. */
export interface MovementRate {
  readonly kind: MoverKind;
  readonly label: string;
  readonly inches: number | null;
  readonly note?: string;
  /** The rulebook's place (section heading or appendix). */
  readonly rule: string;
}

/** Move per maneuver by element type (Movement Rates table, L691–703). */
export const MOVEMENT_RATES: readonly MovementRate[] = [
  {
    kind: 'general',
    label: 'General',
    inches: GENERAL_MOVE_INCHES,
    // L1428–1447
    note: 'Moves whenever a division of his chain has Priority, and again, free, at the end of the turn. Terrain penalties apply.',
    rule: 'Movement Rates; Moving Generals', // L691–703, L1428–1447
  },
  {
    kind: 'cavalry',
    label: 'Cavalry',
    inches: 12,
    // L714–717
    note: `May scout: enemy brigades within ${SCOUTING_INCHES}″ and in line of sight show their SM.`,
    rule: 'Movement Rates; Cavalry Screening', // L691–703, L714–717
  },
  { kind: 'infantry', label: 'Infantry', inches: 8, rule: 'Movement Rates' }, // L691–703
  { kind: 'artillery', label: 'Artillery', inches: 6, rule: 'Movement Rates' }, // L691–703
  {
    kind: 'hq',
    label: 'HQ',
    inches: null,
    // L1446–1448, L1693–1694
    note: `Never moves (a Quartermaster’s two HQs may move up to ${QUARTERMASTER_HQ_INCHES}″ at the end of the turn).`,
    rule: 'Movement Rates; Moving Generals; Appendix I › Quartermaster', // L691–703, L1446–1448, L1693–1694
  },
];

/** Road reserve movement for a column of at least two brigades of one division (L750–766). */
export const RESERVE_MOVEMENT_INCHES = 20;

/** Rough ground costs 4″, once per turn however many obstacles are crossed (L741–748). */
export const ROUGH_GROUND_PENALTY_INCHES = 4;

/** Optional Dynamic Terrain: the rough-ground penalty is a D6 in inches, per unit (App. IV, L1885–1888). */
export const DYNAMIC_TERRAIN_PENALTY_DIE = 6;

/** A reserve move by the trait of the general whose chain the column belongs to. */
export interface ReserveMove {
  readonly id: 'standard' | 'hard-driving' | 'tardy';
  readonly label: string;
  /** Inches; null where reserve movement is not allowed. */
  readonly inches: number | null;
  readonly rule: string;
}

/** Road reserve movement: 20″, 30″ under a Hard Driving general, none under a Tardy one. */
export const RESERVE_MOVES: readonly ReserveMove[] = [
  {
    id: 'standard',
    label: 'Any other general',
    inches: RESERVE_MOVEMENT_INCHES,
    rule: 'Reserve Movement', // L750–756
  },
  {
    id: 'hard-driving',
    label: 'Hard Driving general',
    inches: HARD_DRIVING_RESERVE_INCHES,
    rule: 'App. I, Hard Driving', // L1671–1673
  },
  { id: 'tardy', label: 'Tardy general', inches: null, rule: 'App. I, Tardy' }, // L1710–1712
];

/** The conditions for road reserve movement, in the app's words (Reserve Movement, L757–766). */
export const RESERVE_CONDITIONS: readonly string[] = [
  `At least ${RESERVE_MIN_BRIGADES} brigades of one division start in base contact, in column on a road.`,
  'The column stays on the road for the whole move.',
  'The whole column moves at the same speed.',
  `Not within ${RESERVE_ENEMY_EXCLUSION_INCHES}″ of any enemy unit, line of sight or not: the bonus ends as soon as the column comes that close.`,
];

/** The optional concealed movement markers in brief, in the app's words (App. IV, L1890–1907). */
export const CONCEALED_MARKER_NOTES: readonly string[] = [
  `One marker per division, plus one dummy per ${DIVISIONS_PER_DUMMY_MARKER} divisions of the order of battle: Confederates round up, Federals down.`,
  'Each dummy is secretly given to a corps; moving any marker costs Priority Points like a division.',
  `A marker moves only while it stays more than ${CONCEALED_REVEAL_INCHES}″ from every enemy unit or marker. Coming closer reveals it: the brigades are placed, one on the marker’s spot and the rest in base contact, none nearer the enemy than ${CONCEALED_REVEAL_INCHES}″; a dummy is removed.`,
  'A player may reveal his own markers at any time. Lost dummies come back only when reinforcements arrive, never above the first number.',
];
