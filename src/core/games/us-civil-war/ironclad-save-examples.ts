/**
 * The U.S. Civil War: the rulebook's worked Ironclad save (21.6.6, the rulebook's Naval Example #2) as
 * links the save tool opens with a die: the Union's * falls on the Confederate Ironclad at the
 * Coastal Fort, which is damaged unless the Confederate player rolls the target or more. The
 * rulebook prints no face, so each side of the target is shown.
 */
import type { RollExample } from '../../shared/game-module.js';
import { IRONCLAD_SAVE } from './naval-data.js';

const { target, dice } = IRONCLAD_SAVE;

/** Naval Example #2: the * on the Ironclad, saved and not saved. */
export const IRONCLAD_SAVE_EXAMPLES: readonly RollExample[] = [
  {
    title: `Naval Example #2: the * on the Ironclad, saved on a ${target}`,
    rule: '21.6.6',
    inputs: { hits: 0, star: true },
    dice: [[target]],
    answer: 'The Ironclad is not damaged; it still retreats, as the Union won.',
  },
  {
    title: `Naval Example #2: the * on the Ironclad, not saved on a ${target - 1}`,
    rule: '21.6.6',
    inputs: { hits: 0, star: true },
    dice: [[Math.min(target - 1, dice.sides)]],
    answer: 'The Ironclad is damaged: back under construction, and it retreats.',
  },
];
