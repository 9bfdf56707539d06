/**
 * The U.S. Civil War tracker's Special Action Card hands (18.2–18.3): each side's cards in hand
 * against the hand limit, with the Reinforcement Phase's draw (fewer on the slower 1861 turns)
 * and a card played or discarded, and what the deck holds: the cards left in it and, from the
 * players' entered decks (ruling G9), how many of each kind it was made of.
 */
import type { TrackerCounter } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { CARD_KINDS, type CardKind, type DeckCounts } from './cards-deck-data.js';
import { HAND_LIMIT } from './initiative-data.js';
import { cardsDrawn } from './reinforcement-cards.js';
import { DECK_SIZE } from './sac.js';
import { SIDES, type Side } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import type { UscwEvent, UscwSnapshot } from './tracker-types.js';

type S = WithHistory<UscwSnapshot>;

/** A deck's make-up in words: "4 East, 3 West, …" (kinds with no card left out). */
export function deckText(d: DeckCounts): string {
  return (Object.keys(CARD_KINDS) as CardKind[])
    .filter((k) => (d[k] ?? 0) > 0)
    .map((k) => `${d[k]} ${CARD_KINDS[k]}`)
    .join(', ');
}

/** Each side's hand. */
export function handCounters(s: S, c: UscwContext): TrackerCounter<UscwEvent>[] {
  const n = cardsDrawn(s.turn, c.game.from1861);
  return (Object.keys(SIDES) as Side[]).map((side) => ({
    label: `${SIDES[side]} cards in hand`,
    class: `level ${side}`,
    value: s.hands[side],
    limit: HAND_LIMIT,
    unit: 'cards',
    detail: `${DECK_SIZE - s.hands[side]} of the ${DECK_SIZE} cards in the deck (${
      c.decks[side] ? `of ${deckText(c.decks[side])}` : 'enter its kinds on the Card decks page'
    }), shuffled before every draw; ${n} drawn in this turn’s Reinforcement Phase.`,
    rule: '18.2',
    actions: [
      {
        label: `Draw ${n}`,
        ariaLabel: `${SIDES[side]} draws ${n}`,
        event: { type: 'draw', side, count: n },
        says: 'Drawn.',
        disabled: s.phase !== 'reinforcement' || s.over,
      },
      {
        label: 'Play or discard',
        ariaLabel: `${SIDES[side]} plays or discards a card`,
        event: { type: 'play', side },
        says: 'Card spent.',
        disabled: s.hands[side] === 0 || s.over,
      },
    ],
  }));
}
