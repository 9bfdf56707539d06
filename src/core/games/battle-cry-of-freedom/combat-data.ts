/**
 * Battle Cry of Freedom: the numbers of combat, each read from here by the ledger and its text
 * (Combat Phase, Glossary, Gettysburg Scenario). The cards' own values are not in the rulebook:
 * the players enter them as they play.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { STARS } from './stars.js';

export { opponentOf, SIDES, type Side } from './sides.js';
import { SIDE_LABELS, type Side } from './sides.js';

/** The players' names (the same as the phases'). */
export const SIDE_LABEL = SIDE_LABELS;

/** The section every phase sits under. */
export const SEQUENCE = 'Detailed Sequence of Play';

/** The rulebook's places that the combat tools cite (it has no rule numbers). */
export const COMBAT_PLACE = {
  combat: `${SEQUENCE} › I. Combat Phase`,
  winning: `${SEQUENCE} › I. Combat Phase › Winning a Battle`,
  major: `${SEQUENCE} › I. Combat Phase › Major Victory`,
  cv: 'Glossary › Combat Value',
  attack: 'Glossary › Attack Card',
  defend: 'Glossary › Defend Card',
  cancel: 'Glossary › Cancel',
  inPlay: 'Glossary › In Play',
  pass: 'Glossary › Pass',
  cavalry: 'Glossary › Cavalry General',
  general: 'Glossary › General Card',
  immediately: 'Glossary › Immediately',
  initiative: 'Glossary › Initiative',
  invasion: 'Glossary › Invasion',
  victoryCity: 'Glossary › Victory Condition Cities',
  cleanUp: `${SEQUENCE} › L. Recovery: Disengage Generals/clean-up`,
  example: 'Appendix › Example of Play',
  gettysburg: 'Gettysburg Scenario › II. Special Rules',
  gettysburgSetUp: 'Gettysburg Scenario › I. Set-Up',
} as const;

/** The rulebook's combat numbers. */
export const COMBAT = {
  /** A victory city's own defence, printed on its card; it lowers the Union's value. */
  victoryCityDefense: -3,
  /** Winning by this much or more is a Major Victory (not at a victory city). */
  majorVictoryMargin: 4,
  /** Passes in a row that end a battle (or a Gettysburg day). */
  passesToEnd: 2,
  /** Cards a cavalry general's engagement draws. */
  cavalryDraw: 1,
  /** With no general present a player may play this many Special Events at a time. */
  noGeneralVolley: 1,
  /** A general's stars and an event's level run from one to three. */
  stars: STARS,
} as const;

/** Battle Continues: what each side does when it is played, and how many each player holds. */
export const BATTLE_CONTINUES = { disengage: 2, draw: 2, perPlayer: 1 } as const;

/** The Gettysburg scenario: a battle of this many days, the Confederate holding the initiative. */
export const GETTYSBURG = {
  days: 3,
  initiative: 'confederate' as Side,
  /** Stuart enters at the start of this day, or earlier only by a Special Event. */
  stuartDay: 3,
} as const;

/** Where each number above is printed, as `[place, trace]` rows. */
export const COMBAT_CITES: Readonly<Record<string, readonly CiteRow[]>> = {
  victoryCityDefense: [[COMBAT_PLACE.victoryCity, 'L192']],
  majorVictoryMargin: [[COMBAT_PLACE.major, 'L282']],
  passesToEnd: [[COMBAT_PLACE.pass, 'L156']],
  cavalryDraw: [[COMBAT_PLACE.cavalry, 'L95']],
  noGeneralVolley: [[COMBAT_PLACE.combat, 'L278']],
  stars: [[COMBAT_PLACE.combat, 'L279']],
  battleContinues: [
    [COMBAT_PLACE.example, 'L359'],
    [COMBAT_PLACE.gettysburg, 'L467–469'],
  ],
  gettysburg: [[COMBAT_PLACE.gettysburg, 'L467–469']],
  stuartDay: [[COMBAT_PLACE.gettysburg, 'L461']],
  reinforcements: [[COMBAT_PLACE.gettysburg, 'L455–459']],
};
