/**
 * The Price of Freedom's UI module (its own chunk): its roll tools through the generic roller,
 * each with the rulebook's worked examples as links a player can open.
 */
import {
  battleScoreText,
  battleTool,
  campaignAttritionTool,
  interceptionTool,
  marchAttritionTool,
  TOOL_EXAMPLES,
  withdrawalTool,
  RULINGS,
  type BattleScore,
} from '../../core/games/price-of-freedom/index.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { GameUi, ToolHost } from '../registry.js';
import { createRollTool, createRulingsList, createView, type ViewLoader } from '../game-ui.js';
import './hs-pof-battle-losses.js';
import { readInputs } from '../../core/shared/tool-inputs.js';

const GAME = 'price-of-freedom';

const ROLL_TOOLS: Record<string, { tool: RollTool; cellText?: (cell: unknown) => string }> = {
  battle: { tool: battleTool, cellText: (c) => battleScoreText(c as BattleScore) },
  withdrawal: { tool: withdrawalTool },
  interception: { tool: interceptionTool },
  'march-attrition': { tool: marchAttritionTool },
  'campaign-attrition': { tool: campaignAttritionTool },
};

function rollTool(slug: string, host: ToolHost): HTMLElement | null {
  const spec = ROLL_TOOLS[slug];
  if (!spec) return null;
  return createRollTool(GAME, spec.tool, host, {
    examples: TOOL_EXAMPLES.filter((e) => e.tool === spec.tool.id),
    ...(spec.cellText ? { cellText: spec.cellText } : {}),
  });
}

/** The game's other views, by route slug (lazily loaded). */
const VIEWS: Record<string, ViewLoader> = {
  // views:start
  'war-effort': () => import('./hs-pof-war-effort.js'),
  commanders: () => import('./hs-pof-commanders.js'),
  setup: () => import('./hs-pof-setup.js'),
  movement: () => import('./hs-pof-movement.js'),
  // views:end
};

/** The battle calculator with the loss odds of both sides under it, kept in step with its inputs. */
function battleWithLosses(host: ToolHost): HTMLElement | null {
  const roller = rollTool('battle', host);
  if (!roller) return null;
  const wrap = document.createElement('div');
  const losses = document.createElement('hs-pof-battle-losses');
  losses.inputs = readInputs(battleTool, host.params).inputs;
  wrap.addEventListener('hs-inputs-change', (e) => {
    losses.inputs = e.detail.inputs;
  });
  wrap.append(roller, losses);
  return wrap;
}

export const ui: GameUi = {
  createTool(slug, host) {
    if (slug === 'battle') return battleWithLosses(host);
    if (slug === 'rulings') return createRulingsList(GAME, RULINGS);
    return rollTool(slug, host) ?? createView(VIEWS, slug, host);
  },
};
