/**
 * Each player's Play Deck as it cycles: Deck One, then Deck Two, then the "third deck" of a last
 * turn. Draws count down the cards left (when the player has said how many), and running out
 * does what the rulebook says: into Deck Two at once; out of Deck Two before combat, the game is
 * over; once the Phase H draws have begun, a reshuffle, the draw stops, and the turn is finished
 * with cards drawn only by card play. The Deck One scenario ends after the Second Resource Phase
 * of the turn a first deck runs out.
 */
import { countText } from '../../shared/count-text.js';
import type { CampaignSnapshot, DeckState } from './campaign-types.js';
import { glossaryPlace } from './cards-common.js';
import { phaseBefore, SIDE_LABELS, type Side } from './phases.js';
import { requireScenario } from './scenarios.js';

export const END_PLACE = glossaryPlace('End of Game');
export const DECKS_PLACE = glossaryPlace('Deck One/Deck Two');

/** The outcome of a draw: the state and what the players should hear. */
export interface DrawOutcome {
  readonly state: CampaignSnapshot;
  readonly said: string;
}

function withDeck(
  s: CampaignSnapshot,
  side: Side,
  deck: DeckState,
  hand: number,
): CampaignSnapshot {
  return { ...s, decks: { ...s.decks, [side]: deck }, hands: { ...s.hands, [side]: hand } };
}

/**
 * `side` draws `count` cards; `byCard` when a card's effect draws them (the only draws from the
 * third deck). Throws a RangeError for a draw the rules refuse.
 */
export function drawCards(
  s: CampaignSnapshot,
  side: Side,
  count: number,
  byCard = false,
): DrawOutcome {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('Draw a whole number of cards.');
  const who = SIDE_LABELS[side];
  const d = s.decks[side];
  if (d.deck === 3 && !byCard)
    throw new RangeError(`${who} is in his third deck: cards are drawn from it only by card play.`);
  if (d.deck === 3 && d.left !== null && count > d.left)
    throw new RangeError(`${who} has only ${countText(d.left, 'card')} left in his third deck.`);
  if (d.left === null || count < d.left || (count === d.left && d.deck === 3)) {
    const left = d.left === null ? null : d.left - count;
    return {
      state: withDeck(s, side, { ...d, left }, s.hands[side] + count),
      said: `${who} draws ${count}.`,
    };
  }
  const taken = d.left;
  const rest = count - taken;
  const scenario = requireScenario(s.scenario);
  const hand = s.hands[side] + taken;
  if (d.deck === 1) {
    const ending =
      scenario.victory === 'deck-one'
        ? `${who} has finished his first deck: the game is scored at the end of this turn’s Second Resource Phase (Deck One Scenario).`
        : s.ending;
    return {
      state: { ...withDeck(s, side, { deck: 2, left: null }, hand + rest), ending },
      said: `${who} finishes Deck One and goes on in Deck Two${rest ? `, drawing ${rest} more` : ''}. Enter the cards of his new deck.`,
    };
  }
  if (phaseBefore(s.phase, 'H') && scenario.victory === 'campaign') {
    return {
      state: {
        ...withDeck(s, side, { deck: 2, left: 0 }, hand),
        result: {
          winner: 'confederate',
          reason: `${who} ran out of Deck Two before the Combat Phase: the game is over.`,
        },
      },
      said: `${who} runs out of Deck Two before combat: a Confederate win.`,
    };
  }
  const kept = byCard ? rest : 0;
  return {
    state: {
      ...withDeck(s, side, { deck: 3, left: null }, hand + kept),
      ending:
        s.ending ?? `${who} has run out of Deck Two: the game ends once this turn is played out.`,
    },
    said: `${who} runs out of Deck Two and reshuffles a third deck${
      byCard
        ? `, drawing ${rest} more by the card`
        : rest
          ? `; the other ${rest} are not drawn`
          : ''
    }. Finish the turn; from now on he draws only by card play.`,
  };
}

/** The warning a side's deck calls for now, or null. */
export function deckWarning(s: CampaignSnapshot, side: Side): string | null {
  const d = s.decks[side];
  const who = SIDE_LABELS[side];
  if (d.deck === 3)
    return `${who}: third deck, draws by card play only; the game ends after this turn.`;
  if (d.deck === 2 && d.left !== null && phaseBefore(s.phase, 'H'))
    return `${who}: if Deck Two runs out before combat begins, the Confederate wins.`;
  if (d.deck === 1 && requireScenario(s.scenario).victory === 'deck-one' && d.left !== null)
    return `${who}: the game is scored in the turn his first deck runs out.`;
  return null;
}
