/**
 * The U.S. Civil War: the descriptor of its `attrition-table` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { ATTRITION_CHART_ROSTER } from '../attrition-chart.js';

export const TOOL: DescriptorOf<'roster'> = ATTRITION_CHART_ROSTER;
