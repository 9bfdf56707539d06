/**
 * Battle Cry of Freedom: the attack-card limits in force in a battle and what they refuse: a
 * limit of a card in play holds while that card is in play (Discord stands once its cancel is
 * itself cancelled); a limit the players set holds for the whole battle. Pure.
 */
import { citationsText } from '../../shared/citation.js';
import { citeFromRow } from '../../shared/ruling-rows.js';
import { ATTACK_LIMITS, type AttackLimitRow } from './attack-limits.js';
import { battleCardById } from './battle-cards.js';
import { EVENT_CARDS } from './cards-events.js';
import { SIDE_LABEL, type Side } from './combat-data.js';
import { inPlay } from './ledger.js';
import type { LedgerSnapshot } from './ledger-types.js';
import { RESOURCE_CARDS } from './play-cards.js';

/** The card's name as printed (from the named events and Resource cards). */
export function limitCardName(l: AttackLimitRow): string {
  return [...EVENT_CARDS, ...RESOURCE_CARDS].find((c) => c.id === l.card)?.name ?? l.card;
}

const plain = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The limits in force now. */
export function activeLimits(s: LedgerSnapshot): AttackLimitRow[] {
  return ATTACK_LIMITS.filter((l) =>
    l.by === 'said'
      ? (s.battle.limits ?? []).includes(l.card)
      : s.cards.some((c) => plain(c.name) === plain(limitCardName(l)) && inPlay(s.cards, c)),
  );
}

/** Attack cards `side` has played in this battle (cancelled or not). */
export function attacksPlayed(s: LedgerSnapshot, side: Side): number {
  return s.cards.filter((c) => c.side === side && c.kind === 'attack').length;
}

/** Why `side` may not play another attack card, or null. */
export function attackLimitProblem(s: LedgerSnapshot, side: Side): string | null {
  const l = activeLimits(s).find((x) => x.side === side && attacksPlayed(s, side) >= x.cap);
  return l
    ? `The ${SIDE_LABEL[side]} may play at most ${l.cap} attack cards in this battle (${limitCardName(l)}; ${citationsText(l.cites.map(citeFromRow))}).`
    : null;
}

/**
 * Why the opening battle may not be recorded yet, or null: at Manassas the Union must play at
 * least one attack Battle Event (II. Set-Up, C; III. Campaign Game). The rulebook says “must”,
 * so the record is refused; a plus-valued Battle Event meets both wordings (ruling C7). A card
 * played and later cancelled still was played.
 */
export function openingAttackProblem(s: LedgerSnapshot): string | null {
  const opening = s.battle.card ? battleCardById(s.battle.card) : undefined;
  if (opening?.start !== 'first-battle') return null;
  const met = s.cards.some(
    (c) => c.side === 'union' && c.kind === 'attack' && c.event === 'battle' && c.value > 0,
  );
  return met
    ? null
    : `At ${opening.name}, the opening battle, the Union must play at least one attack Battle Event with a plus value (II. Set-Up, C; III. Campaign Game; ruling C7): play one before the battle is recorded.`;
}
