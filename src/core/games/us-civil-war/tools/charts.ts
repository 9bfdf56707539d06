/**
 * The U.S. Civil War: the descriptor of its `charts` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { CHARTS_ROSTER } from '../charts-roster.js';

export const TOOL: DescriptorOf<'roster'> = CHARTS_ROSTER;
