/**
 * The U.S. Civil War: the descriptor of its `initiative` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { INITIATIVE_EXAMPLES } from '../initiative-examples.js';
import { initiativeTool } from '../initiative.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: initiativeTool,
  examples: INITIATIVE_EXAMPLES,
};
