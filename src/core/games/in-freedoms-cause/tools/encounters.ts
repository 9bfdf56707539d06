/**
 * In Freedom's Cause: the descriptor of its `encounters` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { COOP_TRACKER } from '../coop-game-descriptor.js';

export const TOOL: DescriptorOf<'tracker'> = COOP_TRACKER;
