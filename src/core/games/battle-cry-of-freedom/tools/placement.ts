/**
 * Battle Cry of Freedom: the descriptor of its `placement` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { placementCalculator } from '../placement-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: placementCalculator };
