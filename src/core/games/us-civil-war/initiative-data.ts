/**
 * The U.S. Civil War: the numbers of the initiative roll and the Action Points it gives (4.1–4.2,
 * 18.2, 21.1, S1.3), each written once with its rule. Data only.
 */
import { D6 } from '../../shared/dice.js';

/** Each player rolls one die; the higher goes first, the difference is both players' AP (4.1.1). */
export const INITIATIVE_DIE = D6;

/** Action Phases in a normal turn (4.1.1). */
export const PHASES_PER_TURN = 4;

/** The 1861 Slower Pace: these turns have fewer Action Phases (S1.3). */
export const SLOWER_PACE = { turns: [1, 2, 3], phases: 3, rule: 'S1.3' } as const;

/** On doubles each player draws this many Special Action Cards, then both roll again (4.1.2). */
export const DOUBLES_CARDS = 1;

/** The most Special Action Cards a player may hold; he discards down to it (18.2). */
export const HAND_LIMIT = 5;

/** A difference of this gives that many AP in each theater instead (4.1.3). */
export const THEATER_DIFFERENCE = 1;

/** On to Richmond!: these differences oblige the Union to attack while the South holds Richmond. */
export const ON_TO_RICHMOND = {
  differences: [4, 5],
  /** What a Union failure costs: Action Points and an SP in Full Supply. */
  lostAp: 1,
  lostSp: 1,
  rule: '4.1.4',
} as const;

/** The free naval Action Point each player has in each Action Phase of the Advanced Game (21.1). */
export const FREE_NAVAL_AP = 1;
