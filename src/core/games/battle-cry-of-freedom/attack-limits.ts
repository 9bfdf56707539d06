/**
 * Battle Cry of Freedom: the cards that cap how many attack cards a side may play in a battle.
 * Discord in Confederate Command Structure caps the Confederate while it is in play in the battle
 * (Appendix › Example of Play); Like a Duck Hit on the Head, a Resource card of the turn before,
 * caps the Union in battles in its theater, which the players say (player notes only). Data.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { PLACE, type Side } from './cards-common.js';
import { NC_EDGE } from './cards-notes.js';

export interface AttackLimitRow {
  /** The card's id in the named events or Resource cards. */
  readonly card: string;
  /** The side whose attack cards are capped. */
  readonly side: Side;
  readonly cap: number;
  /** 'in-play': while the card is in play in the ledger; 'said': while the players say so. */
  readonly by: 'in-play' | 'said';
  readonly cites: readonly CiteRow[];
}

export const ATTACK_LIMITS: readonly AttackLimitRow[] = [
  {
    card: 'discord',
    side: 'confederate',
    cap: 3,
    by: 'in-play',
    cites: [[PLACE.example, 'L339']],
  },
  { card: 'duck', side: 'union', cap: 3, by: 'said', cites: [NC_EDGE] },
];

/** The limit of card `id`. */
export function attackLimitOf(id: string): AttackLimitRow | undefined {
  return ATTACK_LIMITS.find((l) => l.card === id);
}
