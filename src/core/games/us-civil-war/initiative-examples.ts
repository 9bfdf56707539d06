/**
 * The U.S. Civil War: the rulebook's worked example of the initiative roll (4.1.1), as a link
 * the roller opens with its dice. Data only.
 */
import type { RollExample } from '../../shared/game-module.js';

export const INITIATIVE_EXAMPLES: readonly RollExample[] = [
  {
    title: 'The Union rolls 5, the Confederate 3',
    rule: '4.1.1',
    inputs: {},
    dice: [[5], [3]],
    answer: 'The Union goes first with 2 Action Points; the Confederate then gets 2 as well.',
  },
];
