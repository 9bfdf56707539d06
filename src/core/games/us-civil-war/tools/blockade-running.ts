/**
 * The U.S. Civil War: the descriptor of its `blockade-running` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rollToolData } from '../../../shared/roll-data.js';
import { BLOCKADE_USER_DATA } from '../blockade-table.js';
import { blockadeRunningTool } from '../blockade-running.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: blockadeRunningTool(null),
  userData: rollToolData(BLOCKADE_USER_DATA, blockadeRunningTool),
};
