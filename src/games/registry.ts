/**
 * Lazy loaders of each game's UI module, one line per game: each loads as its own chunk when one
 * of its tools is opened. A game without built tools has no entry, and its tool pages say plainly
 * that the tool is not built yet. Which tools a game has is its `meta.ts`, not this list.
 */
import type { GameSlug } from '../catalog.js';
import type { GameUi } from '../components/renderers/game-ui.js';

export const GAME_UI: Partial<Record<GameSlug, () => Promise<GameUi>>> = {
  'altar-of-freedom': () => import('./altar-of-freedom/index.js').then((m) => m.ui),
  'price-of-freedom': () => import('./price-of-freedom/index.js').then((m) => m.ui),
  'battle-cry-of-freedom': () => import('./battle-cry-of-freedom/index.js').then((m) => m.ui),
  'us-civil-war': () => import('./us-civil-war/index.js').then((m) => m.ui),
  'in-freedoms-cause': () => import('./in-freedoms-cause/index.js').then((m) => m.ui),
};
