/**
 * The Price of Freedom: the descriptor of its `war-effort` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { WAR_EFFORT_TRACKER } from '../war-effort-tracker.js';

export const TOOL: DescriptorOf<'tracker'> = WAR_EFFORT_TRACKER;
