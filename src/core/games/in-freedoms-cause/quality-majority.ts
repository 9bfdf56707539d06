/**
 * In Freedom's Cause: the quality a brigade or an army tests its morale on, the rating most of its
 * units hold, the higher on a tie (Brigade and Army Morale). The ratings themselves are in
 * `quality.ts`.
 */
import { QUALITIES, type Quality, type QualityId } from './quality.js';

/** The ratings best first, as the morale table prints them and as ties are broken. */
export const QUALITIES_BEST_FIRST: readonly Quality[] = [...QUALITIES].reverse();

/** Units of each rating, by rating id (a missing rating counts none). */
export type QualityCounts = Readonly<Partial<Record<QualityId, number>>>;

/** The rating most units hold, the higher on a tie; null when no unit is counted. */
export function majorityQuality(counts: QualityCounts): Quality | null {
  let best: Quality | null = null;
  let most = 0;
  for (const q of QUALITIES_BEST_FIRST) {
    const n = counts[q.id] ?? 0;
    if (n > most) {
      best = q;
      most = n;
    }
  }
  return best;
}
