/**
 * The U.S. Civil War as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`), each in
 * `tools/<slug>.ts`, a chunk that loads with the tool's page. Its charts (the CRT, attrition,
 * blockade and random-states tables, the turn record track, the counters) are not in the
 * rulebook: the players key them in and the tools check them against every fact it gives.
 */
import { lazyTool, type GameModule } from '../../shared/game-module.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: 'The U.S. Civil War',
    edition: 'GMT Games, revised rules of 2017',
    citeBy: 'rule-number',
  },
  rulings: RULINGS,
  tools: {
    charts: lazyTool('roster', () => import('./tools/charts.js').then((m) => m.TOOL)),
    battle: lazyTool('roll', () => import('./tools/battle.js').then((m) => m.TOOL)),
    initiative: lazyTool('roll', () => import('./tools/initiative.js').then((m) => m.TOOL)),
    reaction: lazyTool('roll', () => import('./tools/reaction.js').then((m) => m.TOOL)),
    'ap-ledger': lazyTool('calculator', () => import('./tools/ap-ledger.js').then((m) => m.TOOL)),
    movement: lazyTool('calculator', () => import('./tools/movement.js').then((m) => m.TOOL)),
    reinforcements: lazyTool('calculator', () =>
      import('./tools/reinforcements.js').then((m) => m.TOOL),
    ),
    victory: lazyTool('calculator', () => import('./tools/victory.js').then((m) => m.TOOL)),
    setup: lazyTool('setup-sheet', () => import('./tools/setup.js').then((m) => m.TOOL)),
    'setup-placements': lazyTool('roster', () =>
      import('./tools/setup-placements.js').then((m) => m.TOOL),
    ),
    reference: lazyTool('reference', () => import('./tools/reference.js').then((m) => m.TOOL)),
    supply: lazyTool('roll', () => import('./tools/supply.js').then((m) => m.TOOL)),
    surrender: lazyTool('roll', () => import('./tools/surrender.js').then((m) => m.TOOL)),
    'attrition-table': lazyTool('roster', () =>
      import('./tools/attrition-table.js').then((m) => m.TOOL),
    ),
    'surrender-table': lazyTool('roster', () =>
      import('./tools/surrender-table.js').then((m) => m.TOOL),
    ),
    'random-states': lazyTool('roster', () =>
      import('./tools/random-states.js').then((m) => m.TOOL),
    ),
    blockade: lazyTool('roster', () => import('./tools/blockade.js').then((m) => m.TOOL)),
    'blockade-running': lazyTool('roll', () =>
      import('./tools/blockade-running.js').then((m) => m.TOOL),
    ),
    'naval-battle': lazyTool('calculator', () =>
      import('./tools/naval-battle.js').then((m) => m.TOOL),
    ),
    'running-the-guns': lazyTool('calculator', () =>
      import('./tools/running-the-guns.js').then((m) => m.TOOL),
    ),
    'low-on-coal': lazyTool('calculator', () =>
      import('./tools/low-on-coal.js').then((m) => m.TOOL),
    ),
    'naval-interception': lazyTool('roll', () =>
      import('./tools/naval-interception.js').then((m) => m.TOOL),
    ),
    'naval-reinforcement': lazyTool('roll', () =>
      import('./tools/naval-reinforcement.js').then((m) => m.TOOL),
    ),
    'war-industry': lazyTool('roll', () => import('./tools/war-industry.js').then((m) => m.TOOL)),
    'ironclad-completion': lazyTool('roll', () =>
      import('./tools/ironclad-completion.js').then((m) => m.TOOL),
    ),
    'ironclad-save': lazyTool('roll', () => import('./tools/ironclad-save.js').then((m) => m.TOOL)),
    tracker: lazyTool('tracker', () => import('./tools/tracker.js').then((m) => m.TOOL)),
    'turn-record': lazyTool('roster', () => import('./tools/turn-record.js').then((m) => m.TOOL)),
    'card-decks': lazyTool('roster', () => import('./tools/card-decks.js').then((m) => m.TOOL)),
    'card-uses': lazyTool('calculator', () => import('./tools/card-uses.js').then((m) => m.TOOL)),
    rulings: { kind: 'rulings' },
  },
};
