/**
 * Battle Cry of Freedom: a battle's result applied (Combat Phase, Winning a Battle; L. Recovery):
 * the winner gains the left number of the battle card's split and the loser loses the right one,
 * a Major Victory is noted for the card's own effect, and the card goes to the Union, back to the
 * Battle Deck, or out of the game (an Invasion card the Confederate wins). The split is printed
 * on the card, not in the rulebook: it comes from the player's entry or the few values the
 * rulebook gives. Pure.
 */
import { SIDE_LABEL, type Side } from './combat-data.js';
import { signed } from '../../shared/signed.js';

/** A battle card's split: what the winner gains and the loser loses, and where it comes from. */
export interface CardSplit {
  readonly gain: number;
  readonly loss: number;
  readonly source: 'rulebook' | 'entered';
}

/** What the result applier needs of the battle and its card. */
export interface ResultInput {
  readonly winner: Side;
  readonly major: boolean;
  readonly victoryCity: boolean;
  readonly invasion: boolean;
  /** Null when neither the rulebook nor the player gives it. */
  readonly split: CardSplit | null;
}

/** Where the battle card goes at clean-up. */
export type CardFate = 'union-holds' | 'battle-deck' | 'removed';

export interface BattleResult {
  readonly winner: Side;
  /** Command point changes, or null when the split is missing. */
  readonly cp: Readonly<Record<Side, number>> | null;
  readonly fate: CardFate;
  readonly major: boolean;
  readonly lines: readonly string[];
}

/**
 * Where a battle card goes: the Union keeps what it wins (an Invasion card goes back to the
 * Battle Deck, ruling C16), a Confederate win returns it (an Invasion card leaves the game).
 */
export function cardFate(winner: Side, invasion: boolean): CardFate {
  if (winner === 'union') return invasion ? 'battle-deck' : 'union-holds';
  return invasion ? 'removed' : 'battle-deck';
}

const FATE_TEXT: Readonly<Record<CardFate, string>> = {
  'union-holds': 'The Union takes the battle card into its possession.',
  'battle-deck': 'The battle card goes back to the Battle Deck (ruling C16).',
  removed: 'The Invasion card is removed from the game.',
};

/** The result of a battle that has ended. */
export function battleResult(r: ResultInput): BattleResult {
  const loser: Side = r.winner === 'union' ? 'confederate' : 'union';
  const cp = r.split
    ? ({ [r.winner]: r.split.gain, [loser]: -r.split.loss } as Record<Side, number>)
    : null;
  const fate = cardFate(r.winner, r.invasion);
  const lines = [
    `${SIDE_LABEL[r.winner]} wins${r.major ? ' a Major Victory: apply the battle card’s Major Victory effect, if it has one' : ''}.`,
    cp
      ? `Command points: ${SIDE_LABEL[r.winner]} ${signed(cp[r.winner])}, ${SIDE_LABEL[loser]} ${signed(cp[loser])}${r.split?.source === 'entered' ? ' (as you entered them)' : ' (as the rulebook gives them)'}.`
      : 'Command points: the card’s split is not in the rulebook: enter it from your card.',
    FATE_TEXT[fate],
  ];
  return { winner: r.winner, cp, fate, major: r.major && !r.victoryCity, lines };
}
