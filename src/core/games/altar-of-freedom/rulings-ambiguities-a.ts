/**
 * Altar of Freedom: ambiguities the app had to settle and the defaults it applies
 * (spec §8.3, A1–A25). Wording is the app's own.
 */
import {
  CANISTER_BONUS,
  INFANTRY_RANGE_INCHES,
  RESERVE_ENEMY_EXCLUSION_INCHES,
  SCOUTING_INCHES,
} from './constants.js';
import type { Ruling } from '../../shared/ruling.js';
import { rulingsFromRows } from '../../shared/ruling-rows.js';

/** Ambiguities A1–A25 with the spec's recommended defaults. */
export const AMBIGUITY_RULINGS_A: readonly Ruling[] = rulingsFromRows([
  [
    'A1',
    'Where does the turn clock start each turn?',
    "At its die's highest face.",
    [['The Turn Clock', 'L632–644']],
  ],
  [
    'A2',
    'Do PP from a corps general and the army commander add up on one division?',
    'Yes, they are summed.',
    [
      ['How to Read an Order of Battle (OOB) › Detailed Explanation', 'L427–437'],
      ['Chain of Command', 'L565–571'],
      ['Appendix I › Insubordinate', 'L1679–1681'],
    ],
  ],
  [
    'A3',
    'Are PP left unallocated lost?',
    'Yes, except what Shrewd Tactician carries over.',
    [['Priority Points', 'L540–550']],
  ],
  [
    'A4',
    "Is the clock cap half of the printed PP or of this turn's PP?",
    "Half of this turn's PP, rounded up.",
    [['Influencing the Turn Clock', 'L589–593']],
  ],
  [
    'A5',
    'What is half for a replacement of a random-PP or replacement general?',
    "Half the predecessor's printed rating; halve again for each later replacement.",
    [['Replace Fallen Generals', 'L1576–1578']],
  ],
  [
    'A6',
    'Cavalry firing range is never given.',
    `${INFANTRY_RANGE_INCHES}″ like infantry (flagged).`,
    [['Pour the Hot Lead!', 'L855–862']],
  ],
  [
    'A7',
    'May a brigade fire defensively more than once a turn?',
    'Yes, once per enemy maneuver.',
    [['Pour the Hot Lead!', 'L817–822']],
  ],
  [
    'A8',
    'Whom must defensive fire target?',
    "The nearest valid target among the maneuvering division's brigades.",
    [
      ['Pour the Hot Lead!', 'L818–820'],
      ['Firing Arcs and Valid Targets', 'L839–840'],
    ],
  ],
  [
    'A9',
    `Does the canister ban on interrupt fire forbid the +${CANISTER_BONUS} or the shot itself?`,
    `Interrupt fire is allowed but never gets the +${CANISTER_BONUS}.`,
    [['Artillery Interrupt Fire', 'L956–957']],
  ],
  [
    'A10',
    'Interrupt fire that breaks the mover.',
    'The mover breaks at that point.',
    [['Artillery Interrupt Fire', 'L949–954']],
  ],
  [
    'A11',
    'Counter-battery fire with a result of 10+.',
    'An ordinary Broken result; only recoils silence the battery.',
    [['Counter-Battery Fire', 'L959–982']],
  ],
  [
    'A12',
    'Does the free facing change un-silence a battery?',
    'No; it must maneuver.',
    [
      ['Counter-Battery Fire', 'L974–982'],
      ['Facing Adjustment', 'L1450–1458'],
    ],
  ],
  [
    'A13',
    `How far may a column go after reserve movement ends within ${RESERVE_ENEMY_EXCLUSION_INCHES}″ of the enemy?`,
    'Normal rate minus the distance already moved, never below 0.',
    [['Reserve Movement', 'L763–766']],
  ],
  [
    'A14',
    'Does the rough-ground penalty apply on a road through rough ground?',
    'Not stated; left to the scenario or the players.',
    [['Terrain Penalties; Reserve Movement', 'L741–766']],
  ],
  [
    'A15',
    'When can cavalry scout?',
    `Any time an enemy brigade is within ${SCOUTING_INCHES}″ and in LOS.`,
    [['Cavalry Screening', 'L714–717']],
  ],
  [
    'A16',
    'When is field-works building declared, and by whom?',
    'At turn start, by any brigade that stays put.',
    [['Building Defensive Field Works', 'L785–801']],
  ],
  [
    'A17',
    'Do cover and uphill stack in close combat; do scenario features stack with cover?',
    "At most +1 for cover or uphill; a scenario feature's +1 replaces it (Sharpsburg counts as cover).",
    [
      ['Close Combat Table › Cumulative Modifiers', 'L1169'],
      ['The Battle of Shiloh › Terrain Notes', 'L2194–2195'],
      ['The Battle of Antietam Creek › Terrain Notes', 'L2905–2910'],
    ],
  ],
  [
    'A18',
    'Can an attacker be outflanked or uphill?',
    'Yes: each modifier applies to whichever side meets it.',
    [['Close Combat Table › Cumulative Modifiers', 'L1166–1172']],
  ],
  [
    'A19',
    'Does the victor advance after an artillery primary defender is broken?',
    'Yes, per the disparity row.',
    [['Artillery in Combat', 'L1269–1275']],
  ],
  [
    'A20',
    "After a lone general's Fate roll, does the attacker move on?",
    'No, it stops at contact.',
    [['Generals in Combat › Fate Table', 'L1306–1309']],
  ],
  [
    'A21',
    'Where does a "new horse" general come back?',
    'Within 4″ of his HQ or of a brigade in his chain.',
    [['Fate Table', 'L1331–1333']],
  ],
  [
    'A22',
    'Does broken artillery, which cannot rally, stay a loss?',
    'Yes, for the rest of the game.',
    [['How to Rally', 'L1434–1436']],
  ],
  [
    'A23',
    'Which general gives the rally bonus?',
    'Any friendly general.',
    [['Rally Table › Modifier', 'L1502']],
  ],
  [
    'A24',
    'Can broken brigades of a captured corps HQ go to the army HQ?',
    'No, they are removed.',
    [['Broken Brigades', 'L1033–1045']],
  ],
  [
    'A25',
    'Do rallied brigades and night-replaced HQs stop counting as losses?',
    'Losses count the current state: rallied brigades and replaced HQs stop counting; fallen generals keep counting.',
    [
      ['Army Break Points', 'L1619–1628'],
      ['During the Nighttime', 'L1643–1644'],
    ],
  ],
]);
