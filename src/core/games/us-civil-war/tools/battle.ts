/**
 * The U.S. Civil War: the descriptor of its `battle` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rollToolData } from '../../../shared/roll-data.js';
import { BATTLE_EXAMPLES } from '../battle-examples.js';
import { battleTool, landBattleTool } from '../battle.js';
import { CHARTS_USER_DATA } from '../charts-data.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: battleTool,
  userData: rollToolData(CHARTS_USER_DATA, landBattleTool),
  examples: BATTLE_EXAMPLES,
};
