/**
 * The U.S. Civil War: the descriptor of its `surrender-table` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { SURRENDER_CHART_ROSTER } from '../surrender-chart.js';

export const TOOL: DescriptorOf<'roster'> = SURRENDER_CHART_ROSTER;
