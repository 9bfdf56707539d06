/**
 * Altar of Freedom: the descriptor of its `evasion` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { evasionTool } from '../evasion.js';
import { evasionCellText } from '../cell-text.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: evasionTool,
  cellText: evasionCellText,
};
