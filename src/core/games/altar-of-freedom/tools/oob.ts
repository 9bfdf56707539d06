/**
 * Altar of Freedom: the descriptor of its `oob` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { OOB_ROSTER } from '../oob-roster.js';

export const TOOL: DescriptorOf<'roster'> = OOB_ROSTER;
