/**
 * The U.S. Civil War: how many Special Action Cards each side draws in a Reinforcement Phase
 * (3.1, 18.2): two, or one on turns 2 and 3 when the game began in 1861 (S1.3, Slower Pace).
 */
import { CARDS_DRAWN } from './economy-data.js';

/** Cards drawn on `turn` by each side. */
export function cardsDrawn(turn: number, from1861: boolean): number {
  return from1861 && (CARDS_DRAWN.slowerTurns as readonly number[]).includes(turn)
    ? CARDS_DRAWN.slowerPace
    : CARDS_DRAWN.normal;
}

/** `n` Special Action Cards in words. */
export const cardsText = (n: number): string => `${n} Special Action Card${n === 1 ? '' : 's'}`;
