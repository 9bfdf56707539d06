/**
 * The Price of Freedom as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`), each in
 * `tools/<slug>.ts`, a chunk that loads with the tool's page.
 */
import { lazyTool, type GameModule } from '../../shared/game-module.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';
import { GAME_DATA } from './setup.js';

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
    battle: lazyTool('roll', () => import('./tools/battle.js').then((m) => m.TOOL)),
    withdrawal: lazyTool('roll', () => import('./tools/withdrawal.js').then((m) => m.TOOL)),
    interception: lazyTool('roll', () => import('./tools/interception.js').then((m) => m.TOOL)),
    'march-attrition': lazyTool('roll', () =>
      import('./tools/march-attrition.js').then((m) => m.TOOL),
    ),
    'campaign-attrition': lazyTool('roll', () =>
      import('./tools/campaign-attrition.js').then((m) => m.TOOL),
    ),
    movement: lazyTool('calculator', () => import('./tools/movement.js').then((m) => m.TOOL)),
    'war-effort': lazyTool('tracker', () => import('./tools/war-effort.js').then((m) => m.TOOL)),
    commanders: lazyTool('roster', () => import('./tools/commanders.js').then((m) => m.TOOL)),
    march: lazyTool('calculator', () => import('./tools/march.js').then((m) => m.TOOL)),
    setup: lazyTool('setup-sheet', () => import('./tools/setup.js').then((m) => m.TOOL)),
  },
  // The set-up and commander files: read by the tools that list commanders or regions.
  data: [GAME_DATA.need(['movement', 'war-effort', 'commanders', 'setup'])],
};
