/**
 * The Price of Freedom as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`).
 */
import type { GameModule, RollToolDescriptor } from '../../shared/game-module.js';
import type { RollTool } from '../../shared/tool.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';
import { battleTool } from './battle.js';
import { battleScoreText } from './battle-result.js';
import { campaignAttritionTool } from './campaign-attrition.js';
import { interceptionTool } from './interception.js';
import { marchAttritionTool } from './march-attrition.js';
import { withdrawalTool } from './withdrawal.js';
import { movementCalculator } from './movement-calculator.js';
import { marchCalculator } from './march-calculator.js';
import { TOOL_EXAMPLES } from './examples.js';
import { WAR_EFFORT_TRACKER } from './war-effort-tracker.js';
import { COMMANDER_ROSTER } from './commander-roster.js';
import { setupSheetTool } from './setup-sheet-tool.js';
import { GAME_DATA } from './setup.js';

/** A roll tool with the rulebook's worked examples for it. */
const roll = (tool: RollTool, extra: Partial<RollToolDescriptor> = {}): RollToolDescriptor => ({
  kind: 'roll',
  tool,
  examples: TOOL_EXAMPLES.filter((e) => e.tool === tool.id),
  ...extra,
});

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: 'The Price of Freedom',
    edition: 'Compass Games, 2008',
    citeBy: 'rule-number',
  },
  rulings: RULINGS,
  tools: {
    rulings: { kind: 'rulings' },
    battle: roll(battleTool, { cellText: battleScoreText }),
    withdrawal: roll(withdrawalTool),
    interception: roll(interceptionTool),
    'march-attrition': roll(marchAttritionTool),
    'campaign-attrition': roll(campaignAttritionTool),
    movement: { kind: 'calculator', tool: movementCalculator },
    'war-effort': WAR_EFFORT_TRACKER,
    commanders: COMMANDER_ROSTER,
    march: { kind: 'calculator', tool: marchCalculator },
    setup: setupSheetTool,
  },
  // The set-up and commander files: read by the tools that list commanders or regions.
  data: [GAME_DATA.need(['movement', 'war-effort', 'commanders', 'setup'])],
};
