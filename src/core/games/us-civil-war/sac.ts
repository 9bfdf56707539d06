/**
 * The U.S. Civil War's Special Action Card deck (18.1): each side draws from its own deck of this
 * many cards, shuffled before every draw, used cards going back into it. Data only; the hands by
 * kind are in `sac-hand.ts`.
 */

/** Cards in each side's deck (18.1). */
export const DECK_SIZE = 15;
