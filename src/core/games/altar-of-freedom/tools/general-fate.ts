/**
 * Altar of Freedom: the descriptor of its `general-fate` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { generalFateTool } from '../general-fate.js';
import { fateCellText } from '../cell-text.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: generalFateTool,
  cellText: fateCellText,
};
