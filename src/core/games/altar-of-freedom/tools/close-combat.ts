/**
 * Altar of Freedom: the descriptor of its `close-combat` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { closeCombatTool } from '../close-combat.js';
import { closeCombatCellText } from '../cell-text.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: closeCombatTool,
  cellText: closeCombatCellText,
};
