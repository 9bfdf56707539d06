/**
 * Battle Cry of Freedom as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`), each in
 * `tools/<slug>.ts`, a chunk that loads with the tool's page. The game has no dice: its tools are
 * trackers, calculators over the rules, a roster of the cards the players key in, and reference
 * pages.
 */
import { lazyTool, type GameModule } from '../../shared/game-module.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: 'Battle Cry of Freedom',
    edition: 'Decision Games, 2002 (rules of 29 September 2003)',
    citeBy: 'section',
  },
  rulings: RULINGS,
  tools: {
    rulings: { kind: 'rulings' },
    placement: lazyTool('calculator', () => import('./tools/placement.js').then((m) => m.TOOL)),
    resources: lazyTool('calculator', () => import('./tools/resources.js').then((m) => m.TOOL)),
    cards: lazyTool('roster', () => import('./tools/cards.js').then((m) => m.TOOL)),
    glossary: lazyTool('reference', () => import('./tools/glossary.js').then((m) => m.TOOL)),
    combat: lazyTool('tracker', () => import('./tools/combat.js').then((m) => m.TOOL)),
    campaign: lazyTool('tracker', () => import('./tools/campaign.js').then((m) => m.TOOL)),
    setup: lazyTool('setup-sheet', () => import('./tools/setup.js').then((m) => m.TOOL)),
  },
};
