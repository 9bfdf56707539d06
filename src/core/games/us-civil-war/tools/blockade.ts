/**
 * The U.S. Civil War: the descriptor of its `blockade` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { BLOCKADE_ROSTER } from '../blockade-roster.js';

export const TOOL: DescriptorOf<'roster'> = BLOCKADE_ROSTER;
