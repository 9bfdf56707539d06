/**
 * Path-based routes: `/<game>/<tool>/?<inputs>` relative to the app's base URL.
 * Pure parse and format functions, so every link the app makes or reads is tested without a DOM.
 */
import { findGame, findTool, GAMES, type GameEntry, type ToolEntry } from '../catalog.js';

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'data' }
  | { readonly page: 'receive' }
  | { readonly page: 'game'; readonly game: GameEntry }
  | {
      readonly page: 'tool';
      readonly game: GameEntry;
      readonly tool: ToolEntry;
      /** The query string as decoded pairs, in order; the tool validates them. */
      readonly params: readonly (readonly [string, string])[];
    }
  | {
      readonly page: 'not-found';
      /** What the user asked for, decoded where possible, for the message. */
      readonly path: string;
      /** One sentence saying what is wrong with the address. */
      readonly reason: string;
      /** A nearby page that exists, when one can be guessed. */
      readonly suggestion?: { readonly href: string; readonly label: string };
    };

/**
 * Which page a route draws, without its inputs: `home`, `data`, `game:<game>`,
 * `tool:<game>/<tool>` or `not-found`. A prerendered page records the key it was drawn for, so
 * the app can tell when the address asks for another page (docs/decisions/0007).
 */
export function routeKey(route: Route): string {
  switch (route.page) {
    case 'game':
      return `game:${route.game.slug}`;
    case 'tool':
      return `tool:${route.game.slug}/${route.tool.slug}`;
    default:
      return route.page;
  }
}

/** The slug of the page for the player's data (backup, restore, keeping it): `data/`. */
export const DATA_SLUG = 'data';

/** The slug of the page that takes a game or entered data handed over from another device: `receive/`. */
export const RECEIVE_SLUG = 'receive';

/** Longest path or query we read: anything longer is not a link this app made. */
export const MAX_URL_PART = 8192;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Edit distance, small strings only: used to suggest the page a mistyped link meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min(tmp + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}

function closest<T extends { readonly slug: string }>(
  items: readonly T[],
  slug: string,
): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const item of items) {
    const d = item.slug.startsWith(slug) && slug.length >= 3 ? 1 : distance(slug, item.slug);
    if (d < bestScore) {
      bestScore = d;
      best = item;
    }
  }
  return bestScore <= Math.max(2, Math.floor(slug.length / 3)) ? best : undefined;
}

function parseQuery(search: string): (readonly [string, string])[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return [...new URLSearchParams(query)].map(([k, v]) => [k, v] as const);
}

/**
 * Reads a route from a path relative to the app's base (no leading slash, e.g.
 * `altar-of-freedom/firing/`) and a query string. Never throws: anything unknown or malformed
 * becomes a `not-found` route whose `reason` the page shows.
 */
export function parseRoute(path: string, search = ''): Route {
  if (path.length > MAX_URL_PART || search.length > MAX_URL_PART) {
    return {
      page: 'not-found',
      path: path.slice(0, 80),
      reason: 'This address is too long to be a Haversack link.',
    };
  }
  const raw = path.replace(/^\/+/, '').replace(/(^|\/)index\.html$/, '$1');
  const parts = raw.split('/').filter((p, i, all) => p !== '' || i < all.length - 1);
  const segments = parts.filter((p) => p !== '');
  const decoded = segments.map(decode);
  const shown = decoded.map((d, i) => d ?? segments[i] ?? '').join('/');
  if (decoded.some((d) => d === null)) {
    return {
      page: 'not-found',
      path: shown,
      reason: 'This address is malformed: it contains an invalid %-escape.',
    };
  }
  const [gameSlug, toolSlug, ...rest] = decoded as string[];
  if (gameSlug === undefined) return { page: 'home' };
  if (gameSlug === DATA_SLUG && toolSlug === undefined) return { page: 'data' };
  if (gameSlug === RECEIVE_SLUG && toolSlug === undefined) return { page: 'receive' };
  const game = findGame(gameSlug);
  if (!game) {
    const near = closest(GAMES, gameSlug);
    return {
      page: 'not-found',
      path: shown,
      reason: `There is no game called “${gameSlug}” in Haversack.`,
      ...(near
        ? { suggestion: { href: formatRoute({ game: near.slug }), label: near.title } }
        : {}),
    };
  }
  if (toolSlug === undefined) return { page: 'game', game };
  const tool = findTool(game, toolSlug);
  if (!tool) {
    const near = closest(game.tools, toolSlug);
    return {
      page: 'not-found',
      path: shown,
      reason: `${game.title} has no tool called “${toolSlug}”.`,
      suggestion: near
        ? {
            href: formatRoute({ game: game.slug, tool: near.slug }),
            label: `${near.title} (${game.title})`,
          }
        : { href: formatRoute({ game: game.slug }), label: `${game.title} tools` },
    };
  }
  if (rest.length > 0) {
    return {
      page: 'not-found',
      path: shown,
      reason: `The address has extra parts after the tool (“${rest.join('/')}”).`,
      suggestion: {
        href: formatRoute({ game: game.slug, tool: tool.slug }),
        label: `${tool.title} (${game.title})`,
      },
    };
  }
  return { page: 'tool', game, tool, params: parseQuery(search) };
}

/**
 * Formats a link relative to the app's base: '' (home), 'altar-of-freedom/',
 * 'altar-of-freedom/firing/?sm=2&cover=1'. Parameters keep the order given.
 */
export function formatRoute(to: {
  readonly game?: string;
  readonly tool?: string;
  readonly params?: Iterable<readonly [string, string]>;
}): string {
  let href = '';
  if (to.game !== undefined) {
    href += `${encodeURIComponent(to.game)}/`;
    if (to.tool !== undefined) href += `${encodeURIComponent(to.tool)}/`;
  }
  const query = new URLSearchParams();
  for (const [k, v] of to.params ?? []) query.append(k, v);
  const qs = query.toString();
  return qs ? `${href || './'}?${qs}` : href || './';
}

/** A route's page kind, and the route of that kind. */
type RouteOf<P extends Route['page']> = Extract<Route, { page: P }>;

/** What a route's head says: its document title and its meta (and Open Graph) description. */
interface RouteHead {
  readonly title: string;
  readonly description: string;
}

/** The head of each kind of page, in one place so that title and description cannot part. */
const ROUTE_HEADS: { readonly [P in Route['page']]: (route: RouteOf<P>) => RouteHead } = {
  home: () => ({
    title: 'Haversack: play aids for Civil War wargames',
    description:
      'Offline play aids for American Civil War wargames: results tables, dice with every modifier and exact odds, orders of battle, setup sheets and trackers.',
  }),
  data: () => ({
    title: 'Your data · Haversack',
    description:
      'Back up and restore your saved games, rolls and entered data, and keep them on this device.',
  }),
  receive: () => ({
    title: 'Receive from another device · Haversack',
    description:
      'Take a saved game or entered data handed over from another device by its QR codes or its link.',
  }),
  game: (r) => ({
    title: `${r.game.title} · Haversack`,
    description: `${r.game.title}: ${r.game.summary}`,
  }),
  tool: (r) => ({
    title: `${r.tool.title} · ${r.game.title} · Haversack`,
    description: `${r.tool.summary} ${r.game.title} (${r.tool.rule}).`,
  }),
  'not-found': (r) => ({ title: 'Page not found · Haversack', description: r.reason }),
};

const routeHead = (route: Route): RouteHead =>
  (ROUTE_HEADS[route.page] as (r: Route) => RouteHead)(route);

/** The document title of a route. */
export function routeTitle(route: Route): string {
  return routeHead(route).title;
}

/** The meta description of a route (also its Open Graph description). */
export function routeDescription(route: Route): string {
  return routeHead(route).description;
}
