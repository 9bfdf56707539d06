/**
 * The U.S. Civil War: what an initiative roll gives, in words, built from the game's data (4.1,
 * 4.2, 18.2, 21.1, S1.3). Procedures only.
 */
import {
  DOUBLES_CARDS,
  FREE_NAVAL_AP,
  HAND_LIMIT,
  ON_TO_RICHMOND,
  PHASES_PER_TURN,
  SLOWER_PACE,
  THEATER_DIFFERENCE,
} from './initiative-data.js';
import { SIDES, type Side } from './sides.js';
import { THEATERS } from './theaters.js';

/** `n` of a counted noun: '1 Action Point', '2 Action Points'. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The situation an initiative roll is read in. */
export interface InitiativeSituation {
  /** The Action Phase of the turn, from 1. */
  readonly phase: number;
  /** A turn of the 1861 Slower Pace (S1.3). */
  readonly slower: boolean;
  /** The Confederacy controls Richmond (4.1.4). */
  readonly richmond: boolean;
  /** The Advanced Game's naval rules are in play (21.1). */
  readonly advanced: boolean;
}

/** How many Action Phases the turn has (4.1.1; S1.3). */
export function phasesThisTurn(slower: boolean): number {
  return slower ? SLOWER_PACE.phases : PHASES_PER_TURN;
}

/** Whether a difference obliges the Union to move On to Richmond (4.1.4). */
export function onToRichmond(difference: number, richmond: boolean): boolean {
  return richmond && (ON_TO_RICHMOND.differences as readonly number[]).includes(difference);
}

/** What doubles mean (4.1.2, 18.2). */
export function doublesEffects(): string[] {
  return [
    `Doubles: each player draws ${countOf(DOUBLES_CARDS, 'Special Action Card')}, discarding down to ${HAND_LIMIT} if he must, then both roll again (4.1.2, 18.2).`,
  ];
}

/** The Action Points each player gets from a difference, in words (4.1.1, 4.1.3). */
export function actionPointsText(difference: number): string {
  if (difference === THEATER_DIFFERENCE) {
    const each = Object.values(THEATERS).join(', ');
    return `Each player gets ${countOf(difference, 'Action Point')} in each theater (${each}); a force so activated must start in that theater (4.1.3).`;
  }
  return `Each player gets ${countOf(difference, 'Action Point')}, for use in any theater (4.1.1).`;
}

/** What a roll with different dice gives: who goes first, the AP, and the obligations. */
export function initiativeEffects(
  first: Side,
  difference: number,
  s: InitiativeSituation,
): string[] {
  const second: Side = first === 'union' ? 'confederate' : 'union';
  const out = [
    `The ${SIDES[first]} player rolled higher and goes first; then the ${SIDES[second]} player acts with the same Action Points (4.1.1, 4.2).`,
    actionPointsText(difference),
  ];
  if (s.advanced)
    out.push(
      `Each player also has ${countOf(FREE_NAVAL_AP, 'free naval Action Point')}: one naval stack’s activation (21.1).`,
    );
  if (onToRichmond(difference, s.richmond))
    out.push(
      `On to Richmond!: the ${SIDES.union} player must activate a force that attacks, or takes control of, a hex in Virginia (not West Virginia), Maryland or Pennsylvania with a Resource Hex or a ${SIDES.confederate} SP or Fort; an Amphibious Assault does not count (4.1.4).`,
      `If he fails, he gives up ${countOf(ON_TO_RICHMOND.lostAp, 'Action Point')} and removes ${ON_TO_RICHMOND.lostSp} SP in Full Supply, judged when his Movement and Combat Segment ends (ruling C12); not if the attack met a successful Avoid Battle (4.1.4).`,
    );
  const phases = phasesThisTurn(s.slower);
  out.push(
    s.phase < phases
      ? `Action Phase ${s.phase} of ${phases} this turn: roll again for the next one.`
      : `Action Phase ${s.phase} of ${phases}: the last of this turn.`,
  );
  return out;
}

/**
 * What the players do next, first in the result: who goes first and each player's Action Points
 * (the same for both, 4.1.1), or, on doubles, the cards and the roll again.
 */
export function initiativeNext(
  first: Side | null,
  difference: number,
  s: InitiativeSituation,
): string[] {
  if (first === null)
    return [`Doubles: each player draws ${countOf(DOUBLES_CARDS, 'card')}; roll again (4.1.2).`];
  const second: Side = first === 'union' ? 'confederate' : 'union';
  const where = difference === THEATER_DIFFERENCE ? ' in each theater' : '';
  const lines = [
    `${SIDES[first]} goes first, then ${SIDES[second]} (4.2).`,
    `Action Points${where}: ${SIDES[first]} ${difference}, ${SIDES[second]} ${difference} (4.1.1).`,
  ];
  if (onToRichmond(difference, s.richmond))
    lines.push(`On to Richmond!: the ${SIDES.union} player must attack toward it (4.1.4).`);
  return lines;
}
