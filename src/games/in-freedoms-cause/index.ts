/**
 * In Freedom's Cause's UI module (its own chunk): every tool is drawn by a generic renderer from
 * the game module's descriptors.
 */
import { MODULE } from '../../core/games/in-freedoms-cause/module.js';
import { gameUi } from '../../components/renderers/game-ui.js';

export const ui = gameUi(MODULE, {});
