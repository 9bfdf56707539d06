/**
 * The Price of Freedom's UI module (its own chunk): the game module's tools through the generic
 * renderers (each roll tool with the rulebook's worked examples as links), and the game's
 * additions to two of them (`tools/<slug>.ts`, each loaded with its page): the loss odds beside
 * the battle calculator's win odds, and the War Effort tracker's own panels.
 */
import { MODULE } from '../../core/games/price-of-freedom/module.js';
import { gameUi } from '../../components/renderers/game-ui.js';

export const ui = gameUi(MODULE, {
  tools: {
    battle: () => import('./tools/battle.js').then((m) => m.PARTS),
    'war-effort': () => import('./tools/war-effort.js').then((m) => m.PARTS),
  },
});
