/**
 * In Freedom's Cause: the descriptor of its `general-casualty` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { generalCasualtyCellText, generalCasualtyTool } from '../general-casualty.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: generalCasualtyTool,
  cellText: generalCasualtyCellText,
};
