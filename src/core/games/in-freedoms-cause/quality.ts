/**
 * In Freedom's Cause: the five quality ratings of a unit, best first, with the score on two dice
 * each needs to pass a brigade or army morale test, and the majority rule that picks a force's
 * rating (ties to the higher). Shared by the morale tools, the unit-morale model and the tracker.
 */

/** A unit's quality rating. */
export type Quality = 'crack' | 'veteran' | 'average' | 'green' | 'raw';

/** One quality rating: its name as the rulebook and the app's morale tab write it. */
export interface QualityInfo {
  readonly id: Quality;
  /** As the app's Unit Quality field names it. */
  readonly label: string;
  /** The brigade and army morale test passes on two dice scoring this or more. */
  readonly moraleTarget: number;
}

/** Where the ratings are named and where their morale scores are printed. */
export const QUALITY_RULE = {
  names: 'Troop Types, Units, Scales, and Organization › Quality', // L127
  scores: 'Brigade and Army Morale', // L476–486
} as const;

/** The ratings, best first (the rulebook lists them worst first, L127). */
export const QUALITIES: readonly QualityInfo[] = [
  { id: 'crack', label: 'Crack/Elite', moraleTarget: 5 },
  { id: 'veteran', label: 'Veteran', moraleTarget: 6 },
  { id: 'average', label: 'Average', moraleTarget: 7 },
  { id: 'green', label: 'Green', moraleTarget: 8 },
  { id: 'raw', label: 'Raw', moraleTarget: 9 },
];

/** The rating with `id`; a RangeError for an unknown id (a bug in the caller's data). */
export function qualityInfo(id: Quality): QualityInfo {
  const q = QUALITIES.find((x) => x.id === id);
  if (q === undefined) throw new RangeError(`No quality '${id}'.`);
  return q;
}

/** Units of each rating, by rating id (a missing rating counts none). */
export type QualityCounts = Readonly<Partial<Record<Quality, number>>>;

/**
 * The rating most units hold, the higher on a tie (Brigade and Army Morale); null when no unit
 * is counted.
 */
export function majorityQuality(counts: QualityCounts): Quality | null {
  let best: Quality | null = null;
  let most = 0;
  for (const q of QUALITIES) {
    const n = counts[q.id] ?? 0;
    if (n > most) {
      best = q.id;
      most = n;
    }
  }
  return best;
}
