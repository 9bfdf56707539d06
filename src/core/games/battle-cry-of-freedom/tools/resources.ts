/**
 * Battle Cry of Freedom: the descriptor of its `resources` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { resourcesCalculator } from '../resources-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: resourcesCalculator };
