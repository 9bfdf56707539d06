/**
 * Battle Cry of Freedom: what the combat ledger reads of its battle card once the battle is over:
 * the split for the winner (the rulebook's first, then the player's card values) and whether it
 * is an Invasion card. Pure.
 */
import type { Split } from './battle-cards.js';
import { battleCardById, splitKeyFor } from './battle-cards.js';
import { resolveSplit } from './card-entry.js';
import { standing } from './ledger.js';
import type { LedgerContext, LedgerSnapshot } from './ledger-types.js';

/** The battle card's split for the winner, where it comes from, and whether it is an invasion. */
export interface LedgerCardSplit {
  readonly split: Split | null;
  readonly source: 'rulebook' | 'player' | 'missing';
  readonly invasion: boolean;
}

/** What the battle's card gives for the result (nothing for a card named by hand). */
export function cardSplit(s: LedgerSnapshot, ctx: LedgerContext): LedgerCardSplit {
  const card = s.battle.card === undefined ? undefined : battleCardById(s.battle.card);
  if (!card) return { split: null, source: 'missing', invasion: false };
  const r = resolveSplit(card.id, splitKeyFor(card, standing(s).winner), ctx.cards);
  const split = r.value ? { gain: r.value.gain, loss: r.value.loss } : null;
  return { split, source: r.source, invasion: card.kind === 'invasion' };
}
