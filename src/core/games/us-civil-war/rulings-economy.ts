/**
 * The U.S. Civil War: the rulings about reinforcements, the Confederate economy, victory and the scenarios (spec §8.3), as rows. Ids keep the
 * spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const ECONOMY_RULINGS: readonly RulingRow[] = [];
