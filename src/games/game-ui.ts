/**
 * What every game's UI module does the same way: put a core roll tool into the generic roller,
 * and create a lazily loaded view element with the page's link.
 */
import type { RollTool } from '../core/shared/tool.js';
import type { Ruling } from '../core/shared/ruling.js';
import type { ToolHost } from './registry.js';
import type { ToolExampleLink } from '../components/shared/hs-roll-tool.js';
import '../components/shared/hs-roll-tool.js';

/** A view module: it defines its element and exports the tag (and whether it prints its own title). */
export type ViewLoader = () => Promise<{ tag: string; ownPrintHeader?: boolean }>;

/** The generic roller for `tool` of `game`, reading and writing the page's link. */
export function createRollTool(
  game: string,
  tool: RollTool,
  host: ToolHost,
  options: { cellText?: (cell: never) => string; examples?: readonly ToolExampleLink[] } = {},
): HTMLElement {
  const el = document.createElement('hs-roll-tool');
  el.tool = tool;
  el.game = game;
  el.host = host;
  if (options.cellText) el.cellText = options.cellText as (cell: unknown) => string;
  if (options.examples) el.examples = options.examples;
  return el;
}

/** The view registered for `slug`, loaded and given the page's link; null when there is none. */
export async function createView(
  views: Readonly<Record<string, ViewLoader>>,
  slug: string,
  host: ToolHost,
): Promise<HTMLElement | null> {
  const load = views[slug];
  if (!load) return null;
  const { tag, ownPrintHeader } = await load();
  const el = document.createElement(tag) as HTMLElement & { host?: ToolHost };
  el.host = host;
  if (ownPrintHeader) el.dataset['ownPrintHeader'] = '';
  return el;
}

/** The game's rulings page: every ruling of `game` through the generic rulings list. */
export async function createRulingsList(
  game: string,
  rulings: readonly Ruling[],
): Promise<HTMLElement> {
  await import('../components/shared/hs-rulings-list.js');
  const el = document.createElement('hs-rulings-list');
  el.game = game;
  el.rulings = rulings;
  return el;
}
