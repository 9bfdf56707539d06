/**
 * The U.S. Civil War: the descriptor of its `victory` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { victoryCalculator } from '../victory-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: victoryCalculator };
