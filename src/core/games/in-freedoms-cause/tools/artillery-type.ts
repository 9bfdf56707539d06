/**
 * In Freedom's Cause: the descriptor of its `artillery-type` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { artilleryCellText, artilleryTypeTool } from '../artillery-type.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: artilleryTypeTool,
  cellText: artilleryCellText,
};
