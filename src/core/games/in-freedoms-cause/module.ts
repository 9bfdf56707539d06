/**
 * In Freedom's Cause as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`), each in
 * `tools/<slug>.ts`, a chunk that loads with the tool's page. What the rulebook gives is built
 * exactly; the companion app's generated tables are not published, so any model of them is
 * labelled as Haversack's wherever it shows.
 */
import { lazyTool, type GameModule } from '../../shared/game-module.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: "In Freedom's Cause",
    edition: 'Regimental miniatures rules, 2020',
    citeBy: 'section',
  },
  rulings: RULINGS,
  tools: {
    movement: lazyTool('calculator', () => import('./tools/movement.js').then((m) => m.TOOL)),
    reference: lazyTool('reference', () => import('./tools/reference.js').then((m) => m.TOOL)),
    coop: lazyTool('reference', () => import('./tools/coop.js').then((m) => m.TOOL)),
    'brigade-morale': lazyTool('roll', () =>
      import('./tools/brigade-morale.js').then((m) => m.TOOL),
    ),
    'army-morale': lazyTool('roll', () => import('./tools/army-morale.js').then((m) => m.TOOL)),
    'general-casualty': lazyTool('roll', () =>
      import('./tools/general-casualty.js').then((m) => m.TOOL),
    ),
    casualties: lazyTool('calculator', () => import('./tools/casualties.js').then((m) => m.TOOL)),
    'artillery-type': lazyTool('roll', () =>
      import('./tools/artillery-type.js').then((m) => m.TOOL),
    ),
    fire: lazyTool('calculator', () => import('./tools/fire.js').then((m) => m.TOOL)),
    melee: lazyTool('calculator', () => import('./tools/melee.js').then((m) => m.TOOL)),
    'defend-charge': lazyTool('calculator', () =>
      import('./tools/defend-charge.js').then((m) => m.TOOL),
    ),
    concealment: lazyTool('calculator', () => import('./tools/concealment.js').then((m) => m.TOOL)),
    'unit-morale': lazyTool('calculator', () =>
      import('./tools/unit-morale.js').then((m) => m.TOOL),
    ),
    model: lazyTool('roster', () => import('./tools/model.js').then((m) => m.TOOL)),
    tracker: lazyTool('tracker', () => import('./tools/tracker.js').then((m) => m.TOOL)),
    encounters: lazyTool('tracker', () => import('./tools/encounters.js').then((m) => m.TOOL)),
    rulings: { kind: 'rulings' },
  },
};
