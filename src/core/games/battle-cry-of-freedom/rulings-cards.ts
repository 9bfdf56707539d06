/**
 * Battle Cry of Freedom: the rulings about the cards (spec §8.2), as rows. Ids keep the spec's
 * numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const CARDS_RULINGS: readonly RulingRow[] = [
  [
    'A18',
    'Which Confederate cards let him put down an invasion? The Invasion entry names two, but the notes list five cards that give the offensive.',
    'Only Strategic Offensive and Lee is Audacity Personified put down an invasion; the two “on the Move” cards give the offensive only, unless your card says more.',
    [
      ['Glossary › Invasion', 'L150'],
      ['Glossary › Confederate Offensive', 'L109'],
      ['Confederate Player Notes › Defending the Confederacy', 'L495'],
    ],
  ],
  [
    'A19',
    'When every Battle-Deck card of a theater but one victory city is in Union hands, no card may give the Confederate the offensive there. Do the invasion cards count among those cards?',
    'No: the rulebook’s own list for the East leaves them out, so only the ordinary battles and the cities are counted.',
    [['Glossary › Confederate Offensive', 'L109']],
  ],
  [
    'C21',
    'Down With the Eagle, Up With the Cross: one note says the Confederate needs only to be behind in command points, another that he must be down by three and have lost no victory city.',
    'The stricter reading, the only one written about this card alone: down by three or more, with no victory city lost.',
    [
      ['Confederate Player Notes › Rely on Your Resources', 'L487'],
      ['Player Notes: Union › A War of Attrition', 'L539'],
    ],
  ],
  [
    'A27',
    'The notes have the Union place Chickamauga once Chattanooga has fallen; the rules give Chickamauga no such condition and no second placement in a turn.',
    'Chickamauga is placeable once the Union holds Chattanooga, from the next placement on; a second placement in the same turn is left to your cards.',
    [
      ['Player Notes: Union › Grant Moves South', 'L567–569'],
      ['Detailed Sequence of Play › D. Place Battle Cards/Blocking', 'L226'],
    ],
  ],
  [
    'A29',
    'Can Fredericksburg, Shiloh and Corinth be blocked? The examples place them with “no blocking” possible, but the flow charts that decide are not printed.',
    'The tool lists the cards that could block them for you to check on your flow chart, and says the examples show none.',
    [
      ['Glossary › Strategic Movement (examples)', 'L180'],
      ['Appendix › Example of Play', 'L311'],
    ],
  ],
  [
    'C33',
    'The Battle Deck holds “all” the tan battle cards, yet Kennesaw Mountain and North Anna are halves of Confederate Play-Deck cards. Where are they, and in which theater?',
    'They stay in the Confederate Play Deck and block only from his hand; North Anna is taken as an East battle and Kennesaw Mountain as a West one, where they were fought.',
    [
      ['Set-Up', 'L50'],
      ['Glossary › Battle Card', 'L81'],
      ['Glossary › Blocking', 'L89'],
    ],
  ],
  [
    'G40',
    'The rulebook prints none of the cards: no card texts, battle cards’ command-point splits or Major Victory effects, generals’ stars, events’ stars, or which cards are limited to Deck One or Deck Two.',
    'You enter these from your cards on the cards page; the few values the rules or examples give are shipped, marked as the rulebook’s, and an entry that contradicts one is refused.',
    [
      ['Glossary › Deck One/Deck Two', 'L111'],
      ['Detailed Sequence of Play › I. Combat Phase', 'L272'],
    ],
  ],
];
