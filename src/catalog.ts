/**
 * The games Haversack covers, in home-page order: each game's `META` (its identity and its tools,
 * each with a kind) from its folder in the rules core. The home page, the router, the page titles
 * and the pre-rendered route pages are built from this list; a tool is registered once, in its
 * game's `meta.ts`. Kept small: it ships in the first page's JavaScript.
 */
import type { GameMeta, ToolMeta } from './core/shared/game-module.js';
import { META as ALTAR_OF_FREEDOM } from './core/games/altar-of-freedom/meta.js';
import { META as PRICE_OF_FREEDOM } from './core/games/price-of-freedom/meta.js';
import { META as US_CIVIL_WAR } from './core/games/us-civil-war/meta.js';
import { META as BATTLE_CRY_OF_FREEDOM } from './core/games/battle-cry-of-freedom/meta.js';
import { META as IN_FREEDOMS_CAUSE } from './core/games/in-freedoms-cause/meta.js';

export type { GameMeta as GameEntry, ToolMeta as ToolEntry } from './core/shared/game-module.js';

export const GAMES = [
  ALTAR_OF_FREEDOM,
  PRICE_OF_FREEDOM,
  US_CIVIL_WAR,
  BATTLE_CRY_OF_FREEDOM,
  IN_FREEDOMS_CAUSE,
] as const satisfies readonly GameMeta[];

export type GameSlug = (typeof GAMES)[number]['slug'];

/** The game with this slug, or undefined. */
export function findGame(slug: string): GameMeta | undefined {
  return (GAMES as readonly GameMeta[]).find((g) => g.slug === slug);
}

/** The tool of a game with this slug, or undefined. */
export function findTool(game: GameMeta, slug: string): ToolMeta | undefined {
  return game.tools.find((t) => t.slug === slug);
}
