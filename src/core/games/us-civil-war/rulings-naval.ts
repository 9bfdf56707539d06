/**
 * The U.S. Civil War: the rulings about the naval rules and the Blockade Table (spec §8), as
 * rows. Ids keep the spec's numbers: C… contradictions, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const NAVAL_RULINGS: readonly RulingRow[] = [
  [
    'G3',
    'The Blockade Table is printed on the player aid card, not in the rulebook. Where do its cells come from?',
    'You key in each year’s column from your own card, as its lowest modified roll and the results from there up; a roll below the first row reads the first and one above the last reads the last. The app checks it against the Blockade BPs of the rulebook’s worked turns and its inflation result, and will not read a table that contradicts one.',
    [
      ['14.4.4', 'L44'],
      ['14.4.5', 'L44'],
    ],
  ],
  [
    'C15',
    'After a naval battle, the battle procedure demoralizes the loser, while the results rule only mentions the attacker being demoralized when the defender wins. Who is demoralized?',
    'The loser, whichever side it is; nobody on a tie.',
    [
      ['21.6', 'L64'],
      ['21.6.7', 'L66'],
    ],
  ],
  [
    'C26',
    'The sequence of play lists the naval reinforcement roll, naval repair and the Ironclad completion roll without marking them as Advanced Game steps. Do they happen in the Basic Game?',
    'No: they belong to the naval rules of the Advanced Game and the naval tools say so.',
    [
      ['3.1', 'L14'],
      ['21.10', 'L68'],
    ],
  ],
];
