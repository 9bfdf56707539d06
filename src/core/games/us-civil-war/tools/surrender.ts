/**
 * The U.S. Civil War: the descriptor of its `surrender` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rollToolData } from '../../../shared/roll-data.js';
import { SURRENDER_USER_DATA } from '../surrender-chart.js';
import { SURRENDER_EXAMPLES } from '../surrender-examples.js';
import { surrenderTool } from '../surrender.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: surrenderTool(null),
  examples: SURRENDER_EXAMPLES,
  userData: rollToolData(SURRENDER_USER_DATA, surrenderTool),
};
