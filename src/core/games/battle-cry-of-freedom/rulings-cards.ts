/**
 * Battle Cry of Freedom: the rulings about the cards (spec §8.2), as rows. Ids keep the spec's
 * numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const CARDS_RULINGS: readonly RulingRow[] = [];
