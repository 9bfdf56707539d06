/**
 * In Freedom's Cause: the five quality ratings, worst to best, as the rulebook names them, with
 * the brigade and army morale target of each (pass on 2d6 at or above it). Shared by every tool
 * that asks for a unit's quality, so the names and targets are written once.
 */

/** The places quality is defined and its targets printed. */
export const QUALITY_RULE = 'III. Troop Types, Units, Scales, and Organization';
export const QUALITY_TARGET_RULE = 'XI. Brigade and Army Morale';

/** A quality rating, worst first. */
export interface Quality {
  readonly id: 'raw' | 'green' | 'average' | 'veteran' | 'crack';
  /** The rulebook's descriptor, as the official app's Quality field reads. */
  readonly label: string;
  /** Brigade and army morale: the lowest 2d6 roll that passes. */
  readonly moraleTarget: number;
}

/** The ratings from worst to best (rulebook order). */
export const QUALITIES: readonly Quality[] = [
  { id: 'raw', label: 'Raw', moraleTarget: 9 },
  { id: 'green', label: 'Green', moraleTarget: 8 },
  { id: 'average', label: 'Average', moraleTarget: 7 },
  { id: 'veteran', label: 'Veteran', moraleTarget: 6 },
  { id: 'crack', label: 'Crack/Elite', moraleTarget: 5 },
];

export type QualityId = Quality['id'];

/** The quality ids, worst first. */
export const QUALITY_IDS: readonly QualityId[] = QUALITIES.map((q) => q.id);

/** The rating `id`; the middle one (Average) for an id that is none. */
export function qualityById(id: string): Quality {
  return QUALITIES.find((q) => q.id === id) ?? (QUALITIES[2] as Quality);
}

/** 0 for the worst rating up to 4 for the best. */
export function qualityRank(id: string): number {
  return QUALITY_IDS.indexOf(qualityById(id).id);
}
