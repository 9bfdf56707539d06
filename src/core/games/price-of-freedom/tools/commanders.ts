/**
 * The Price of Freedom: the descriptor of its `commanders` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { COMMANDER_ROSTER } from '../commander-roster.js';

export const TOOL: DescriptorOf<'roster'> = COMMANDER_ROSTER;
