/**
 * The Price of Freedom's battle calculator: the loss odds of both sides beside its win odds (in
 * the roller's `odds` slot), kept in step with its inputs. Loads with its page.
 */
import { battleTool } from '../../../core/games/price-of-freedom/battle.js';
import { readInputs } from '../../../core/shared/tool-inputs.js';
import type { ToolHost } from '../../../components/tool-host.js';
import { createToolElement } from '../../../components/app/prerendered-tool.js';
import type { MakeTool, ToolParts } from '../../../components/renderers/game-ui.js';
import '../hs-pof-battle-losses.js';

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

export const PARTS: ToolParts = { around: withLosses };
