/**
 * The U.S. Civil War: the rulings about initiative, Action Points, reactions and the reference cards (spec §8.3), as rows. Ids keep the
 * spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const ACTIONS_RULINGS: readonly RulingRow[] = [
  [
    'C12',
    'On to Richmond!: when is the Union’s failure to attack judged, and what if it has no Action Point left to give up?',
    'At the end of the Union Movement and Combat Segment. By then his Action Points are spent, so the loss falls on the SP alone.',
    [['4.1.4', 'L16']],
  ],
  [
    'C14',
    'The Momentum bonus to Avoid Battle counts a stack that has already retreated this activation. Does an earlier successful Avoid Battle count as a retreat?',
    'Yes: a battle retreat and a successful Avoid Battle both give the bonus.',
    [['9.4', 'L30']],
  ],
  [
    'C27',
    'Reaction rolls name no natural roll that always fails or always succeeds.',
    'None is applied: a large enough net modifier always succeeds, and a low enough one never does.',
    [
      ['9.2.1', 'L28'],
      ['9.4', 'L30'],
    ],
  ],
  [
    'C28',
    'The Important SP Numbers box opens with a heading, Railroad Control, that names no SP number. Is it a limit?',
    'No: it is the caption of the railroad diagram printed beside the box. The reference card leaves it out.',
    [['Examples of Play, Important SP Numbers', 'L82']],
  ],
];
