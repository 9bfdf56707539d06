/**
 * The U.S. Civil War: the descriptor of its `random-states` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { RANDOM_STATES_ROSTER } from '../random-states.js';

export const TOOL: DescriptorOf<'roster'> = RANDOM_STATES_ROSTER;
