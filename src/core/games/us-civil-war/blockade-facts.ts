/**
 * The U.S. Civil War: every fact the rulebook gives about the Blockade Table (ruling G3), as data
 * the entered table is checked against: the Blockade BPs of its two worked reinforcement turns,
 * and the inflation result it names. Each names the rulebook's place; the line of our text copy
 * is a trace only.
 */
import { BLOCKADE_ZONES } from './economy-data.js';

interface Placed {
  readonly id: string;
  /** The rulebook's place, as a player would look it up. */
  readonly place: string;
  /** Line of our text copy: a developer's trace, never shown. */
  readonly trace: string;
  /** What the fact is, in a few words. */
  readonly what: string;
}

/** A worked turn: its three zone rolls brought `total` BPs in all. */
export interface TurnTotalFact extends Placed {
  readonly kind: 'turn-total';
  readonly turn: number;
  readonly total: number;
}

/** The table prints a "+2M" result (the rulebook names it, and all three rolls may read it). */
export interface InflationFact extends Placed {
  readonly kind: 'inflation';
}

export type BlockadeFact = TurnTotalFact | InflationFact;

/** How many rolls a turn makes: one per Blockade Zone (14.4.1). */
export const ROLLS_PER_TURN = BLOCKADE_ZONES.length;

/** The facts, in the rulebook's order. */
export const BLOCKADE_FACTS: readonly BlockadeFact[] = [
  {
    id: 'B1',
    kind: 'turn-total',
    place: '14.3.1',
    trace: 'L44',
    what: 'the example of Confederate Reinforcements',
    turn: 2,
    total: 28,
  },
  {
    id: 'B2',
    kind: 'turn-total',
    place: 'Confederate Reinforcements, p. 37',
    trace: 'L82',
    what: 'the Tally Up step of the worked turn',
    turn: 5,
    total: 26,
  },
  {
    id: 'B3',
    kind: 'inflation',
    place: '14.4.5',
    trace: 'L44',
    what: 'Inflation',
  },
];
