/**
 * The U.S. Civil War: the rulings about the turn tracker (spec §8), as rows. Ids keep the spec's
 * numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const TRACKER_RULINGS: readonly RulingRow[] = [
  [
    'G9',
    'How many Special Action Cards of each kind (East, West, Trans-Mississippi, Naval, Any) are in each deck?',
    'The rulebook says only that each side has its own deck of 15. The players key in the count of each kind from their cards; the deck page checks that each side’s counts make 15.',
    [['18.1', 'L50']],
  ],
];
