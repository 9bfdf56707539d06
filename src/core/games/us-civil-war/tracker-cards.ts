/**
 * The U.S. Civil War tracker's events for the Special Action Cards (18.1–18.3): a card drawn
 * while one is due, doubles owing each side a card, a card noted, played for a use or discarded.
 * A use is checked against the kind of card the rulebook lets pay for it in the theater where it
 * is played (18.1, 18.3, 21.12). Each gives the next snapshot with a line saying what changed, or
 * a RangeError saying why the rules refuse it. Part of the tracker's one reducer.
 */
import { CARD_KINDS } from './cards-deck-data.js';
import { DOUBLES_CARDS, HAND_LIMIT } from './initiative-data.js';
import {
  drawCard,
  HAND_KINDS,
  type Hand,
  handSize,
  noteCard,
  overLimit,
  spendCard,
} from './sac-hand.js';
import { cardUseById, payingKinds, useBarred, type CardSituation } from './sac-uses.js';
import { START_1861 } from './scenario-rules.js';
import { SIDES, type Side } from './sides.js';
import { THEATERS } from './theaters.js';
import type { UscwEvent, UscwSnapshot } from './tracker-types.js';
import { gameOf } from './tracker-turn.js';
import { keysOf } from '../../shared/keys-of.js';

/** The events of this part of the reducer. */
export type CardEvent = Extract<UscwEvent, { type: 'draw' | 'doubles' | 'play' | 'note-card' }>;

const withHand = (s: UscwSnapshot, side: Side, hand: Hand) => ({ ...s.hands, [side]: hand });

/** Whether `s`'s turn is one of an 1861 start's slower-pace turns (S1.3). */
export const ramp1861 = (s: UscwSnapshot): boolean =>
  gameOf(s).from1861 && START_1861.navalRamp.some((r) => r.turn === s.turn);

/** Why a card of the play event's kind cannot pay for its use, or null (18.1, 18.3, 21.12). */
export function playRefusal(
  s: UscwSnapshot,
  e: Extract<CardEvent, { type: 'play' }>,
): string | null {
  if (e.use === undefined) return null;
  const use = cardUseById(e.use);
  if (!use) return 'There is no such use of a card.';
  if (e.kind === 'unnoted')
    return 'Note which kind of card it is first: its kind decides its uses.';
  const at: CardSituation = {
    side: e.side,
    theater: e.theater ?? 'east',
    advanced: e.advanced === true,
    ramp1861: ramp1861(s),
  };
  const barred = useBarred(use, at);
  if (barred) return `${barred.text} (${barred.rule})`;
  if (payingKinds(use, at).includes(e.kind)) return null;
  const where = THEATERS[at.theater];
  if (e.kind === 'naval')
    return `A Naval card does not pay for ${use.name.toLowerCase()} (${use.rule}).`;
  if (e.kind === 'any') return `An Any card does not pay for this use (${use.rule}).`;
  return use.pay.theater
    ? `${/^[AEIOU]/.test(CARD_KINDS[e.kind]) ? 'An' : 'A'} ${CARD_KINDS[e.kind]} card is used only in its own theater, not the ${where} (18.1).`
    : `A theater card does not pay for ${use.name.toLowerCase()} (${use.rule}).`;
}

/** Refuses to go on while a hand is over the limit (18.2). */
export function checkHandLimits(s: UscwSnapshot): void {
  for (const side of keysOf(SIDES)) {
    const over = overLimit(s.hands[side]);
    if (over > 0)
      throw new RangeError(
        `${SIDES[side]} holds ${handSize(s.hands[side])} cards: discard ${over}, his choice, down to ${HAND_LIMIT} first (18.2).`,
      );
  }
}

/** The snapshot after a card event. */
export function reduceCards(s: UscwSnapshot, e: CardEvent): UscwSnapshot {
  switch (e.type) {
    case 'draw': {
      const hand = drawCard(s.hands[e.side], e.kind, s.due[e.side]);
      const over = overLimit(hand);
      return {
        ...s,
        hands: withHand(s, e.side, hand),
        due: { ...s.due, [e.side]: s.due[e.side] - 1 },
        note: `${SIDES[e.side]} draws a card${e.kind === 'unnoted' ? '' : ` (${HAND_KINDS[e.kind]})`}${over ? `: ${handSize(hand)} in hand, discard down to ${HAND_LIMIT} (18.2)` : ''}.`,
      };
    }
    case 'doubles': {
      if (s.phase !== 'action') throw new RangeError('Doubles are rolled in the Action Cycle.');
      return {
        ...s,
        due: { union: s.due.union + DOUBLES_CARDS, confederate: s.due.confederate + DOUBLES_CARDS },
        note: `Doubles: each side draws ${DOUBLES_CARDS} (4.1.2, 18.2).`,
      };
    }
    case 'play': {
      const why = playRefusal(s, e);
      if (why) throw new RangeError(why);
      const hand = spendCard(s.hands[e.side], e.kind);
      const use = e.use === undefined ? undefined : cardUseById(e.use);
      const kind = e.kind === 'unnoted' ? 'a card' : `a ${HAND_KINDS[e.kind]} card`;
      return {
        ...s,
        hands: withHand(s, e.side, hand),
        note: use
          ? `${SIDES[e.side]} plays ${kind}: ${use.name}${use.pay.theater ? `, ${THEATERS[e.theater ?? 'east']}` : ''} (${use.rule}).`
          : `${SIDES[e.side]} discards ${kind}.`,
      };
    }
    case 'note-card':
      return {
        ...s,
        hands: withHand(s, e.side, noteCard(s.hands[e.side], e.kind)),
        note: `${SIDES[e.side]} notes a card in hand as ${CARD_KINDS[e.kind]}.`,
      };
  }
}
