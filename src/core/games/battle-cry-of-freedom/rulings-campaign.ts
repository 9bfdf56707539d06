/**
 * Battle Cry of Freedom: the rulings about the campaign (spec §8.2), as rows. Ids keep the spec's
 * numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';
import { signed } from '../../shared/signed.js';
import { glossaryPlace, inWords, PLACE } from './cards-common.js';
import { EMANCIPATION_CHANGE, EMANCIPATION_LATER_TURNS } from './cards-resources-union.js';
import { CP_FLOOR } from './cp-track.js';
import { HAND_LIMIT, phaseOf, SEQUENCE, SIDE_LABELS, THEATERS } from './phases.js';
import { requireScenario } from './scenarios.js';
import { CAMPAIGN_VICTORY, GETTYSBURG_PLACE } from './victory-data.js';

/** The questions' numbers, read from the scenario and rules data. */
const CAMPAIGN = requireScenario('campaign');
const DECK_TWO = requireScenario('deck-two');
const STARTING_GENERALS = THEATERS.reduce((n, t) => n + CAMPAIGN.generals.union[t].length, 0);
const WITH_ELECTION = inWords(CAMPAIGN_VICTORY.withElection);
const LATER = inWords(EMANCIPATION_LATER_TURNS);
const NOTES_U = `${PLACE.notesU} (secondary evidence)`;

export const CAMPAIGN_RULINGS: readonly RulingRow[] = [
  [
    'C7',
    'The first battle, Manassas: must the Union play an Attack card, or a Battle Event?',
    'The tracker asks for a Battle Event with a plus value, which meets both wordings.',
    [
      ['II. Set-Up', 'L45'],
      ['III. Campaign Game', 'L73'],
    ],
  ],
  [
    'C8',
    `All of a player’s cards go into his Play Deck, yet ${inWords(STARTING_GENERALS)} generals a side start in play. Where do those come from?`,
    'The starting generals are taken out of the deck and laid in play; the rest of the deck is shuffled.',
    [
      ['II. Set-Up', 'L46'],
      ['III. Campaign Game', 'L55–65'],
    ],
  ],
  [
    'G9',
    'The first turn opens with the Combat Phase at Manassas. Does Phase H’s draw come first, and do J, K and L follow?',
    `No Phase H draw (both play from their ${inWords(CAMPAIGN.hands.union.draw)} dealt cards); the turn then runs J, K and L as usual.`,
    [
      ['II. Set-Up', 'L45'],
      ['III. Campaign Game', 'L71–73'],
    ],
  ],
  [
    'C10',
    'Discretionary command points: one third card, or several cards in one or both theaters?',
    'The tracker takes the discretionary points as one amount split between the theaters, and does not ask for distinct card values, since the set of cards is not printed.',
    [
      [phaseOf('C').place, 'L220'],
      [phaseOf('F').place, 'L241'],
    ],
  ],
  [
    'G11',
    'How low may a command point track go, and what happens to a gain past the cap?',
    `A track never goes below ${CP_FLOOR}, and a gain past the cap stops at it; the change is still recorded with what was asked.`,
    [[glossaryPlace('Command Points'), 'L99']],
  ],
  [
    'A12',
    'When do command points change: at the end of each battle, or at the end of the turn?',
    'Battle results change the tracks at the end of the battle; Chattanooga taken by card and the Emancipation instalments change them in Phase L.',
    [
      [phaseOf('C').place, 'L221'],
      [phaseOf('I').place, 'L283'],
    ],
  ],
  [
    'A17',
    'After Washington falls, the Union must place “a majority” of his command points in the East: more than half of his track, or more than in the West?',
    'More than half of his whole track, face-down and discretionary together.',
    [[glossaryPlace('Washington, D.C.'), 'L200']],
  ],
  [
    'C22',
    `The Emancipation Proclamation: one point now and at the end of each of the next ${LATER} turns, or over the next ${inWords(EMANCIPATION_LATER_TURNS + 1)} turns?`,
    `${SIDE_LABELS.union} ${signed(EMANCIPATION_CHANGE.union)} and ${SIDE_LABELS.confederate} ${signed(EMANCIPATION_CHANGE.confederate)} when played, then again at the end of each of the next ${LATER} turns.`,
    [
      [NOTES_U, 'L555'],
      [NOTES_U, 'L601'],
    ],
  ],
  [
    'A23',
    `Must the Union hold ${WITH_ELECTION} cities before he plays the Presidential Election, or may he take them after?`,
    `Either order: the Union wins as soon as he holds ${WITH_ELECTION} cities and has played the Election. The tracker checks the command point lead when the card is played.`,
    [
      [CAMPAIGN_VICTORY.place, 'L37'],
      [NOTES_U, 'L563–575'],
    ],
  ],
  [
    'A24',
    'When is a victory city captured: at the end of its battle, or in Phase L?',
    'At the end of the battle, when the tracks change; the game ends at once if that meets the Union’s condition.',
    [
      [glossaryPlace('End of Game'), 'L127'],
      [phaseOf('L').place, 'L297'],
    ],
  ],
  [
    'A25',
    'Once the Confederate takes the initiative, does he go first in every phase?',
    'Only in choosing the battle order (H) and in the combat (I); the Union still goes first in the other phases, as in the example of play.',
    [
      [SEQUENCE, 'L204'],
      [PLACE.example, 'L315–317'],
    ],
  ],
  [
    'A35',
    'The Deck One scenario keeps the Campaign’s end-of-game conditions. Does the Union’s sudden win end it too?',
    `Yes: holding every city, or ${WITH_ELECTION} with the Election, ends a Deck One game as a Union win; otherwise it is scored when a first deck runs out.`,
    [[PLACE.deckOne, 'L371']],
  ],
  [
    'G36',
    'The Deck Two scenario leaves unsaid which deck each side is in and what becomes of the events already played.',
    `Both sides start in Deck Two; the events already played are out of the decks, their effects complete; Forrest is taken as cavalry, since the West lists ${inWords(DECK_TWO.generals.confederate.west.length)} generals.`,
    [
      [`${PLACE.deckTwo} › Scenario Rules`, 'L419–431'],
      [DECK_TWO.place, 'L403'],
    ],
  ],
  [
    'G37',
    'Gettysburg leaves unsaid how exhausted decks and the split-rated generals are handled.',
    'The Confederate plays from Deck One and the Union from Deck Two; with the Confederate holding the initiative, the Union’s split generals use their defensive ratings.',
    [[GETTYSBURG_PLACE, 'L467–471']],
  ],
  [
    'A38',
    'A general is promoted if in play during a victorious battle: in which theater, and at what moment?',
    'In the battle’s theater, on the winning side, in play when it was won (a general brought in during the battle counts).',
    [
      [glossaryPlace('General Card'), 'L140'],
      [PLACE.example, 'L367'],
    ],
  ],
  [
    'A39',
    `May a player with exactly ${inWords(HAND_LIMIT)} cards make the Phase K general swap?`,
    `Yes: ${inWords(HAND_LIMIT)} or fewer cards allow it.`,
    [[phaseOf('K').place, 'L293']],
  ],
];
