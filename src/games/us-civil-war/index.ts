/**
 * The U.S. Civil War's UI module (its own chunk): every tool is drawn by a generic renderer from
 * the game module's descriptors.
 */
import { MODULE } from '../../core/games/us-civil-war/module.js';
import { gameUi } from '../../components/renderers/game-ui.js';

export const ui = gameUi(MODULE, {});
