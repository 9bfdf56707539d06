/**
 * In Freedom's Cause: the descriptor of its `concealment` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { concealmentCalculator } from '../concealment-calculator.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: concealmentCalculator };
