/**
 * Battle Cry of Freedom: the descriptor of its `campaign` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { CAMPAIGN_TRACKER } from '../campaign-tracker.js';

export const TOOL: DescriptorOf<'tracker'> = CAMPAIGN_TRACKER;
