/**
 * In Freedom's Cause: the descriptor of its `brigade-morale` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { brigadeMoraleTool } from '../brigade-morale.js';
import { moraleCellText } from '../morale-test.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: brigadeMoraleTool,
  cellText: moraleCellText,
};
