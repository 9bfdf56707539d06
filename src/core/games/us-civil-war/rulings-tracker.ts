/**
 * The U.S. Civil War: the rulings about the turn tracker, the setup sheets and the map's place
 * names (spec §8), as rows. Ids keep the spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const TRACKER_RULINGS: readonly RulingRow[] = [
  [
    'G9',
    'How many Special Action Cards of each kind (East, West, Trans-Mississippi, Naval, Any) are in each deck?',
    'The rulebook says only that each side has its own deck of 15. The players key in the count of each kind from their cards; the deck page checks that each side’s counts make 15.',
    [['18.1', 'L50']],
  ],
  [
    'C1',
    'The Coastal Fort list puts Hampton in hex 2349, but the Special Hexes note on Fort Monroe gives Hampton as 1349. Which hex is it?',
    'Hex 2349, the one beside Norfolk (2449) where Fort Monroe sits; check it against your map.',
    [
      ['20.5', 'L56'],
      ['Special Hexes, Fort Monroe', 'L92–94'],
    ],
  ],
  [
    'C2',
    'The Coastal Fort that guards Wilmington is Fort Johnson in the Coastal Fort list and Fort Fisher in the Special Hexes. Are they two forts?',
    'No: one space under two names. The app follows the name printed on your map.',
    [
      ['20.5', 'L56'],
      ['Special Hexes', 'L94'],
    ],
  ],
  [
    'C4',
    'Some places are spelt two ways (Fort Pickins and Fort Pickens; Blakely and Blakeley). Are they different places?',
    'No: the app spells them Fort Pickens and Blakeley throughout.',
    [
      ['20.5', 'L56'],
      ['10.3', 'L32'],
      ['Map Notes, Mobile', 'L88'],
      ['Special Hexes, Fort Pickens', 'L94'],
    ],
  ],
  [
    'C5',
    'The Special Hexes list Florence under Tennessee, though it lies in Alabama beside Tuscumbia. Which state is it in?',
    'It does not matter to play: the app knows places by their hex number (3120), not by the state written after the name.',
    [['Special Hexes, Florence', 'L92']],
  ],
  [
    'C23',
    'Several names mean two things: Jackson (a Tennessee town and a general), Brownsville (a Tennessee town and the Texas box), Charleston (South Carolina and West Virginia), Washington (D.C. and North Carolina). Which is meant?',
    'The app names a place by its hex number wherever the rulebook gives one (Jackson 2917, Brownsville 2915, Charleston 3839, Washington 1647), so a town is never mistaken for a namesake.',
    [
      ['S3.1', 'L76'],
      ['14.4.7', 'L44'],
      ['19.3.1, 19.3.2', 'L52'],
      ['Map Notes, The North Carolina Tide Water', 'L90'],
    ],
  ],
];
