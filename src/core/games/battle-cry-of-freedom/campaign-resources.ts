/**
 * Battle Cry of Freedom: a Resource card played in the campaign tracker. Each player may play one
 * Resource Event in each Resource Phase, the Union first (Detailed Sequence of Play › B. First
 * Resource Phase; J. Second Resource Phase); a card marked for one phase is played only in that
 * phase. The card is kept, with the deck it was played from, so the conditions of later cards
 * read it; a card whose effect runs on is queued with the pending effects (`campaign-lasting.ts`);
 * and its printed command point change, where the rulebook gives it, is made. Pure.
 */
import { applyChange } from './campaign-effects.js';
import { lastingOf } from './campaign-lasting.js';
import type { CampaignSnapshot } from './campaign-types.js';
import { phaseOf, SIDE_LABELS, THEATER_LABELS, type Side, type Theater } from './phases.js';
import { RESOURCE_CARDS } from './play-cards.js';

/**
 * The phases a Resource card is played in, by when its text lets it be played: the first, the
 * second or either Resource Phase.
 */
const PHASES_BY_TIMING = { first: ['B'], second: ['J'], any: ['B', 'J'] } as const;

/** Resource cards each player may play in one Resource Phase (B, L214; J, L288). */
export const RESOURCES_PER_PHASE = 1;

/** The Resource cards `side` recorded this turn in the current phase. */
export function resourcesThisPhase(s: CampaignSnapshot, side: Side): number {
  return (s.lasting ?? []).filter(
    (l) => l.turn === s.turn && l.phase === s.phase && l.side === side,
  ).length;
}

/** `side` plays the Resource card `id` now (`theater`: the one the card names, if it names one). */
export function playResource(
  s: CampaignSnapshot,
  side: Side,
  id: string,
  theater?: Theater,
): CampaignSnapshot {
  const card = RESOURCE_CARDS.find((c) => c.id === id);
  if (!card) throw new RangeError('No such Resource card.');
  if (card.side !== side) throw new RangeError(`${card.name} is a ${SIDE_LABELS[card.side]} card.`);
  if (s.phase !== 'B' && s.phase !== 'J')
    throw new RangeError('Resource cards are played in the Resource Phases (B and J).');
  const phases: readonly string[] = PHASES_BY_TIMING[card.window ?? 'any'];
  if (!phases.includes(s.phase))
    throw new RangeError(
      `${card.name} is played only in the ${card.window === 'first' ? 'First' : 'Second'} Resource Phase.`,
    );
  if (resourcesThisPhase(s, side) >= RESOURCES_PER_PHASE)
    throw new RangeError(
      `${SIDE_LABELS[side]} has played his Resource card this phase: one per player per phase (${phaseOf(s.phase).place}).`,
    );
  const queued = lastingOf(s, card.id, theater);
  const change = { union: card.effect.union ?? 0, confederate: card.effect.confederate ?? 0 };
  const moved = change.union !== 0 || change.confederate !== 0;
  const where = queued?.kind === 'duck' ? ` (the ${THEATER_LABELS[queued.theater]})` : '';
  return {
    ...s,
    ...(moved ? applyChange(s, change, card.name) : {}),
    ...(queued ? { pending: [...s.pending, queued] } : {}),
    lasting: [
      ...(s.lasting ?? []),
      { card: card.id, side, turn: s.turn, phase: s.phase, deck: s.decks[side].deck },
    ],
    note: `${SIDE_LABELS[side]} plays ${card.name}${where}${moved ? '' : '; enter its command points by hand if it changes them'}${queued ? '; its later effect is queued' : ''}.`,
  };
}
