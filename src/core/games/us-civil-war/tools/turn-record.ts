/**
 * The U.S. Civil War: the descriptor of its `turn-record` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { TURN_RECORD_ROSTER } from '../turn-record-roster.js';

export const TOOL: DescriptorOf<'roster'> = TURN_RECORD_ROSTER;
