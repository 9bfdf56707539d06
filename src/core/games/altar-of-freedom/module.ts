/**
 * Altar of Freedom as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). Each tool's descriptor
 * is in `tools/<slug>.ts`, a chunk that loads with the tool's page.
 */
import { lazyTool, type GameModule } from '../../shared/game-module.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';
import { SCENARIO_DATA } from './scenarios.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: { title: 'Altar of Freedom', edition: '2013, revised 2015', citeBy: 'section' },
  rulings: RULINGS,
  tools: {
    rulings: { kind: 'rulings' },
    firing: lazyTool('roll', () => import('./tools/firing.js').then((m) => m.TOOL)),
    'close-combat': lazyTool('roll', () => import('./tools/close-combat.js').then((m) => m.TOOL)),
    evasion: lazyTool('roll', () => import('./tools/evasion.js').then((m) => m.TOOL)),
    'general-fate': lazyTool('roll', () => import('./tools/general-fate.js').then((m) => m.TOOL)),
    rally: lazyTool('roll', () => import('./tools/rally.js').then((m) => m.TOOL)),
    traits: lazyTool('reference', () => import('./tools/traits.js').then((m) => m.TOOL)),
    tracker: lazyTool('tracker', () => import('./tools/tracker.js').then((m) => m.TOOL)),
    oob: lazyTool('roster', () => import('./tools/oob.js').then((m) => m.TOOL)),
    movement: lazyTool('reference', () => import('./tools/movement.js').then((m) => m.TOOL)),
    setup: lazyTool('setup-sheet', () => import('./tools/setup.js').then((m) => m.TOOL)),
    labels: lazyTool('label-sheet', () => import('./tools/labels.js').then((m) => m.TOOL)),
  },
  data: [
    // The fire roller notes Cedar Creek's fog, read from that scenario's rules.
    SCENARIO_DATA.need(['firing'], ['cedar-creek']),
    // Every tool that offers a choice of scenario, or a general picked from one (the fate and
    // rally rollers' picker; rally notes the fog too).
    SCENARIO_DATA.need([
      'general-fate',
      'rally',
      'tracker',
      'oob',
      'movement',
      'setup',
      'labels',
      'turn-clock',
    ]),
  ],
};
