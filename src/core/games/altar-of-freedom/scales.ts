/**
 * Altar of Freedom: figure scales, base sizes and range multipliers (basing L110–116;
 * App. III L1842–1875; App. IV L1920–1928; spec §2.1, §2.13). Used for recoil distances in
 * inches and for printable base labels.
 */

/** The figure scales the rules address (App. III, L1842–1875). */
export const FIGURE_SCALES = ['6mm', '10mm', '15mm'] as const;

/** One of `FIGURE_SCALES`. */
export type FigureScale = (typeof FIGURE_SCALES)[number];

/** The kinds of base (L110–116). */
export const BASE_KINDS = ['infantry', 'cavalry', 'artillery', 'general', 'hq'] as const;

/** One of `BASE_KINDS`. */
export type BaseKind = (typeof BASE_KINDS)[number];

/** A base footprint in inches (width along the front, depth front to back). */
export interface BaseSize {
  readonly widthIn: number;
  readonly depthIn: number;
}

/** Basing and measuring for one figure scale. */
export interface ScaleInfo {
  readonly scale: FigureScale;
  readonly label: string;
  /** Multiply every range and move by this (App. III). */
  readonly rangeMultiplier: number;
  /** A multiplier players may choose instead (larger "13 mm+" 10 mm figures). */
  readonly optionalRangeMultiplier?: number;
  readonly bases: Readonly<Record<BaseKind, BaseSize>>;
  readonly note: string;
  readonly rule: string;
}

/** 6 mm rectangle: infantry, cavalry and HQ, 2.5″ × 1.25″ or 60 × 30 mm (L110–113). */
const RECT_6MM: BaseSize = { widthIn: 2.5, depthIn: 1.25 };
/** 6 mm square: artillery and generals, 1.25″ or 30 mm (L114–116). */
const SQUARE_6MM: BaseSize = { widthIn: 1.25, depthIn: 1.25 };
/** 15 mm tray: 3″ wide × 1.5″ deep (L1864–1866). */
const RECT_15MM: BaseSize = { widthIn: 3, depthIn: 1.5 };
/** 15 mm square: 1.5″ (L1866–1870). */
const SQUARE_15MM: BaseSize = { widthIn: 1.5, depthIn: 1.5 };

/**
 * One base size per kind: infantry, cavalry and HQs stand on `rect`, artillery and generals on
 * `square` (L110–116), at every scale.
 */
export function byBaseKind<T>(rect: T, square: T): Readonly<Record<BaseKind, T>> {
  return { infantry: rect, cavalry: rect, hq: rect, artillery: square, general: square };
}

/** Basing and range multiplier per scale (App. III, L1842–1875). */
export const SCALES: readonly ScaleInfo[] = [
  {
    scale: '6mm',
    label: '6 mm (design scale)',
    rangeMultiplier: 1,
    bases: byBaseKind(RECT_6MM, SQUARE_6MM),
    note: 'The sizes the rules were written for. Both armies must base alike.',
    rule: 'What You Need to Play › Basing Your Miniature Army', // L103–116
  },
  {
    scale: '10mm',
    label: '10 mm',
    rangeMultiplier: 1,
    optionalRangeMultiplier: 1.5,
    bases: byBaseKind(RECT_6MM, SQUARE_6MM),
    note: 'Keep 6 mm measurements; larger 10 mm ranges may use the 15 mm ×1.5. Trays close to the 6 mm sizes, or 15 mm trays if based for Fire & Fury.',
    rule: 'Appendix III › 10mm Scale Conversion', // L1849–1860
  },
  {
    scale: '15mm',
    label: '15 mm',
    rangeMultiplier: 1.5,
    bases: byBaseKind(RECT_15MM, SQUARE_15MM),
    note: 'All ranges and moves ×1.5 (infantry 8″ becomes 12″); use a larger table. HQs may use either base.',
    rule: 'Appendix III › 15mm Scale Conversion', // L1862–1875
  },
];

/** Optional alternative artillery basing: 2.25″ square (App. IV, L1920–1928; ruling C8). */
export const ALTERNATIVE_ARTILLERY_BASE: BaseSize = { widthIn: 2.25, depthIn: 2.25 };
