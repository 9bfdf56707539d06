/**
 * The U.S. Civil War: the descriptor of its `naval-interception` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { navalInterceptionTool } from '../naval-interception.js';

export const TOOL: DescriptorOf<'roll'> = { kind: 'roll', tool: navalInterceptionTool };
