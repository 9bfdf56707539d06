/**
 * Battle Cry of Freedom's sequence of play, phases A to L, as data: each phase's name, its place
 * in the rulebook, who acts first, what the phase allows, and the numbers the phases print (the
 * Phase A draws, the hand limit of Phase K). The turn stepper, the glossary's sequence table and
 * the draw counts all read them from here, so each number is written once.
 */
import { inWords } from './cards-words.js';
import { COMBAT, SEQUENCE } from './combat-data.js';

export {
  opponentOf,
  SIDE_LABELS,
  SIDES,
  THEATER_LABELS,
  THEATERS,
  type Side,
  type Theater,
} from './sides.js';
import type { Side } from './sides.js';

/** The section every phase sits under. */
export { SEQUENCE } from './combat-data.js';

export const PHASE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type PhaseLetter = (typeof PHASE_LETTERS)[number];

/**
 * Who acts first: the Union, both at once (hidden entries, discards), or the side with the
 * initiative (the battle order and the combat, ruling A25).
 */
export type FirstToAct = 'union' | 'both' | 'initiative';

/** Who acts first, in words, for the turn stepper and the glossary's sequence table. */
export const FIRST_TO_ACT_LABEL: Readonly<Record<FirstToAct, string>> = {
  union: 'Union first',
  both: 'Both players',
  initiative: 'The side with the initiative first (ruling A25)',
};

/** One phase of the turn. */
export interface Phase {
  readonly letter: PhaseLetter;
  readonly name: string;
  /** The rulebook's place, as a player can look it up. */
  readonly place: string;
  readonly first: FirstToAct;
  /** What may be done now, in our words. */
  readonly allows: string;
  /** Developer trace into the text copy; never shown. */
  readonly trace: string;
}

const phase = (
  letter: PhaseLetter,
  name: string,
  first: FirstToAct,
  allows: string,
  trace: string,
): Phase => ({ letter, name, place: `${SEQUENCE} › ${letter}. ${name}`, first, allows, trace });

/** Phase A's standard draw: the Union's, and the Confederate's before the fall of any city. */
export const STANDARD_DRAW: Readonly<Record<Side, number>> = { union: 3, confederate: 3 };
/** Cards the Confederate draws fewer in Phase A for each fallen victory city. */
export const DRAW_LOSS_PER_FALLEN_CITY = 1;
/** The hand limit, checked only in Phase K (and the opening hand). */
export const HAND_LIMIT = 9;
/** Phase K's swap: one general discarded from hand, one card drawn. */
export const PHASE_K_SWAP = { discardGenerals: 1, draw: 1 } as const;

/** The phases in order. */
export const PHASES: readonly Phase[] = [
  phase(
    'A',
    'Draw Standard Limit of Cards',
    'union',
    'Each player draws his standard cards.',
    'L208–212',
  ),
  phase(
    'B',
    'First Resource Phase',
    'union',
    'Each player may play one Resource Event marked for the First or for Any Resource Phase; mark its command points.',
    'L214–216',
  ),
  phase(
    'C',
    'Command Point Phase',
    'both',
    'Each player lays one face-down command point card in each theater, together at least half his track (rounded up); the rest is discretionary.',
    'L218–222',
  ),
  phase(
    'D',
    'Place Battle Cards/Blocking',
    'union',
    'The Union places a battle card in one or both theaters; the Confederate may then block.',
    'L224–229',
  ),
  phase(
    'E',
    'Strategic Movement',
    'union',
    `Strategic Movement cards only, the players taking turns; ${inWords(COMBAT.passesToEnd)} passes in a row end the phase.`,
    'L231–237',
  ),
  phase(
    'F',
    'Place Discretionary Command Points and Reveal Facedown Command Points',
    'union',
    'Discretionary command points go face up, Union first; then both reveal their face-down cards.',
    'L239–246',
  ),
  phase(
    'G',
    'Remove or Place General Cards',
    'union',
    'Take generals back to hand, then place generals from hand, within the theater limits.',
    'L248–259',
  ),
  phase(
    'H',
    'Battle Determination/Drawing of Cards for Battle',
    'initiative',
    'The side with the initiative picks the first battle; each player draws up to his command points in that theater.',
    'L261–266',
  ),
  phase(
    'I',
    'Combat Phase',
    'initiative',
    'Battle and Special Events only (generals only by card play); the side without the initiative plays its before-combat cards first.',
    'L268–285',
  ),
  phase(
    'J',
    'Second Resource Phase',
    'union',
    'Each player may play one Resource Event marked for the Second or for Any Resource Phase.',
    'L286–288',
  ),
  phase(
    'K',
    'Discard',
    'both',
    `Discard down to the hand limit of ${HAND_LIMIT}, or swap ${inWords(PHASE_K_SWAP.discardGenerals)} general from hand for ${inWords(PHASE_K_SWAP.draw)} new card.`,
    'L290–293',
  ),
  phase(
    'L',
    'Recovery: Disengage Generals/clean-up',
    'both',
    'Disengage generals, discard the cards played, file the battle cards, promote generals, settle end-of-turn effects.',
    'L295–297',
  ),
];

/** Where Phase A's draws and Phase K's hand limit are printed (the phases' own places). */
export const DRAW_PLACE = phaseOf('A').place;
export const DISCARD_PLACE = phaseOf('K').place;

/** The phase of `letter`. */
export function phaseOf(letter: PhaseLetter): Phase {
  const p = PHASES.find((x) => x.letter === letter);
  if (!p) throw new RangeError(`No phase ${letter}.`);
  return p;
}

/** The phase after `letter`, or null after L (the turn is over). */
export function nextPhase(letter: PhaseLetter): PhaseLetter | null {
  return PHASE_LETTERS[PHASE_LETTERS.indexOf(letter) + 1] ?? null;
}

/** Whether `a` comes before `b` in the turn. */
export function phaseBefore(a: PhaseLetter, b: PhaseLetter): boolean {
  return PHASE_LETTERS.indexOf(a) < PHASE_LETTERS.indexOf(b);
}

/** How many cards `side` draws in Phase A with `fallen` victory cities captured. */
export function phaseADraw(side: Side, fallen: number): number {
  const base = STANDARD_DRAW[side];
  return side === 'union' ? base : Math.max(0, base - DRAW_LOSS_PER_FALLEN_CITY * fallen);
}

/** What Phase K asks of a hand of `hand` cards. */
export type PhaseKDuty =
  { readonly kind: 'discard'; readonly count: number } | { readonly kind: 'may-swap' };

/**
 * Phase K for a hand of `hand` cards: over the limit, discard down to it; at or under it (nine
 * included, ruling A39), the player may swap one general from hand for a new card.
 */
export function phaseKDuty(hand: number): PhaseKDuty {
  return hand > HAND_LIMIT ? { kind: 'discard', count: hand - HAND_LIMIT } : { kind: 'may-swap' };
}
