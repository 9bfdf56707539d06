/**
 * The U.S. Civil War: the rulings about the land battle, the CRT and the charts the players key in (spec §8.3), as rows. Ids keep the
 * spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const COMBAT_RULINGS: readonly RulingRow[] = [];
