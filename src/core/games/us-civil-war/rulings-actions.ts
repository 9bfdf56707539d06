/**
 * The U.S. Civil War: the rulings about initiative, Action Points, reactions and the reference cards (spec §8.3), as rows. Ids keep the
 * spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const ACTIONS_RULINGS: readonly RulingRow[] = [];
