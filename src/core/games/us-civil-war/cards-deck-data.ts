/**
 * The U.S. Civil War's Special Action Card decks as the players key them in (ruling G9): how many
 * cards of each kind (a theater's, Naval, Any) are in each side's deck. The rulebook gives only
 * the deck's size (18.1), so that is what an entry is checked against. A user-data kind (saved,
 * exported, imported, shared).
 */
import * as v from 'valibot';
import { dataKind } from './data-kind.js';
import { DECK_SIZE } from './sac.js';
import { SIDES, type Side } from './sides.js';
import { THEATERS } from './theaters.js';

/** The kinds of card, by where they may be used (18.1, 18.3). */
export const CARD_KINDS = { ...THEATERS, naval: 'Naval', any: 'Any' } as const;
export type CardKind = keyof typeof CARD_KINDS;

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE));
const Deck = v.strictObject(
  Object.fromEntries(Object.keys(CARD_KINDS).map((k) => [k, v.exactOptional(count)])) as Record<
    CardKind,
    v.ExactOptionalSchema<typeof count, undefined>
  >,
);

/** Each side's deck as far as entered. */
export const CardDecksSchema = v.strictObject({
  decks: v.strictObject({ union: v.exactOptional(Deck), confederate: v.exactOptional(Deck) }),
});
export type CardDecks = v.InferOutput<typeof CardDecksSchema>;
export type DeckCounts = Partial<Record<CardKind, number>>;

/** The user-data kind of the decks (ruling G9). */
export const CARD_DECKS_USER_DATA = dataKind('card-decks', CardDecksSchema, () => ({ decks: {} }));

/** A deck's total so far. */
export const deckTotal = (d: DeckCounts): number =>
  Object.values(d).reduce((n: number, x) => n + x, 0);

/** The check of `side`'s deck against the rulebook's size: waiting, agrees or contradicts. */
export function checkDeck(
  side: Side,
  d: DeckCounts | undefined,
): { readonly status: 'pass' | 'fail' | 'missing'; readonly text: string } {
  const who = SIDES[side];
  if (!d || Object.keys(d).length === 0)
    return { status: 'missing', text: `${who}: not entered; the deck holds ${DECK_SIZE} cards` };
  const total = deckTotal(d);
  const complete = Object.keys(CARD_KINDS).every((k) => d[k as CardKind] !== undefined);
  if (total > DECK_SIZE || (complete && total !== DECK_SIZE))
    return { status: 'fail', text: `${who}: ${total} cards; the deck holds ${DECK_SIZE}` };
  return total === DECK_SIZE
    ? { status: 'pass', text: `${who}: ${DECK_SIZE} cards, as the rulebook says` }
    : { status: 'missing', text: `${who}: ${total} so far of ${DECK_SIZE}` };
}
