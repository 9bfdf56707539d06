/**
 * Altar of Freedom: the descriptor of its `labels` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { labelSheetTool } from '../label-sheet-tool.js';

export const TOOL: DescriptorOf<'label-sheet'> = labelSheetTool;
