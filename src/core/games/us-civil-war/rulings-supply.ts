/**
 * The U.S. Civil War: the rulings about supply, attrition, isolation and surrender (spec §8), as
 * rows. Ids keep the spec's numbers: C… contradictions, G… gaps; G13 is the Surrender Table's
 * rows the text copy lost (spec §8.2), numbered after the spec's list of gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const SUPPLY_RULINGS: readonly RulingRow[] = [
  [
    'G2',
    'The Attrition Table is on the player aid card, not in the rulebook, and the copy lost the sign of the Commanding General’s modifier. How is attrition read?',
    'You key in the table from your own card, as one column or a column per stack size, each as its lowest modified roll and the SPs displaced from there up. The General’s Attack Rating is taken off the roll, since every other modifier makes attrition worse; for the same reason a table that displaces fewer SPs on a higher roll is flagged and not used.',
    [['13.2.2', 'L38']],
  ],
  [
    'G4',
    'The Random States Table is on the player aid card, not in the rulebook. Where do its states come from?',
    'You type the state your card gives for each total of the two dice. A Northern State is refused as a result, since it never holds a Confederate Resource Hex.',
    [
      ['14.5', 'L44'],
      ['21.10.1', 'L68'],
    ],
  ],
  [
    'G13',
    'The Surrender Table lost all but its first row in the rulebook’s text copy. What does a modified roll give?',
    'Until you key in the table, the app reads what is certain: 1 or 2 surrenders the group at once and 7 gives 1 point (the Vicksburg example); any other roll says the table is needed. A table you enter must agree with those, start a new row at 3, include 0, and never give more points on a higher roll.',
    [['13.6.4', 'L42']],
  ],
  [
    'C17',
    'When an Isolated Group splits, how many Surrender Points does each part keep?',
    'Each part keeps the points the group had.',
    [['13.6.5', 'L42']],
  ],
  [
    'C3',
    'Is a Texas off-map hex a Confederate Primary Supply Source with an LOC to one other Resource Hex, or to two?',
    'Two, as the supply rule says; the special-hexes note naming one is not applied.',
    [
      ['13.3.2', 'L40'],
      ['Special Hexes', 'L94'],
    ],
  ],
];
