/**
 * The U.S. Civil War: the descriptor of its `reaction` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { rollToolData } from '../../../shared/roll-data.js';
import { CHARTS_USER_DATA } from '../charts-data.js';
import { reactionCellText, reactionTool, reactionToolFor } from '../reaction.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: reactionTool,
  cellText: reactionCellText,
  userData: rollToolData(CHARTS_USER_DATA, reactionToolFor),
};
