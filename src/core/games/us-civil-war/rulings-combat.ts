/**
 * The U.S. Civil War: the rulings about the land battle, the CRT and the charts the players key in (spec §8.3), as rows. Ids keep the
 * spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const COMBAT_RULINGS: readonly RulingRow[] = [
  [
    'G1',
    'The Combat Results Table is printed on the player aid card, not in the rulebook. Where do its cells come from?',
    'You key in each column from your own card, as its lowest modified total and the results from there up; a total below the first row reads the first and one above the last reads the last. The app checks what you enter against every result and chance the rulebook’s examples give, and will not use a grid that contradicts one.',
    [
      ['11.2.1', 'L32–34'],
      ['21.6.2', 'L64'],
    ],
  ],
  [
    'G7',
    'Generals’ ratings, ranks and movement are printed on the counters, not in the rulebook. Where do they come from?',
    'You key in each general’s counter; a rating the rulebook states or its examples show cannot be entered otherwise.',
    [
      ['7.0', 'L24'],
      ['11.3', 'L34'],
    ],
  ],
  [
    'C7',
    'The sentence ranking results of equal numbers reads as if a plain 1 beat a plain 1. What beats what?',
    'The higher number wins; on equal numbers * beats ◆, which beats a plain result; fully equal results tie.',
    [['11.2.2', 'L34']],
  ],
  [
    'C13',
    'Heavy losses demoralize a side that loses 3 or more SPs. Is that the CRT’s number, or the SPs actually removed after a fort’s reduction or when fewer SPs were there to lose?',
    'The SPs actually removed count.',
    [['12.3', 'L36']],
  ],
  [
    'C16',
    'Running the guns up-river, the two rolls’ results are added together. How do * and ◆ add?',
    'The hits are summed and each * and each ◆ of either roll counts on its own.',
    [['21.13', 'L70']],
  ],
  [
    'C18',
    'A Foraging defender rolls one column to the left. What if it is already on the 0 column?',
    'No shift below the 0 column: it rolls on the 0 column.',
    [['13.2.1', 'L38']],
  ],
  [
    'C29',
    'A Militia forced to retreat is Displaced by 17.2.3, but the example of Militia in combat says Militia that retreat are eliminated. Which is it?',
    'The rule wins: the Militia is Displaced and comes back at the next Reinforcement Phase.',
    [['17.2.3', 'L50, L80']],
  ],
];
