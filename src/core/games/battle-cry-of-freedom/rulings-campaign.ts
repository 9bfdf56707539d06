/**
 * Battle Cry of Freedom: the rulings about the campaign (spec §8.2), as rows. Ids keep the spec's
 * numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

const SEQ = 'Detailed Sequence of Play';

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
    'All of a player’s cards go into his Play Deck, yet four generals a side start in play. Where do those come from?',
    'The starting generals are taken out of the deck and laid in play; the rest of the deck is shuffled.',
    [
      ['II. Set-Up', 'L46'],
      ['III. Campaign Game', 'L55–65'],
    ],
  ],
  [
    'G9',
    'The first turn opens with the Combat Phase at Manassas. Does Phase H’s draw come first, and do J, K and L follow?',
    'No Phase H draw (both play from their nine dealt cards); the turn then runs J, K and L as usual.',
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
      [`${SEQ} › C. Command Point Phase`, 'L220'],
      [`${SEQ} › F. Place Discretionary Command Points and Reveal Facedown Command Points`, 'L241'],
    ],
  ],
  [
    'G11',
    'How low may a command point track go, and what happens to a gain past the cap?',
    'A track never goes below 0, and a gain past the cap stops at it; the change is still recorded with what was asked.',
    [['Glossary › Command Points', 'L99']],
  ],
  [
    'A12',
    'When do command points change: at the end of each battle, or at the end of the turn?',
    'Battle results change the tracks at the end of the battle; Chattanooga taken by card and the Emancipation instalments change them in Phase L.',
    [
      [`${SEQ} › C. Command Point Phase`, 'L221'],
      [`${SEQ} › I. Combat Phase`, 'L283'],
    ],
  ],
  [
    'A17',
    'After Washington falls, the Union must place “a majority” of his command points in the East: more than half of his track, or more than in the West?',
    'More than half of his whole track, face-down and discretionary together.',
    [['Glossary › Washington, D.C.', 'L200']],
  ],
  [
    'C22',
    'The Emancipation Proclamation: one point now and at the end of each of the next two turns, or over the next three turns?',
    'Union +1 and Confederate −1 when played, then again at the end of each of the next two turns.',
    [
      ['Player Notes: Union (secondary evidence)', 'L555'],
      ['Player Notes: Union (secondary evidence)', 'L601'],
    ],
  ],
  [
    'A23',
    'Must the Union hold two cities before he plays the Presidential Election, or may he take them after?',
    'Either order: the Union wins as soon as he holds two cities and has played the Election. The tracker checks the command point lead when the card is played.',
    [
      ['I. Victory Conditions', 'L37'],
      ['Player Notes: Union (secondary evidence)', 'L563–575'],
    ],
  ],
  [
    'A24',
    'When is a victory city captured: at the end of its battle, or in Phase L?',
    'At the end of the battle, when the tracks change; the game ends at once if that meets the Union’s condition.',
    [
      ['Glossary › End of Game', 'L127'],
      [`${SEQ} › L. Recovery: Disengage Generals/clean-up`, 'L297'],
    ],
  ],
  [
    'A25',
    'Once the Confederate takes the initiative, does he go first in every phase?',
    'Only in choosing the battle order (H) and in the combat (I); the Union still goes first in the other phases, as in the example of play.',
    [
      [SEQ, 'L204'],
      ['Appendix › Example of Play', 'L315–317'],
    ],
  ],
  [
    'A35',
    'The Deck One scenario keeps the Campaign’s end-of-game conditions. Does the Union’s sudden win end it too?',
    'Yes: holding every city, or two with the Election, ends a Deck One game as a Union win; otherwise it is scored when a first deck runs out.',
    [['Deck One Scenario', 'L371']],
  ],
  [
    'G36',
    'The Deck Two scenario leaves unsaid which deck each side is in and what becomes of the events already played.',
    'Both sides start in Deck Two; the events already played are out of the decks, their effects complete; Forrest is taken as cavalry, since the West lists five generals.',
    [
      ['Deck Two Scenario › Scenario Rules', 'L419–431'],
      ['Deck Two Scenario › At Start', 'L403'],
    ],
  ],
  [
    'G37',
    'Gettysburg leaves unsaid how exhausted decks and the split-rated generals are handled.',
    'The Confederate plays from Deck One and the Union from Deck Two; with the Confederate holding the initiative, the Union’s split generals use their defensive ratings.',
    [['Gettysburg Scenario › II. Special Rules', 'L467–471']],
  ],
  [
    'A38',
    'A general is promoted if in play during a victorious battle: in which theater, and at what moment?',
    'In the battle’s theater, on the winning side, in play when it was won (a general brought in during the battle counts).',
    [
      ['Glossary › General Card', 'L140'],
      ['Appendix › Example of Play', 'L367'],
    ],
  ],
  [
    'A39',
    'May a player with exactly nine cards make the Phase K general swap?',
    'Yes: nine or fewer cards allow it.',
    [[`${SEQ} › K. Discard`, 'L293']],
  ],
];
