/**
 * The U.S. Civil War: what a Demoralized stack carries with it once the battle is over: it
 * spreads to friendly units it ends a move or retreat with, and theirs to it (12.2); a General
 * who leaves it recovers at once (12.4); a stack Rallies or moves in an Action Phase, not both
 * (12.5.2), and Rallies free at the end of the turn with an LOC (12.5.3). Pure.
 */
import { ACTION_COSTS } from './action-points.js';

/** One reminder: the app's words (one sentence, no final stop) and the rulebook's place. */
export interface DemoralizationNote {
  readonly text: string;
  readonly rule: string;
}

/** Action Points to Rally a stack in an Action Phase (4.3, 12.5.2). */
export const RALLY_AP: number = (() => {
  const rally = ACTION_COSTS.find((a) => a.id === 'rally');
  if (rally === undefined) throw new Error('The action costs have no Rally (4.3).');
  return rally.ap;
})();

/** Demoralization spreading both ways between friendly units that end in one hex (12.2). */
export const DEMORALIZATION_SPREADS: DemoralizationNote = {
  text: 'Ending a move or retreat in a hex with other friendly units Demoralizes them too; a friendly force that ends its move or retreat with it becomes Demoralized as well',
  rule: '12.2',
};

/** A General leaving the stack (12.4). */
export const GENERAL_RECOVERS: DemoralizationNote = {
  text: 'A General who leaves the stack recovers at once: only its SPs stay Demoralized',
  rule: '12.4',
};

/** Rally or move, never both, in one Action Phase (12.5.2). */
export const RALLY_OR_MOVE: DemoralizationNote = {
  text: `It Rallies for ${RALLY_AP} Action Point if it has an LOC to a Supply Source, but not in an Action Phase in which it moves: Rally or move, never both`,
  rule: '12.5.2',
};

/** The free Rally at the end of the turn (12.5.3). */
export const END_OF_TURN_RALLY: DemoralizationNote = {
  text: 'With an LOC to a Supply Source it Rallies free at the end of the turn',
  rule: '12.5.3',
};

const line = (n: DemoralizationNote) => `${n.text} (${n.rule}).`;

/** The reminders for a stack that is Demoralized after a battle, `who` naming it. */
export function demoralizedStackLines(who: string): string[] {
  return [
    `${who} is Demoralized. ${line(DEMORALIZATION_SPREADS)}`,
    line(GENERAL_RECOVERS),
    `${line(RALLY_OR_MOVE)} ${line(END_OF_TURN_RALLY)}`,
  ];
}
