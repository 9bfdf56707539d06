/**
 * Fetches every game's bundled files (scenarios, set-up and commanders) before the importing
 * test file runs, as the app does before it draws a tool that reads them. Import it first in a
 * test of the core that reads a scenario directly.
 */
import { SCENARIO_DATA } from '../../src/core/games/altar-of-freedom/scenarios.js';
import { GAME_DATA } from '../../src/core/games/price-of-freedom/setup.js';

await Promise.all([SCENARIO_DATA.fetch(), GAME_DATA.fetch()]);
