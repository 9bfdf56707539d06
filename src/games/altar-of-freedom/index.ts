/**
 * Altar of Freedom's UI module (its own chunk): the game module's tools through the generic
 * renderers, a general picker above the fate and rally rollers, and the game's own views.
 */
import { MODULE } from '../../core/games/altar-of-freedom/module.js';
import type { TraitTool } from '../../core/games/altar-of-freedom/index.js';
import { mergeInputPairs } from '../../core/shared/tool-inputs.js';
import type { ToolHost } from '../../components/tool-host.js';
import { createToolElement } from '../../components/app/prerendered-tool.js';
import { gameUi, type MakeTool, type ViewLoader } from '../../components/renderers/game-ui.js';
import { ARM_ICONS } from './arm-icon.js';
import './hs-aof-general-pick.js';
import { battleTrackerStyles } from './tracker-panels.styles.js';

/**
 * A roll tool with a general picker above it: picking a general sets the inputs his entered
 * traits decide, and the roller is rebuilt with them (the link follows).
 */
function withGeneralPicker(traitTool: TraitTool, make: MakeTool, host: ToolHost): HTMLElement {
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

/**
 * The game's other views, by route slug: each module defines its element and exports the tag.
 * Add one line per view (keep the keys in catalogue order).
 */
const VIEWS: Record<string, ViewLoader> = {
  'turn-clock': () => import('./hs-aof-clock.js'),
  'army-builder': () => import('./hs-aof-army-builder.js'),
};

export const ui = gameUi(MODULE, {
  views: VIEWS,
  icons: ARM_ICONS,
  around: {
    'general-fate': (make, host) => withGeneralPicker('general-fate', make, host),
    rally: (make, host) => withGeneralPicker('rally', make, host),
  },
  trackers: { tracker: { styles: [battleTrackerStyles] } },
});
