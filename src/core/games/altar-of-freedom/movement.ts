/**
 * Altar of Freedom: movement rates and penalties (Movement Rates table, L691–703; QRS
 * L5602–5629; spec §2.2). Inches at 6 mm scale.
 */

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
  readonly rule: string;
}

/** Move per maneuver by element type (Movement Rates table, L691–703). */
export const MOVEMENT_RATES: readonly MovementRate[] = [
  {
    kind: 'general',
    label: 'General',
    inches: 12,
    note: 'Moves whenever a division in his chain has Priority, plus a free move at end of turn.',
    rule: 'Movement Rates; Moving Generals', // L691–703, L1428–1447
  },
  {
    kind: 'cavalry',
    label: 'Cavalry',
    inches: 12,
    note: 'May scout: enemy brigades within 6″ and LOS reveal their SM.',
    rule: 'Movement Rates; Cavalry Screening', // L691–703, L714–717
  },
  { kind: 'infantry', label: 'Infantry', inches: 8, rule: 'Movement Rates' }, // L691–703
  { kind: 'artillery', label: 'Artillery', inches: 6, rule: 'Movement Rates' }, // L691–703
  {
    kind: 'hq',
    label: 'HQ',
    inches: null,
    note: 'Never moves (Quartermaster: up to 4″ at end of turn).',
    rule: 'Movement Rates; Moving Generals; Appendix I › Quartermaster', // L691–703, L1446–1448, L1693–1694
  },
];

/** Road reserve movement for a column of at least two brigades of one division (L750–766). */
export const RESERVE_MOVEMENT_INCHES = 20;

/** Rough ground costs 4″, once per turn however many obstacles are crossed (L741–748). */
export const ROUGH_GROUND_PENALTY_INCHES = 4;

/** Optional Dynamic Terrain: the rough-ground penalty is a D6 in inches, per unit (App. IV, L1885–1888). */
export const DYNAMIC_TERRAIN_PENALTY_DIE = 6;
