/**
 * Battle Cry of Freedom: the Resource cards whose effect runs past the moment of play, as the
 * campaign tracker queues them with its pending effects: Cavalry Raids Slow Union Offensives (the
 * Union's draws this turn; Confederate Player Notes › Rely on Your Resources, L485), Stonewall in
 * the Valley (with a battle in the East this turn, the Union returns cards to his deck before
 * combat; The Winning Edge, L523, ruling G45), Like a Duck Hit on the Head (next turn, the
 * Union's attack cards in battles in the theater named; L525, ruling G46), and the Emancipation
 * Proclamation's later instalments (ruling C22). Pure.
 */
import { countText } from '../../shared/count-text.js';
import { battlePlanOf } from './campaign-battles.js';
import { EMANCIPATION } from './campaign-effects.js';
import type { CampaignSnapshot, PendingEffect } from './campaign-types.js';
import { STONEWALL_RETURNED } from './cards-resources-confederate.js';
import { NC_EDGE } from './cards-notes.js';
import type { Theater } from './phases.js';

/** Where Stonewall in the Valley and Like a Duck Hit on the Head are described (L521–525). */
export const WINNING_EDGE_PLACE = NC_EDGE[0];

/**
 * The effect `card` queues when played now (none for a card whose effect is spent at once);
 * throws a RangeError when the card needs a theater named and none is.
 */
export function lastingOf(
  s: CampaignSnapshot,
  card: string,
  theater: Theater | undefined,
): PendingEffect | null {
  switch (card) {
    case 'cavalry-raids':
      return { kind: 'cavalry-raids', turn: s.turn };
    case 'stonewall-valley':
      return { kind: 'stonewall', turn: s.turn };
    case 'duck':
      if (!theater)
        throw new RangeError(
          'Name the theater Like a Duck Hit on the Head applies to next turn (ruling G46).',
        );
      return { kind: 'duck', theater, played: s.turn };
    case 'ep':
      return { kind: 'emancipation', left: EMANCIPATION.laterTurns, played: s.turn };
    default:
      return null;
  }
}

/** Whether Stonewall in the Valley waits this turn for the Union's cards. */
export function stonewallPending(s: CampaignSnapshot): boolean {
  return s.pending.some((p) => p.kind === 'stonewall' && p.turn === s.turn);
}

/**
 * Whether the Union owes his cards back now: Stonewall in the Valley was played this turn, a
 * battle is fought in the East, and he has drawn for it (its combat has not begun).
 */
export function stonewallDue(s: CampaignSnapshot): boolean {
  if (!stonewallPending(s)) return false;
  const plan = battlePlanOf(s);
  const i = plan?.order.indexOf('east') ?? -1;
  return i >= 0 && plan?.drawn[i]?.union !== undefined;
}

/** Why the phase may not end while the Union owes his cards back, or null. */
export function stonewallHold(s: CampaignSnapshot): string | null {
  if ((s.phase !== 'H' && s.phase !== 'I') || !stonewallDue(s)) return null;
  return `Stonewall in the Valley: the Union returns ${STONEWALL_RETURNED} cards at random to the top of his Play Deck before the East battle’s combat (${WINNING_EDGE_PLACE}; ruling G45).`;
}

/** The Union returns his cards for Stonewall in the Valley: fewer if he holds fewer (ruling G45). */
export function returnForStonewall(s: CampaignSnapshot): CampaignSnapshot {
  if (!stonewallPending(s))
    throw new RangeError('Stonewall in the Valley was not played this turn, or is spent.');
  if (!stonewallDue(s))
    throw new RangeError(
      'The Union returns his cards for Stonewall in the Valley once a battle is named in the East and he has drawn for it.',
    );
  const held = s.hands.union;
  const n = Math.min(STONEWALL_RETURNED, held);
  const deck = s.decks.union;
  return {
    ...s,
    hands: { ...s.hands, union: held - n },
    decks: { ...s.decks, union: { ...deck, left: deck.left === null ? null : deck.left + n } },
    pending: s.pending.filter((p) => !(p.kind === 'stonewall' && p.turn === s.turn)),
    note: `Stonewall in the Valley: the Union returns ${countText(n, 'card')} at random to the top of his Play Deck${n < STONEWALL_RETURNED ? ` (he held only ${n})` : ''}.`,
  };
}
