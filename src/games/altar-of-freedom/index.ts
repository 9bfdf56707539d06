/**
 * Altar of Freedom's UI module (its own chunk): the game module's tools through the generic
 * renderers, the game's additions to some of them (`tools/<slug>.ts`: a general picker above the
 * fate and rally rollers, the arm symbols of the orders of battle, the tracker's panel styles),
 * and the game's own views. Each addition and view loads with its tool's page.
 */
import { MODULE } from '../../core/games/altar-of-freedom/module.js';
import { gameUi, type ViewLoader } from '../../components/renderers/game-ui.js';

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
  tools: {
    'general-fate': () => import('./tools/general-fate.js').then((m) => m.PARTS),
    rally: () => import('./tools/rally.js').then((m) => m.PARTS),
    tracker: () => import('./tools/tracker.js').then((m) => m.PARTS),
    oob: () => import('./tools/oob.js').then((m) => m.PARTS),
  },
});
