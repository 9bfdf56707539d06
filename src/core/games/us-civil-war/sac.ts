/**
 * The U.S. Civil War's Special Action Card hands (18.1–18.3): each side draws from its own deck
 * (shuffled before every draw, used cards going back into it), holds at most the hand limit and
 * discards down to it at once, and plays only while phasing. The tracker counts the cards in
 * hand; the cards themselves stay on the table. Pure.
 */
import { HAND_LIMIT } from './initiative-data.js';
import { SIDES, type Side } from './sides.js';

/** Cards in each side's deck (18.1). */
export const DECK_SIZE = 15;

/** Cards in each side's hand. */
export type Hands = Readonly<Record<Side, number>>;

/** The hands after `side` draws `count`, discarding down to the limit; and what is said. */
export function drawSac(
  hands: Hands,
  side: Side,
  count: number,
): { readonly hands: Hands; readonly said: string } {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('Draw a whole number of cards.');
  const drawn = Math.min(count, DECK_SIZE - hands[side]);
  const held = hands[side] + drawn;
  const kept = Math.min(held, HAND_LIMIT);
  const who = SIDES[side];
  return {
    hands: { ...hands, [side]: kept },
    said: `${who} draws ${drawn}${held > kept ? ` and discards ${held - kept} of his choice, down to ${HAND_LIMIT}` : ''}.`,
  };
}

/** The hands after `side` plays or discards one card (it goes back into his deck, 18.3). */
export function spendSac(hands: Hands, side: Side): Hands {
  if (hands[side] < 1) throw new RangeError(`${SIDES[side]} holds no card.`);
  return { ...hands, [side]: hands[side] - 1 };
}
