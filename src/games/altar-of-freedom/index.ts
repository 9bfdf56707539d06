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
} from '../../core/games/altar-of-freedom/index.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { GameUi, ToolHost } from '../registry.js';
import '../../components/shared/hs-roll-tool.js';
import './hs-aof-general-pick.js';
import type { TraitTool } from '../../core/games/altar-of-freedom/index.js';
import type { InputValue } from '../../core/shared/types.js';
import {
  closeCombatCellText,
  evasionCellText,
  fateCellText,
  firingCellText,
  rallyCellText,
} from './cell-text.js';

const GAME = 'altar-of-freedom';

/** Query pairs with `inputs` written over them (booleans as 1/0). */
function mergeInputs(
  pairs: readonly (readonly [string, string])[],
  inputs: Readonly<Record<string, InputValue>>,
): [string, string][] {
  const out: [string, string][] = pairs.filter(([k]) => !(k in inputs)).map(([k, v]) => [k, v]);
  for (const [k, v] of Object.entries(inputs))
    out.push([k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]);
  return out;
}

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
    pairs = mergeInputs(pairs, e.detail.inputs);
    host.setParams(pairs);
    const next = make(tracking());
    current.replaceWith(next);
    current = next;
  });
  wrap.append(picker, current);
  return wrap;
}

function rollTool(
  tool: RollTool,
  cellText: ((cell: never) => string) | undefined,
  host: ToolHost,
): HTMLElement {
  const el = document.createElement('hs-roll-tool');
  el.tool = tool;
  el.game = GAME;
  el.host = host;
  if (cellText) el.cellText = cellText as (cell: unknown) => string;
  return el;
}

const ROLL_TOOLS: Record<string, [RollTool, ((cell: never) => string) | undefined]> = {
  firing: [firingTool, firingCellText],
  'close-combat': [closeCombatTool, closeCombatCellText],
  evasion: [evasionTool, evasionCellText],
  'general-fate': [generalFateTool, fateCellText],
  rally: [rallyTool, rallyCellText],
};

/** An element that shows one of the game's views; it reads and writes its link through `host`. */
export interface ViewElement extends HTMLElement {
  host?: ToolHost;
}

/**
 * The game's other views, by route slug: each module defines its element and exports the tag.
 * Add one line per view (keep the keys in catalogue order).
 */
const VIEWS: Record<string, () => Promise<{ tag: string; ownPrintHeader?: boolean }>> = {
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
  async createTool(slug, host) {
    const roll = ROLL_TOOLS[slug];
    if (roll && (slug === 'general-fate' || slug === 'rally')) {
      return withGeneralPicker(slug, host, (h) => rollTool(roll[0], roll[1], h));
    }
    if (roll) return rollTool(roll[0], roll[1], host);
    const load = VIEWS[slug];
    if (!load) return null;
    const { tag, ownPrintHeader } = await load();
    const el = document.createElement(tag) as ViewElement;
    el.host = host;
    if (ownPrintHeader) el.dataset['ownPrintHeader'] = '';
    return el;
  },
};
