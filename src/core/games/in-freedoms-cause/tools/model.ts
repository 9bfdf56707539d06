/**
 * In Freedom's Cause: the descriptor of its `model` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { MODEL_ROSTER } from '../model-roster.js';

export const TOOL: DescriptorOf<'roster'> = MODEL_ROSTER;
