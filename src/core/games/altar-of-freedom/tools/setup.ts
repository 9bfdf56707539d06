/**
 * Altar of Freedom: the descriptor of its `setup` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { setupSheetTool } from '../setup-sheet-tool.js';

export const TOOL: DescriptorOf<'setup-sheet'> = setupSheetTool;
