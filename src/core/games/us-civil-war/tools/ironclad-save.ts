/**
 * The U.S. Civil War: the descriptor of its `ironclad-save` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { IRONCLAD_SAVE_EXAMPLES } from '../ironclad-save-examples.js';
import { ironcladSaveTool } from '../ironclad-save.js';

export const TOOL: DescriptorOf<'roll'> = {
  kind: 'roll',
  tool: ironcladSaveTool,
  examples: IRONCLAD_SAVE_EXAMPLES,
};
