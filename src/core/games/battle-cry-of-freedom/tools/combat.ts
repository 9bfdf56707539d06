/**
 * Battle Cry of Freedom: the descriptor of its `combat` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { COMBAT_TRACKER } from '../combat-tracker.js';

export const TOOL: DescriptorOf<'tracker'> = COMBAT_TRACKER;
