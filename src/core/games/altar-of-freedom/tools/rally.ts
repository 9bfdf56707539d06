/**
 * Altar of Freedom: the descriptor of its `rally` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rallyTool } from '../rally.js';
import { rallyCellText } from '../cell-text.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: rallyTool,
  cellText: rallyCellText,
};
