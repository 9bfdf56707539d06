/**
 * Altar of Freedom: the descriptor of its `tracker` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { BATTLE_TRACKER } from '../tracker-descriptor.js';

export const TOOL: DescriptorOf<'tracker'> = BATTLE_TRACKER;
