/**
 * In Freedom's Cause: the rulings about morale, generals and casualties (spec §8), as rows. Ids keep the spec's numbers:
 * C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const MORALE_RULINGS: readonly RulingRow[] = [];
