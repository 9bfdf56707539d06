/**
 * The U.S. Civil War: the special rules of an 1861 start (S1.3), for the 1861 Scenario and the
 * Campaign Game from 1861, as data with their numbers written once, and each rule in words.
 */
import { YEARS } from './calendar.js';
import { CARDS_DRAWN } from './economy-data.js';
import type { PlacedText } from './scenario-types.js';

/** The numbers of S1.3. */
export const START_1861 = {
  /** The Mississippi hexside the Union may not pass downstream before 1862 (Basic Game). */
  mississippiHexside: '2415/2516',
  /** Union Naval Transport capacity by early turn; the normal capacity after them (20.3.1). */
  navalRamp: [
    { turn: 1, capacity: 0 },
    { turn: 2, capacity: 1 },
    { turn: 3, capacity: 2 },
  ],
  normalCapacity: 3,
  /** Action Phases a turn on the slower-pace turns, against the usual number (4.1). */
  actionPhases: { slow: 3, normal: 4 },
  newMadrid: '2515',
  /** J. Johnston's rail interception on Turn 1: at most this many SPs, this many hexes. */
  railInterception: { turn: 1, maxSp: 2, hexes: 2 },
} as const;

const y1862 = YEARS.find((y) => y.year === 1862)?.first ?? 0;
const ramp = START_1861.navalRamp;
const slowTurns = `${ramp[0].turn}–${ramp[ramp.length - 1]?.turn ?? ramp[0].turn}`;

/** The S1.3 special rules in words. */
export const START_1861_RULES: readonly PlacedText[] = [
  {
    text: `Mississippi (Basic Game only): before Turn ${y1862}, no Union Naval Control, Amphibious Assault or River Transport down the river past hexside ${START_1861.mississippiHexside}.`,
    place: 'S1.3',
  },
  {
    text: `Naval ramp-up: ${ramp.map((r) => (r.capacity === 0 ? `no Naval Transport on Turn ${r.turn}` : `${r.capacity} SP a Union Naval Transport, Strategic River and Ocean move on Turn ${r.turn}`)).join('; ')} (normally ${START_1861.normalCapacity}); no Naval Assist or Naval Support cards on Turns ${slowTurns}.`,
    place: 'S1.3',
  },
  {
    text: `Slower pace: ${START_1861.actionPhases.slow} Action Phases a turn instead of ${START_1861.actionPhases.normal} on Turns ${slowTurns}; ${CARDS_DRAWN.slowerPace} card, not ${CARDS_DRAWN.normal}, at the start of Turns ${CARDS_DRAWN.slowerTurns.join(' and ')}.`,
    place: 'S1.3',
  },
  {
    text: `New Madrid (${START_1861.newMadrid}): while Kentucky is neutral nothing enters it (units, paths, LOC, Naval Control), no Fort is begun there and it is no source of Naval Control.`,
    place: 'S1.3',
  },
  {
    text: `Railroad Interception, Turn ${START_1861.railInterception.turn} only: J. Johnston with up to ${START_1861.railInterception.maxSp} SPs may try a ${START_1861.railInterception.hexes}-hex interception along a Confederate railroad to join Beauregard at Manassas Junction, with only his Defense Rating as a modifier.`,
    place: 'S1.3',
  },
];
