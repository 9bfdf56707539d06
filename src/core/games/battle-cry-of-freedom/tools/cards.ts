/**
 * Battle Cry of Freedom: the descriptor of its `cards` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { CARDS_ROSTER } from '../cards-roster.js';

export const TOOL: DescriptorOf<'roster'> = CARDS_ROSTER;
