/**
 * The U.S. Civil War: the descriptor of its `low-on-coal` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { lowOnCoalCalculator } from '../naval-coal.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: lowOnCoalCalculator };
