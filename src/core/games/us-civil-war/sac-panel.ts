/**
 * The U.S. Civil War tracker's Special Action Card hands (18.1–18.3): each side's cards in hand
 * against the hand limit, the cards still to draw (the turn's, fewer on the slower 1861 turns,
 * and one for each doubles), and a table of the hand by kind: a card drawn, noted, or discarded,
 * with how many of each kind the deck still holds from the players' entered decks (ruling G9).
 */
import type { TrackerCounter, UnitTable } from '../../shared/tracker.js';
import { CARD_KINDS, type DeckCounts } from './cards-deck-data.js';
import { DOUBLES_CARDS, HAND_LIMIT } from './initiative-data.js';
import { cardsDrawn } from './reinforcement-cards.js';
import { DECK_SIZE } from './sac.js';
import {
  HAND_KINDS,
  handSize,
  handText,
  heldOf,
  leftInDeck,
  overLimit,
  type HandKind,
} from './sac-hand.js';
import { SIDES, type Side } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import type { UscwAction, UscwEvent, UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

/** A deck's make-up in words: "4 East, 3 West, …" (kinds with no card left out). */
export function deckText(d: DeckCounts): string {
  return keysOf(CARD_KINDS)
    .filter((k) => (d[k] ?? 0) > 0)
    .map((k) => `${d[k]} ${CARD_KINDS[k]}`)
    .join(', ');
}

/** Each side's hand against the limit, with the draws due and the deck. */
export function handCounters(s: UscwState, c: UscwContext): TrackerCounter<UscwEvent>[] {
  // The first turn begins at its Action Cycle: no draw at its start.
  const atStart =
    s.turn === c.game.first
      ? 'none at the start of the first turn, which begins at its Action Cycle'
      : `${cardsDrawn(s.turn, c.game.from1861)} at the start of this turn`;
  return keysOf(SIDES).map((side) => {
    const hand = s.hands[side];
    const over = overLimit(hand);
    const deck = c.decks[side];
    return {
      label: `${SIDES[side]} cards in hand`,
      class: `level ${side}`,
      value: handSize(hand),
      limit: HAND_LIMIT,
      unit: 'cards',
      detail: `${handText(hand)}. ${s.due[side]} to draw (${atStart}, ${DOUBLES_CARDS} for each doubles). ${DECK_SIZE - handSize(hand)} of the ${DECK_SIZE} cards in the deck (${
        deck ? `of ${deckText(deck)}` : 'enter its kinds on the Card decks page'
      }), shuffled before every draw.`,
      rule: '18.2',
      over: over > 0,
      ...(over > 0
        ? { alert: `${SIDES[side]} discards ${over}, his choice, down to ${HAND_LIMIT} (18.2).` }
        : {}),
    };
  });
}

function actions(
  s: UscwState,
  side: Side,
  kind: HandKind,
  deck: DeckCounts | undefined,
): UscwAction[] {
  const hand = s.hands[side];
  const who = SIDES[side];
  const name = HAND_KINDS[kind];
  const noneLeft = kind !== 'unnoted' && deck !== undefined && leftInDeck(deck, hand, kind) === 0;
  const out: UscwAction[] = [
    {
      label: 'Drew one',
      ariaLabel: `${who} draws a card: ${name}`,
      event: { type: 'draw', side, kind },
      says: 'Drawn.',
      disabled: s.over || s.due[side] < 1 || noneLeft || handSize(hand) >= DECK_SIZE,
    },
    {
      label: 'Discard',
      ariaLabel: `${who} discards a card: ${name}`,
      event: { type: 'play', side, kind },
      says: 'Discarded.',
      disabled: s.over || heldOf(hand, kind) < 1,
    },
  ];
  if (kind !== 'unnoted' && heldOf(hand, 'unnoted') > 0)
    out.push({
      label: 'Note one',
      ariaLabel: `${who} notes a card whose kind was not noted as ${name}`,
      event: { type: 'note-card', side, kind },
      says: 'Noted.',
      disabled: s.over || noneLeft,
    });
  return out;
}

/** Each side's hand by kind, with the deck's cards of each kind left, and the changes. */
export function handTables(s: UscwState, c: UscwContext): UnitTable<UscwEvent>[] {
  return keysOf(SIDES).map((side) => {
    const deck = c.decks[side];
    const kinds = keysOf(HAND_KINDS).filter((k) => k !== 'unnoted' || heldOf(s.hands[side], k) > 0);
    return {
      id: `cards-${side}`,
      title: `${SIDES[side]} hand by kind`,
      caption: `${SIDES[side]} cards in hand of each kind, and the deck’s cards of that kind left`,
      columns: ['Kind', 'In hand', 'In the deck'],
      rows: kinds.map((kind) => ({
        id: `${side}-${kind}`,
        name: HAND_KINDS[kind],
        cells: [
          String(heldOf(s.hands[side], kind)),
          kind === 'unnoted' || !deck
            ? '—'
            : `${heldOf(s.hands[side], 'unnoted') > 0 ? 'at most ' : ''}${leftInDeck(deck, s.hands[side], kind)}`,
        ],
        actions: actions(s, side, kind, deck),
      })),
    };
  });
}
