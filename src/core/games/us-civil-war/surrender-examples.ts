/**
 * The U.S. Civil War: the rulebook's worked surrender check (13.6.4, the Vicksburg example) as a
 * link the surrender tool opens with its die: Pemberton's Defense and a fortified Vicksburg.
 */
import type { RollExample } from '../../shared/game-module.js';
import { generalById } from './generals.js';

/** The Vicksburg example: its die, Pemberton's Defense Rating, a Fort in an Objective Hex. */
export const SURRENDER_EXAMPLES: readonly RollExample[] = [
  {
    title: 'Vicksburg: Pemberton in a fortified city rolls 4',
    rule: '13.6.4',
    inputs: { defense: generalById('pemberton')?.known.defense ?? 0, hex: 'fort' },
    dice: [[4]],
    answer: '1 Surrender Point against the stack in Vicksburg.',
  },
];
