/**
 * The Price of Freedom: the descriptor of its `march` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { marchCalculator } from '../march-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: marchCalculator };
