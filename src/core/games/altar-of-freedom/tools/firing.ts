/**
 * Altar of Freedom: the descriptor of its `firing` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { firingTool } from '../firing.js';
import { firingCellText } from '../cell-text.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: firingTool,
  cellText: firingCellText,
};
