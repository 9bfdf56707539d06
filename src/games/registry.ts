import type { GameSlug } from '../catalog.js';

/** What a tool page gives a tool: the link's inputs, and a way to write the inputs back. */
export interface ToolHost {
  /** Query-string pairs of the current link, in order. */
  readonly params: readonly (readonly [string, string])[];
  /** Replaces the query string (no new history entry), so the link always reproduces the view. */
  setParams(params: Iterable<readonly [string, string]>): void;
}

/** A game's UI module, loaded as its own chunk when one of its tools is opened. */
export interface GameUi {
  /** The element for a tool, or null when the tool is not built yet. */
  createTool(toolSlug: string, host: ToolHost): HTMLElement | null | Promise<HTMLElement | null>;
}

/**
 * Lazy loaders of each game's UI module. A game without built tools has no entry, and its tool
 * pages say plainly that the tool is not built yet.
 */
export const GAME_UI: Partial<Record<GameSlug, () => Promise<GameUi>>> = {
  'altar-of-freedom': () => import('./altar-of-freedom/index.js').then((m) => m.ui),
  'price-of-freedom': () => import('./price-of-freedom/index.js').then((m) => m.ui),
};
