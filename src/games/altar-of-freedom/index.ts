/**
 * Altar of Freedom's UI module (its own chunk): maps each tool of the catalogue to an element.
 * Roll tools use the generic roller; everything else is a view over the game's rules core.
 */
import {
  closeCombatTool,
  evasionTool,
  firingTool,
  generalFateTool,
  rallyTool,
  RULINGS,
} from '../../core/games/altar-of-freedom/index.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { GameUi, ToolHost } from '../registry.js';
import { createRollTool, createRulingsList, createView, type ViewLoader } from '../game-ui.js';
import { mergeInputPairs } from '../../core/shared/tool-inputs.js';
import './hs-aof-general-pick.js';
import type { TraitTool } from '../../core/games/altar-of-freedom/index.js';
import {
  closeCombatCellText,
  evasionCellText,
  fateCellText,
  firingCellText,
  rallyCellText,
} from './cell-text.js';

const GAME = 'altar-of-freedom';

/**
 * A roll tool with a general picker above it: picking a general sets the inputs his entered
 * traits decide, and the roller is rebuilt with them (the link follows).
 */
function withGeneralPicker(
  traitTool: TraitTool,
  host: ToolHost,
  make: (host: ToolHost) => HTMLElement,
): HTMLElement {
  const wrap = document.createElement('div');
  const picker = document.createElement('hs-aof-general-pick');
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

const ROLL_TOOLS: Record<string, [RollTool, (cell: never) => string]> = {
  firing: [firingTool, firingCellText],
  'close-combat': [closeCombatTool, closeCombatCellText],
  evasion: [evasionTool, evasionCellText],
  'general-fate': [generalFateTool, fateCellText],
  rally: [rallyTool, rallyCellText],
};

/**
 * The game's other views, by route slug: each module defines its element and exports the tag.
 * Add one line per view (keep the keys in catalogue order).
 */
const VIEWS: Record<string, ViewLoader> = {
  // views:start
  'turn-clock': () => import('./hs-aof-clock.js'),
  traits: () => import('./hs-aof-traits.js'),
  oob: () => import('./hs-aof-oob.js'),
  setup: () => import('./hs-aof-setup.js'),
  labels: () => import('./hs-aof-labels.js'),
  tracker: () => import('./hs-aof-tracker.js'),
  'army-builder': () => import('./hs-aof-army-builder.js'),
  // views:end
};

export const ui: GameUi = {
  createTool(slug, host) {
    if (slug === 'rulings') return createRulingsList(GAME, RULINGS);
    const roll = ROLL_TOOLS[slug];
    if (!roll) return createView(VIEWS, slug, host);
    const make = (h: ToolHost) => createRollTool(GAME, roll[0], h, { cellText: roll[1] });
    return slug === 'general-fate' || slug === 'rally'
      ? withGeneralPicker(slug, host, make)
      : make(host);
  },
};
