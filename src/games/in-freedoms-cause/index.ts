/**
 * In Freedom's Cause's UI module (its own chunk): every tool is drawn by a generic renderer from
 * the game module's descriptors; the coop/solo tracker adds its INITIATIVE button, which rolls.
 */
import { MODULE } from '../../core/games/in-freedoms-cause/module.js';
import { gameUi } from '../../components/renderers/game-ui.js';
import { COOP_PARTS } from './coop-parts.js';

export const ui = gameUi(MODULE, { trackers: { encounters: COOP_PARTS } });
