/**
 * A roll tool with a general picker above it (Altar of Freedom's fate and rally rollers): picking
 * a general sets the inputs his entered traits decide, and the roller is rebuilt with them (the
 * link follows).
 */
import type { TraitTool } from '../../core/games/altar-of-freedom/trait-presets.js';
import { mergeInputPairs } from '../../core/shared/tool-inputs.js';
import type { ToolHost } from '../../components/tool-host.js';
import { createToolElement } from '../../components/app/prerendered-tool.js';
import type { MakeTool } from '../../components/renderers/game-ui.js';
import './hs-aof-general-pick.js';

/** The roller `make` builds, under a picker of the generals whose traits `traitTool` reads. */
export function withGeneralPicker(
  traitTool: TraitTool,
  make: MakeTool,
  host: ToolHost,
): HTMLElement {
  const wrap = createToolElement('div');
  const picker = createToolElement('hs-aof-general-pick');
  picker.tool = traitTool;
  let pairs: [string, string][] = host.params.map(([k, v]) => [k, v]);
  const tracking = (): ToolHost => ({
    params: pairs,
    setParams: (p) => {
      pairs = [...p].map(([k, v]) => [k, v]);
      host.setParams(pairs);
    },
  });
  let current = make(tracking());
  picker.addEventListener('hs-presets', (e) => {
    pairs = mergeInputPairs(pairs, e.detail.inputs);
    host.setParams(pairs);
    const next = make(tracking());
    current.replaceWith(next);
    current = next;
  });
  wrap.append(picker, current);
  return wrap;
}
