/**
 * The U.S. Civil War: the descriptor of its `naval-reinforcement` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rollToolData } from '../../../shared/roll-data.js';
import { navalReinforcementTool } from '../naval-reinforcement.js';
import { RANDOM_STATES_USER_DATA } from '../random-states.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: navalReinforcementTool(null),
  userData: rollToolData(RANDOM_STATES_USER_DATA, navalReinforcementTool),
};
