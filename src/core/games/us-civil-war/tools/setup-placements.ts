/**
 * The U.S. Civil War: the descriptor of its `setup-placements` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { SETUP_PLACEMENTS_ROSTER } from '../setup-placements-roster.js';

export const TOOL: DescriptorOf<'roster'> = SETUP_PLACEMENTS_ROSTER;
