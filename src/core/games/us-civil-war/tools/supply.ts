/**
 * The U.S. Civil War: the descriptor of its `supply` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rollToolData } from '../../../shared/roll-data.js';
import { ATTRITION_USER_DATA } from '../attrition-chart.js';
import { supplyTool } from '../supply.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: supplyTool(null),
  userData: rollToolData(ATTRITION_USER_DATA, supplyTool),
};
