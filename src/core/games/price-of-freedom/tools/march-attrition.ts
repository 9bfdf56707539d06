/**
 * The Price of Freedom: the descriptor of its `march-attrition` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { marchAttritionTool } from '../march-attrition.js';
import { withExamples } from '../examples.js';

export const TOOL: DescriptorOf<'roll'> = withExamples(marchAttritionTool);
