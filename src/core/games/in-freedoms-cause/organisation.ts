/**
 * In Freedom's Cause: the sizes the rulebook gives units and brigades (Equipment Needed for
 * Play; Troop Types, Units, Scales, and Organization), its conversion for Fire & Fury basing,
 * and the turn's order of play (The Play of the Game), for the reference. Guides for building
 * forces, not limits any rule enforces.
 */
import { SCALE_RULE } from './movement-data.js';
import type { TroopType } from './troop-types.js';

export const EQUIPMENT_RULE = 'Equipment Needed for Play';
export const PLAY_RULE = 'The Play of the Game';

/** A range of counts as printed: 12 to 24. */
export interface Span {
  readonly min: number;
  readonly max: number;
}

export const ORGANISATION = {
  /** Figures in an infantry regiment or battalion (L69). */
  infantryFigures: { min: 12, max: 24 },
  /** Figures of an average-size unit, a large one, and a small one, by the scale chosen (L93). */
  averageFigures: { min: 12, max: 18 },
  largeFigures: 24,
  smallFigures: { min: 6, max: 12 },
  /** Cavalry units tend to be smaller (L71). */
  cavalryFigures: 12,
  /** Light infantry often deploy in smaller units of so many companies (L105). */
  lightInfantryCompanies: { min: 2, max: 4 },
  /** Infantry or cavalry units in a brigade (L117). */
  brigadeUnits: { min: 3, max: 8 },
  /** Artillery sections usually attached to a brigade (L117). */
  brigadeSections: { min: 1, max: 3 },
  /** Figures a typical brigade needs (L77). */
  brigadeFigures: { min: 75, max: 125 },
  /** Crew figures for each gun: a full section of two guns has four, a single gun two (L117). */
  crewPerGun: 2,
} as const;

/** Fire & Fury basing at the rulebook's distances: bases per figure (L101). */
export const FIRE_AND_FURY = {
  /** One infantry or cavalry base is one figure. */
  baseIsFigure: 1,
  /** Two artillery bases with their limbers are one artillery base. */
  gunBasesPerBase: 2,
} as const;

/** A span as printed: '12–24'. */
export function spanText(s: Span): string {
  return `${String(s.min)}–${String(s.max)}`;
}

export { SCALE_RULE };

/** The troop types whose figures are gun crew. */
const GUNS: readonly TroopType[] = ['light-artillery', 'heavy-artillery', 'siege-artillery'];

/** Whether a troop type is artillery, its figures the guns' crew. */
export function isGuns(type: TroopType): boolean {
  return GUNS.includes(type);
}

/**
 * A warning, not a refusal, when a unit's starting figures fall outside the sizes the rulebook
 * gives: infantry and cavalry from a small unit's 6 to a large one's 24 by the scale (L93), guns
 * with two crew figures a gun (L117). Null when the size is one the rulebook gives.
 */
export function unitSizeWarning(type: TroopType, figures: number): string | null {
  if (type === 'general') return null;
  if (isGuns(type))
    return figures % ORGANISATION.crewPerGun === 0
      ? null
      : `${String(figures)} crew is unusual: the rulebook gives each gun ${String(ORGANISATION.crewPerGun)} crew figures, ${String(2 * ORGANISATION.crewPerGun)} for a full section (${SCALE_RULE}).`;
  const [min, max] = [ORGANISATION.smallFigures.min, ORGANISATION.largeFigures];
  if (figures >= min && figures <= max) return null;
  return `${String(figures)} figures is unusual: the rulebook’s units run from ${String(min)} (small) to ${String(max)} (large), ${spanText(ORGANISATION.averageFigures)} on average (${SCALE_RULE}).`;
}

/**
 * A warning, not a refusal, when a brigade has more infantry or cavalry units than the
 * rulebook's brigades (3 to 8, L117); fewer is left alone, as a brigade is entered unit by unit.
 */
export function brigadeSizeWarning(infantryOrCavalry: number): string | null {
  const { max } = ORGANISATION.brigadeUnits;
  if (infantryOrCavalry <= max) return null;
  return `${String(infantryOrCavalry)} infantry or cavalry units is more than a brigade usually has: the rulebook gives ${spanText(ORGANISATION.brigadeUnits)} (${SCALE_RULE}).`;
}
