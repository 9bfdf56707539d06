/**
 * The Price of Freedom's UI module (its own chunk): the game module's tools through the generic
 * renderers (each roll tool with the rulebook's worked examples as links), the loss odds under
 * the battle calculator; it has no views of its own.
 */
import { MODULE } from '../../core/games/price-of-freedom/module.js';
import { battleTool } from '../../core/games/price-of-freedom/index.js';
import { readInputs } from '../../core/shared/tool-inputs.js';
import type { ToolHost } from '../../components/tool-host.js';
import { createToolElement } from '../../components/app/prerendered-tool.js';
import { gameUi, type MakeTool } from '../../components/renderers/game-ui.js';
import './hs-pof-battle-losses.js';
import { WAR_EFFORT_PARTS } from './war-effort/parts.js';

/** The battle calculator with the loss odds of both sides under it, kept in step with its inputs. */
function withLosses(make: MakeTool, host: ToolHost): HTMLElement {
  const wrap = createToolElement('div');
  const losses = createToolElement('hs-pof-battle-losses');
  losses.inputs = readInputs(battleTool, host.params).inputs;
  wrap.addEventListener('hs-inputs-change', (e) => {
    losses.inputs = e.detail.inputs;
  });
  wrap.append(make(host), losses);
  return wrap;
}

export const ui = gameUi(MODULE, {
  around: { battle: withLosses },
  trackers: { 'war-effort': WAR_EFFORT_PARTS },
});
