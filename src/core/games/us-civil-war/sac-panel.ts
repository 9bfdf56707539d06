/**
 * The U.S. Civil War tracker's Special Action Card hands (18.2–18.3): each side's cards in hand
 * against the hand limit, with the Reinforcement Phase's draw (fewer on the slower 1861 turns)
 * and a card played or discarded.
 */
import type { TrackerCounter } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { HAND_LIMIT } from './initiative-data.js';
import { cardsDrawn } from './reinforcement-cards.js';
import { DECK_SIZE } from './sac.js';
import { SIDES, type Side } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import type { UscwEvent, UscwSnapshot } from './tracker-types.js';

type S = WithHistory<UscwSnapshot>;

/** Each side's hand. */
export function handCounters(s: S, c: UscwContext): TrackerCounter<UscwEvent>[] {
  const n = cardsDrawn(s.turn, c.game.from1861);
  return (Object.keys(SIDES) as Side[]).map((side) => ({
    label: `${SIDES[side]} cards in hand`,
    class: `level ${side}`,
    value: s.hands[side],
    limit: HAND_LIMIT,
    unit: 'cards',
    detail: `Deck of ${DECK_SIZE}, shuffled before every draw; ${n} drawn in this turn’s Reinforcement Phase.`,
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
