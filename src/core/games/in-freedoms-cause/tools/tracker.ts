/**
 * In Freedom's Cause: the descriptor of its `tracker` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { IFC_TRACKER } from '../tracker-descriptor.js';

export const TOOL: DescriptorOf<'tracker'> = IFC_TRACKER;
