/**
 * The U.S. Civil War: the descriptor of its `tracker` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { USCW_TRACKER } from '../tracker.js';

export const TOOL: DescriptorOf<'tracker'> = USCW_TRACKER;
