/**
 * In Freedom's Cause: the movement numbers of Formations and Movement, each typed once: the base
 * moves by troop type and formation, the charge bonus, the cost of a formation change, the
 * oblique and siege-gun turning limits, and the small-scale halving. The calculator and the
 * reference read them from here.
 */
import type { Formation, TroopType } from './troop-types.js';

/** Who moves at which rate: foot (infantry, light infantry, dismounted cavalry), mounted cavalry, each gun class, generals. */
export type Mover =
  'foot' | 'mounted' | 'light-artillery' | 'heavy-artillery' | 'siege-artillery' | 'general';

/** A row of the Base Movement Rates table. */
export interface BaseMove {
  readonly mover: Mover;
  /** The formations the row covers; empty for a mover without formations. */
  readonly formations: readonly Formation[];
  readonly inches: number;
  /** The row as the rulebook's table names it, in our words. */
  readonly label: string;
}

export const MOVE_RULE = 'Base Movement Rates';

const row = (
  mover: Mover,
  formations: readonly Formation[],
  inches: number,
  label: string,
): BaseMove => ({ mover, formations, inches, label });

/** The Base Movement Rates table, a row a mover and its formations. */
export const BASE_MOVES: readonly BaseMove[] = [
  row('foot', ['line'], 8, 'Infantry, line'),
  row('foot', ['column'], 10, 'Infantry, column'),
  row('foot', ['march-column', 'skirmish'], 12, 'Infantry, march column or skirmish'),
  row('foot', ['square'], 0, 'Infantry, square'),
  row('mounted', ['line'], 12, 'Mounted cavalry, line'),
  row('mounted', ['column'], 18, 'Mounted cavalry, column'),
  row('mounted', ['march-column', 'skirmish'], 20, 'Mounted cavalry, march column or skirmish'),
  row('light-artillery', ['limbered'], 10, 'Light artillery, limbered'),
  row('light-artillery', ['unlimbered'], 4, 'Light artillery, unlimbered'),
  row('heavy-artillery', ['limbered'], 8, 'Heavy artillery, limbered'),
  row('heavy-artillery', ['unlimbered'], 2, 'Heavy artillery, unlimbered'),
  row('siege-artillery', [], 0, 'Siege artillery'),
  row('general', [], 20, 'Generals (always mounted)'),
];

/** Inches added to the base move when charging: troops on foot, mounted cavalry (ruling C5). */
export const CHARGE_BONUS: Readonly<Record<'foot' | 'mounted', number>> = { foot: 2, mounted: 4 };

/** Formation changes: the share of the base move each costs, and the shift allowed to fit. */
export const FORMATION_CHANGE = { share: 1 / 2, shiftInches: 3, rule: 'Formation Changes' };

/** Degrees either side of the facing: oblique moves, the fire arc and the charge arc. */
export const FRONT_ARC_DEGREES = 45;

/** The most a siege gun may turn instead of moving. */
export const SIEGE_TURN_DEGREES = 90;

/** The figure scales: the native 25/28 mm, and 15 mm or smaller with every distance halved. */
export const SCALES = [
  { id: '25mm', name: '25/28 mm', label: '25/28 mm', factor: 1 },
  { id: '15mm', name: '15 mm or smaller', label: '15 mm, halved', factor: 1 / 2 },
] as const;

export type ScaleId = (typeof SCALES)[number]['id'];

export const SCALE_RULE = 'Troop Types, Units, Scales, and Organization';

/** Who moves at which rate, for a troop type (mounted applies to cavalry only). */
export function moverOf(type: TroopType, mounted: boolean): Mover {
  if (type === 'infantry' || type === 'light-infantry') return 'foot';
  if (type === 'cavalry') return mounted ? 'mounted' : 'foot';
  return type;
}

/** The base move of `mover` in `formation`, or null when the table has no such row. */
export function baseMove(mover: Mover, formation: Formation | null): BaseMove | null {
  return (
    BASE_MOVES.find(
      (m) =>
        m.mover === mover &&
        (m.formations.length === 0 || (formation !== null && m.formations.includes(formation))),
    ) ?? null
  );
}

/** A distance at a scale. */
export function scaled(inches: number, scale: ScaleId): number {
  return inches * (SCALES.find((s) => s.id === scale)?.factor ?? 1);
}

const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'] as const;

/** Inches as printed, to the nearest eighth: 8″, 2½″, ⅝″. */
export function inchText(n: number): string {
  const eighths = Math.round(n * 8);
  const whole = Math.floor(eighths / 8);
  const frac = EIGHTHS[eighths % 8] ?? '';
  return `${whole === 0 && frac !== '' ? '' : whole}${frac}″`;
}

/** A speed factor as printed: ×½, ×¼, ×1½. */
export function factorText(f: number): string {
  return `×${inchText(f).slice(0, -1)}`;
}

/** Moving fire: the share of the base move a unit may move and still fire (or one formation change instead). */
export const MOVING_FIRE = { share: 1 / 2, changes: 1, rule: 'Fire' };
