/**
 * In Freedom's Cause: the descriptor of its `fire` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { fireCalculator } from '../fire-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: fireCalculator };
