/**
 * The Price of Freedom: the descriptor of its `campaign-attrition` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { campaignAttritionTool } from '../campaign-attrition.js';
import { withExamples } from '../examples.js';

export const TOOL: DescriptorOf<'roll'> = withExamples(campaignAttritionTool);
