/**
 * In Freedom's Cause: the descriptor of its `melee` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { meleeCalculator } from '../melee-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: meleeCalculator };
