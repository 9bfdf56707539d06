/**
 * The Price of Freedom's UI module (its own chunk): the game module's tools through the generic
 * renderers (each roll tool with the rulebook's worked examples as links), the loss odds beside
 * the battle calculator's win odds; it has no views of its own.
 */
import { MODULE } from '../../core/games/price-of-freedom/module.js';
import { battleTool } from '../../core/games/price-of-freedom/index.js';
import { readInputs } from '../../core/shared/tool-inputs.js';
import type { ToolHost } from '../../components/tool-host.js';
import { createToolElement } from '../../components/app/prerendered-tool.js';
import { gameUi, type MakeTool } from '../../components/renderers/game-ui.js';
import './hs-pof-battle-losses.js';
import { WAR_EFFORT_PARTS } from './war-effort/parts.js';

/**
 * The battle calculator with the loss odds of both sides beside its win odds (in the roller's
 * `odds` slot), kept in step with its inputs.
 */
function withLosses(make: MakeTool, host: ToolHost): HTMLElement {
  const tool = make(host);
  const losses = createToolElement('hs-pof-battle-losses');
  losses.slot = 'odds';
  losses.inputs = readInputs(battleTool, host.params).inputs;
  tool.addEventListener('hs-inputs-change', (e) => {
    losses.inputs = e.detail.inputs;
  });
  tool.append(losses);
  return tool;
}

export const ui = gameUi(MODULE, {
  around: { battle: withLosses },
  trackers: { 'war-effort': WAR_EFFORT_PARTS },
});
