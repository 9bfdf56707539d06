/**
 * In Freedom's Cause's UI module (its own chunk): every tool is drawn by a generic renderer from
 * the game module's descriptors; the coop/solo tracker adds its INITIATIVE button, which rolls
 * (`tools/encounters.ts`, loaded with its page).
 */
import { MODULE } from '../../core/games/in-freedoms-cause/module.js';
import { gameUi } from '../../components/renderers/game-ui.js';

export const ui = gameUi(MODULE, {
  tools: { encounters: () => import('./tools/encounters.js').then((m) => m.PARTS) },
});
