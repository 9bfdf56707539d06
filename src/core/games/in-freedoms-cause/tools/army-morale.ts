/**
 * In Freedom's Cause: the descriptor of its `army-morale` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { armyMoraleTool } from '../army-morale.js';
import { moraleCellText } from '../morale-test.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: armyMoraleTool,
  cellText: moraleCellText,
};
