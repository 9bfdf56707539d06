/**
 * Battle Cry of Freedom: Phase E, Strategic Movement, as the campaign tracker keeps it: the Union
 * may play first, then the players alternate, each playing a Strategic Movement card or passing,
 * until both pass in a row (Detailed Sequence of Play › E. Strategic Movement). Each named card
 * shows what it does as far as the rulebook or the player notes say; the placement and blocking
 * it changes stay on the table (and in the placement assistant). Pure.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { glossaryPlace, PLACE } from './cards-common.js';
import { EVENT_CARDS, type EventCard } from './cards-events.js';
import type { CampaignSnapshot } from './campaign-types.js';
import { advancePhase } from './campaign-turn.js';
import { battleCardsOf } from './campaign-battle-cards.js';
import { MOVEMENT_DRAW_LIMITS } from './campaign-battles.js';
import { SIDE_LABELS, THEATER_LABELS, THEATERS, type Side, type Theater } from './phases.js';
import { OFFENSIVE_CARDS, offensiveBarred, offensiveBarredText } from './placement.js';

export const OFFENSIVE_PLACE = glossaryPlace('Confederate Offensive');

/** Who may play first in Phase E. */
export const MOVEMENT_FIRST: Side = 'union';
/** Passes in a row that end the phase. */
export const MOVEMENT_PASSES_END = 2;

export { MOVEMENT_DRAW_LIMITS };

const NOTES: CiteRow = [`${PLACE.notesC} › A Battle Delayed is a Battle Won`, 'L509–515'];

/** What each named Strategic Movement card does, in our words, and where it is said. */
export const MOVEMENT_EFFECTS: Readonly<
  Record<string, { readonly does: string; readonly cites: readonly CiteRow[] }>
> = {
  'tm-cavalry-screen': {
    does: 'The blocking battle card goes into the Union’s possession; the Confederate may block again or fight at the Union’s site.',
    cites: [[PLACE.phaseE, 'L233–237']],
  },
  'tm-chickamauga': {
    does: 'A Turning Movement; it can also take Chattanooga without a battle.',
    cites: [[PLACE.phaseI, 'L283']],
  },
  'seal-gaps': {
    does: 'Negates a Union Turning Movement: the blocking battle is fought.',
    cites: [[PLACE.phaseE, 'L235']],
  },
  'strategic-offensive': {
    does: 'In one theater the Union’s card goes back to the Battle Deck and the Confederate places an Invasion (or a card the Union holds); the Confederate takes the initiative there.',
    cites: [[`${PLACE.glossary} › Confederate Offensive`, 'L105–109']],
  },
  'strategic-retreat': {
    does: 'The battle in that theater is not fought.',
    cites: [[`${PLACE.glossary} › Strategic Movement`, 'L180'], NOTES],
  },
  'mud-march': {
    does: `In that theater the Union draws at most ${MOVEMENT_DRAW_LIMITS['mud-march']} cards before combat; he may cancel the battle instead (player notes only).`,
    cites: [NOTES],
  },
  mcclernand: {
    does: `Only when Vicksburg is placed: the Union draws at most ${MOVEMENT_DRAW_LIMITS.mcclernand} cards before combat; he may cancel the battle instead (player notes only).`,
    cites: [NOTES],
  },
  'retreat-before-battle': {
    does: 'Cancels the battle unless the Union engages a general and discards two non-general cards (player notes only).',
    cites: [[`${PLACE.notesC} › The Winning Edge`, 'L517–519']],
  },
  'rebel-invasion': {
    does: 'Shifts command points from the West to the East.',
    cites: [[`${PLACE.glossary} › Strategic Movement`, 'L182']],
  },
};

/** The named Strategic Movement cards of `side` (and of both sides). */
export function movementCards(side: Side): readonly EventCard[] {
  return EVENT_CARDS.filter((c) => c.kind === 'movement' && (c.side === null || c.side === side));
}

/** One card played in Phase E. */
export interface MovementPlay {
  readonly side: Side;
  readonly name: string;
  /** The named card, when it is one the rulebook names. */
  readonly card?: string;
  readonly theater?: Theater;
}

/** Phase E of the current turn: whose turn it is, passes in a row, the cards played. */
export interface MovementLog {
  readonly turn: number;
  readonly actor: Side;
  readonly passes: number;
  readonly plays: readonly MovementPlay[];
}

/** This turn's Phase E so far (a fresh one when the log is of an earlier turn). */
export function movementOf(s: CampaignSnapshot): MovementLog {
  const m = s.movement;
  return m && m.turn === s.turn ? m : { turn: s.turn, actor: MOVEMENT_FIRST, passes: 0, plays: [] };
}

function inPhaseE(s: CampaignSnapshot): MovementLog {
  if (s.phase !== 'E') throw new RangeError('Strategic Movement cards are played only in Phase E.');
  return movementOf(s);
}

const other = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');

/** Where no Confederate card may give the offensive (the Union holds all but one victory city). */
export function offensiveBarredIn(s: CampaignSnapshot): Theater[] {
  const held = new Set(battleCardsOf(s).held);
  return THEATERS.filter((t) => offensiveBarred(t, held));
}

/**
 * Why `card`, played by the Confederate in `theater`, may not give him the offensive there, or
 * null (Glossary › Confederate Offensive, ruling A19): the placement tool's check, read from the
 * battle cards the campaign holds. With no theater named, one barred theater asks for it.
 */
export function offensiveProblem(
  s: CampaignSnapshot,
  card: EventCard,
  theater: Theater | undefined,
): string | null {
  if (!OFFENSIVE_CARDS.some((c) => c.id === card.id)) return null;
  const barred = offensiveBarredIn(s);
  if (theater === undefined)
    return barred.length > 0
      ? `${card.name}: name the theater of the offensive (it is barred in the ${barred.map((t) => THEATER_LABELS[t]).join(' and ')}).`
      : null;
  return barred.includes(theater)
    ? `${card.name}: ${offensiveBarredText(theater)} (${OFFENSIVE_PLACE}, ruling A19)`
    : null;
}

/** A Strategic Movement card played by the side whose turn it is. */
export function playMovement(s: CampaignSnapshot, play: MovementPlay): CampaignSnapshot {
  const m = inPhaseE(s);
  if (play.side !== m.actor)
    throw new RangeError(`It is the ${SIDE_LABELS[m.actor]}’s turn to play or pass.`);
  const card = play.card === undefined ? undefined : EVENT_CARDS.find((c) => c.id === play.card);
  if (play.card !== undefined && card?.kind !== 'movement')
    throw new RangeError('That is not a Strategic Movement card.');
  if (card?.side && card.side !== play.side)
    throw new RangeError(`${card.name} is a ${SIDE_LABELS[card.side]} card.`);
  const barred =
    card && play.side === 'confederate' ? offensiveProblem(s, card, play.theater) : null;
  if (barred) throw new RangeError(barred);
  const where = play.theater ? ` in the ${THEATER_LABELS[play.theater]}` : '';
  return {
    ...s,
    movement: { ...m, actor: other(m.actor), passes: 0, plays: [...m.plays, play] },
    note: `${SIDE_LABELS[play.side]} plays ${play.name}${where}.`,
  };
}

/** The side whose turn it is passes; the second pass in a row ends Phase E. */
export function passMovement(s: CampaignSnapshot): CampaignSnapshot {
  const m = inPhaseE(s);
  const passes = m.passes + 1;
  const after = { ...s, movement: { ...m, actor: other(m.actor), passes } };
  if (passes < MOVEMENT_PASSES_END)
    return { ...after, note: `${SIDE_LABELS[m.actor]} passes in Strategic Movement.` };
  const next = advancePhase(after);
  return { ...next, note: `Both pass: Strategic Movement ends. ${next.note}` };
}

/** A line for each card played this Phase E, with what it does. */
export function movementLines(s: CampaignSnapshot): string[] {
  if (s.phase !== 'E') return [];
  const m = movementOf(s);
  const lines = m.plays.map((p) => {
    const effect = p.card ? MOVEMENT_EFFECTS[p.card]?.does : undefined;
    const where = p.theater ? ` (${THEATER_LABELS[p.theater]})` : '';
    return `${SIDE_LABELS[p.side]}: ${p.name}${where}${effect ? `. ${effect}` : '. Read the card for its effect.'}`;
  });
  const turn = `${SIDE_LABELS[m.actor]} to play a Strategic Movement card or pass${m.passes > 0 ? ` (${m.passes} pass in a row; ${MOVEMENT_PASSES_END} end the phase)` : ''}.`;
  return [...lines, turn];
}
