/**
 * The campaign's battle cards: those the Union holds (won, or held from a scenario's start) and
 * the Invasion cards the Confederate's wins removed from the game (L. Recovery; Glossary ›
 * Invasion). Kept in the campaign tracker, recorded there by the combat ledger, and read by the
 * placement tool and the Springtide check instead of being entered again. Pure.
 */
import type { CardFate } from './battle-result.js';
import { BATTLE_CARDS, battleCardById } from './battle-cards.js';
import type { CampaignSnapshot } from './campaign-types.js';
import { requireScenario } from './scenarios.js';
import { THEATERS } from './sides.js';

/** Battle cards by id: held by the Union, and removed from the game. */
export interface BattleCardsState {
  readonly held: readonly string[];
  readonly removed: readonly string[];
}

/** The cards the scenario's set-up gives the Union (by the rulebook's names). */
export function scenarioHeld(slug: string): string[] {
  const s = requireScenario(slug);
  return THEATERS.flatMap((t) =>
    s.held[t].flatMap((name) => BATTLE_CARDS.find((c) => c.name === name)?.id ?? []),
  );
}

/** The campaign's battle cards (a game saved before they were kept: the scenario's). */
export function battleCardsOf(s: CampaignSnapshot): BattleCardsState {
  return s.battleCards ?? { held: scenarioHeld(s.scenario), removed: [] };
}

/** The campaign after battle card `id` goes where `fate` sends it; throws when it is unknown. */
export function placeBattleCard(s: CampaignSnapshot, id: string, fate: CardFate): CampaignSnapshot {
  const card = battleCardById(id);
  if (!card) throw new RangeError(`There is no battle card “${id.slice(0, 40)}”.`);
  if (fate === 'removed' && card.kind !== 'invasion')
    throw new RangeError(`${card.name} is no Invasion card: only those leave the game.`);
  const now = battleCardsOf(s);
  const without = (l: readonly string[]) => l.filter((x) => x !== id);
  const battleCards: BattleCardsState = {
    held: fate === 'union-holds' ? [...without(now.held), id] : without(now.held),
    removed: fate === 'removed' ? [...without(now.removed), id] : without(now.removed),
  };
  const where = {
    'union-holds': 'is held by the Union',
    'battle-deck': 'goes back to the Battle Deck',
    removed: 'is removed from the game',
  }[fate];
  return { ...s, battleCards, note: `${card.name} ${where}.` };
}

/** The amphibious Peninsula Campaign's cost to the Union before combat in the East. */
export const PENINSULA_AMPHIBIOUS = {
  /** Non-General cards returned to the top of his Play Deck. */
  cardsToDeckTop: 2,
  /** Generals engaged. */
  generalsEngaged: 2,
  place: 'Glossary › Peninsula Campaign Battle Card',
  trace: 'L160',
} as const;

/** The campaign's battle cards in lines: held by the Union, and removed from the game. */
export function battleCardLines(s: CampaignSnapshot): { text: string }[] {
  const b = battleCardsOf(s);
  const names = (ids: readonly string[]) =>
    ids.map((id) => battleCardById(id)?.name ?? id).join(', ');
  return [
    { text: `The Union holds: ${b.held.length ? names(b.held) : 'no battle card yet'}.` },
    ...(b.removed.length ? [{ text: `Removed from the game: ${names(b.removed)}.` }] : []),
  ];
}
