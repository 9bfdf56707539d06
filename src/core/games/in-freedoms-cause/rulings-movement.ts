/**
 * In Freedom's Cause: the rulings about movement, formations, terrain, ranges, the charge sequence and coop/solo set-up (spec §8), as rows. Ids keep the spec's numbers:
 * C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const MOVEMENT_RULINGS: readonly RulingRow[] = [];
