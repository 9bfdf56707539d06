/**
 * The Price of Freedom: the descriptor of its `battle` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { battleTool } from '../battle.js';
import { battleScoreText } from '../battle-result.js';
import { withExamples } from '../examples.js';

export const TOOL: DescriptorOf<'roll'> = withExamples(battleTool, { cellText: battleScoreText });
