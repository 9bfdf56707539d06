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

/** Ambiguities A1–A25 with the spec's recommended defaults. */
export const AMBIGUITY_RULINGS_A: readonly Ruling[] = [
  {
    id: 'A1',
    kind: 'ambiguity',
    question: 'Where does the turn clock start each turn?',
    decision: "At its die's highest face.",
    cites: [{ place: 'The Turn Clock', trace: 'L632–644' }],
  },
  {
    id: 'A2',
    kind: 'ambiguity',
    question: 'Do PP from a corps general and the army commander add up on one division?',
    decision: 'Yes, they are summed.',
    cites: [
      { place: 'How to Read an Order of Battle (OOB) › Detailed Explanation', trace: 'L427–437' },
      { place: 'Chain of Command', trace: 'L565–571' },
      { place: 'Appendix I › Insubordinate', trace: 'L1679–1681' },
    ],
  },
  {
    id: 'A3',
    kind: 'ambiguity',
    question: 'Are PP left unallocated lost?',
    decision: 'Yes, except what Shrewd Tactician carries over.',
    cites: [{ place: 'Priority Points', trace: 'L540–550' }],
  },
  {
    id: 'A4',
    kind: 'ambiguity',
    question: "Is the clock cap half of the printed PP or of this turn's PP?",
    decision: "Half of this turn's PP, rounded up.",
    cites: [{ place: 'Influencing the Turn Clock', trace: 'L589–593' }],
  },
  {
    id: 'A5',
    kind: 'ambiguity',
    question: 'What is half for a replacement of a random-PP or replacement general?',
    decision: "Half the predecessor's printed rating; halve again for each later replacement.",
    cites: [{ place: 'Replace Fallen Generals', trace: 'L1576–1578' }],
  },
  {
    id: 'A6',
    kind: 'ambiguity',
    question: 'Cavalry firing range is never given.',
    decision: `${INFANTRY_RANGE_INCHES}″ like infantry (flagged).`,
    cites: [{ place: 'Pour the Hot Lead!', trace: 'L855–862' }],
  },
  {
    id: 'A7',
    kind: 'ambiguity',
    question: 'May a brigade fire defensively more than once a turn?',
    decision: 'Yes, once per enemy maneuver.',
    cites: [{ place: 'Pour the Hot Lead!', trace: 'L817–822' }],
  },
  {
    id: 'A8',
    kind: 'ambiguity',
    question: 'Whom must defensive fire target?',
    decision: "The nearest valid target among the maneuvering division's brigades.",
    cites: [
      { place: 'Pour the Hot Lead!', trace: 'L818–820' },
      { place: 'Firing Arcs and Valid Targets', trace: 'L839–840' },
    ],
  },
  {
    id: 'A9',
    kind: 'ambiguity',
    question: `Does the canister ban on interrupt fire forbid the +${CANISTER_BONUS} or the shot itself?`,
    decision: `Interrupt fire is allowed but never gets the +${CANISTER_BONUS}.`,
    cites: [{ place: 'Artillery Interrupt Fire', trace: 'L956–957' }],
  },
  {
    id: 'A10',
    kind: 'ambiguity',
    question: 'Interrupt fire that breaks the mover.',
    decision: 'The mover breaks at that point.',
    cites: [{ place: 'Artillery Interrupt Fire', trace: 'L949–954' }],
  },
  {
    id: 'A11',
    kind: 'ambiguity',
    question: 'Counter-battery fire with a result of 10+.',
    decision: 'An ordinary Broken result; only recoils silence the battery.',
    cites: [{ place: 'Counter-Battery Fire', trace: 'L959–982' }],
  },
  {
    id: 'A12',
    kind: 'ambiguity',
    question: 'Does the free facing change un-silence a battery?',
    decision: 'No; it must maneuver.',
    cites: [
      { place: 'Counter-Battery Fire', trace: 'L974–982' },
      { place: 'Facing Adjustment', trace: 'L1450–1458' },
    ],
  },
  {
    id: 'A13',
    kind: 'ambiguity',
    question: `How far may a column go after reserve movement ends within ${RESERVE_ENEMY_EXCLUSION_INCHES}″ of the enemy?`,
    decision: 'Normal rate minus the distance already moved, never below 0.',
    cites: [{ place: 'Reserve Movement', trace: 'L763–766' }],
  },
  {
    id: 'A14',
    kind: 'ambiguity',
    question: 'Does the rough-ground penalty apply on a road through rough ground?',
    decision: 'Not stated; left to the scenario or the players.',
    cites: [{ place: 'Terrain Penalties; Reserve Movement', trace: 'L741–766' }],
  },
  {
    id: 'A15',
    kind: 'ambiguity',
    question: 'When can cavalry scout?',
    decision: `Any time an enemy brigade is within ${SCOUTING_INCHES}″ and in LOS.`,
    cites: [{ place: 'Cavalry Screening', trace: 'L714–717' }],
  },
  {
    id: 'A16',
    kind: 'ambiguity',
    question: 'When is field-works building declared, and by whom?',
    decision: 'At turn start, by any brigade that stays put.',
    cites: [{ place: 'Building Defensive Field Works', trace: 'L785–801' }],
  },
  {
    id: 'A17',
    kind: 'ambiguity',
    question: 'Do cover and uphill stack in close combat; do scenario features stack with cover?',
    decision:
      "At most +1 for cover or uphill; a scenario feature's +1 replaces it (Sharpsburg counts as cover).",
    cites: [
      { place: 'Close Combat Table › Cumulative Modifiers', trace: 'L1169' },
      { place: 'The Battle of Shiloh › Terrain Notes', trace: 'L2194–2195' },
      { place: 'The Battle of Antietam Creek › Terrain Notes', trace: 'L2905–2910' },
    ],
  },
  {
    id: 'A18',
    kind: 'ambiguity',
    question: 'Can an attacker be outflanked or uphill?',
    decision: 'Yes: each modifier applies to whichever side meets it.',
    cites: [{ place: 'Close Combat Table › Cumulative Modifiers', trace: 'L1166–1172' }],
  },
  {
    id: 'A19',
    kind: 'ambiguity',
    question: 'Does the victor advance after an artillery primary defender is broken?',
    decision: 'Yes, per the disparity row.',
    cites: [{ place: 'Artillery in Combat', trace: 'L1269–1275' }],
  },
  {
    id: 'A20',
    kind: 'ambiguity',
    question: "After a lone general's Fate roll, does the attacker move on?",
    decision: 'No, it stops at contact.',
    cites: [{ place: 'Generals in Combat › Fate Table', trace: 'L1306–1309' }],
  },
  {
    id: 'A21',
    kind: 'ambiguity',
    question: 'Where does a "new horse" general come back?',
    decision: 'Within 4″ of his HQ or of a brigade in his chain.',
    cites: [{ place: 'Fate Table', trace: 'L1331–1333' }],
  },
  {
    id: 'A22',
    kind: 'ambiguity',
    question: 'Does broken artillery, which cannot rally, stay a loss?',
    decision: 'Yes, for the rest of the game.',
    cites: [{ place: 'How to Rally', trace: 'L1434–1436' }],
  },
  {
    id: 'A23',
    kind: 'ambiguity',
    question: 'Which general gives the rally bonus?',
    decision: 'Any friendly general.',
    cites: [{ place: 'Rally Table › Modifier', trace: 'L1502' }],
  },
  {
    id: 'A24',
    kind: 'ambiguity',
    question: 'Can broken brigades of a captured corps HQ go to the army HQ?',
    decision: 'No, they are removed.',
    cites: [{ place: 'Broken Brigades', trace: 'L1033–1045' }],
  },
  {
    id: 'A25',
    kind: 'ambiguity',
    question: 'Do rallied brigades and night-replaced HQs stop counting as losses?',
    decision:
      'Losses count the current state: rallied brigades and replaced HQs stop counting; fallen generals keep counting.',
    cites: [
      { place: 'Army Break Points', trace: 'L1619–1628' },
      { place: 'During the Nighttime', trace: 'L1643–1644' },
    ],
  },
];
