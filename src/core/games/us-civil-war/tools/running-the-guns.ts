/**
 * The U.S. Civil War: the descriptor of its `running-the-guns` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { runningTheGunsCalculator } from '../river-guns-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = {
  kind: 'calculator',
  tool: runningTheGunsCalculator,
};
