/**
 * The U.S. Civil War's Special Action Card hands by kind (18.1–18.3): how many cards of each kind
 * (a theater's, Naval, Any) a side holds, and those whose kind the players have not noted (the
 * scenario's starting cards, until they look). A card is drawn only while a draw is due (two at
 * the start of a turn, fewer on the slower 1861 turns, one for each doubles), never more than the
 * deck holds; a hand over the limit must be discarded down to it, the owner choosing which. The
 * cards themselves stay on the table. Pure.
 */
import { CARD_KINDS, type CardKind, type DeckCounts } from './cards-deck-data.js';
import { HAND_LIMIT } from './initiative-data.js';
import { DECK_SIZE } from './sac.js';
import { keysOf } from '../../shared/keys-of.js';

/** The kinds a hand counts: the cards' kinds (18.1), and cards whose kind is not noted yet. */
export const HAND_KINDS = { ...CARD_KINDS, unnoted: 'Kind not noted' } as const;
export type HandKind = keyof typeof HAND_KINDS;

/** A hand: cards held of each kind (a kind not held may be absent). */
export type Hand = Readonly<Partial<Record<HandKind, number>>>;

/** Cards of `kind` in `hand`. */
export const heldOf = (hand: Hand, kind: HandKind): number => hand[kind] ?? 0;

/** Cards in `hand`. */
export const handSize = (hand: Hand): number =>
  keysOf(HAND_KINDS).reduce((n, k) => n + heldOf(hand, k), 0);

/** Cards over the hand limit: the owner discards that many, his choice (18.2). */
export const overLimit = (hand: Hand): number => Math.max(0, handSize(hand) - HAND_LIMIT);

const plus = (hand: Hand, kind: HandKind, n: number): Hand => ({
  ...hand,
  [kind]: heldOf(hand, kind) + n,
});

/**
 * Cards of `kind` still in the deck under the players' entered make-up: the deck's cards of that
 * kind less those in hand (cards not noted may be of it too, so it is at most this many).
 */
export const leftInDeck = (deck: DeckCounts, hand: Hand, kind: CardKind): number =>
  Math.max(0, (deck[kind] ?? 0) - heldOf(hand, kind));

/** The hand after a card of `kind` is drawn while `due` draws are owed (18.2). */
export function drawCard(hand: Hand, kind: HandKind, due: number): Hand {
  if (due < 1)
    throw new RangeError(
      'No card is due: cards are drawn at the start of the turn and for doubles (18.2).',
    );
  if (handSize(hand) >= DECK_SIZE)
    throw new RangeError(`Every card of the deck of ${DECK_SIZE} is in hand (18.1).`);
  return plus(hand, kind, 1);
}

/** The hand after a card of `kind` is played or discarded: back into the deck (18.1). */
export function spendCard(hand: Hand, kind: HandKind): Hand {
  if (heldOf(hand, kind) < 1) {
    const what = kind === 'unnoted' ? 'card of a kind not noted' : `“${HAND_KINDS[kind]}” card`;
    // A card drawn and not yet noted may be the one meant: say how to note it.
    const hint =
      kind !== 'unnoted' && heldOf(hand, 'unnoted') > 0
        ? ' Note a drawn card’s kind first: Actions on its “Kind not noted” row.'
        : '';
    throw new RangeError(`No ${what} is in hand.${hint}`);
  }
  return plus(hand, kind, -1);
}

/** The hand after one card not noted is noted as of `kind`. */
export function noteCard(hand: Hand, kind: CardKind): Hand {
  return plus(spendCard(hand, 'unnoted'), kind, 1);
}

/** A hand in words: "2 East, 1 Any" (kinds not held left out), or "no card". */
export function handText(hand: Hand): string {
  const parts = keysOf(HAND_KINDS)
    .filter((k) => heldOf(hand, k) > 0)
    .map((k) => `${heldOf(hand, k)} ${k === 'unnoted' ? 'not noted' : HAND_KINDS[k]}`);
  return parts.length ? parts.join(', ') : 'no card';
}
