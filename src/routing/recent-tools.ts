/**
 * The tools this device opened most recently, each with the inputs it last showed, so the home
 * page can offer "back to the table" in one tap. Pure: the list is read from whatever the device
 * stored (checked entry by entry, so one bad entry loses nothing else) and kept by
 * `platform/recent-tools-store.ts`.
 */
import { findGame, findTool } from '../catalog.js';
import { formatRoute, MAX_URL_PART } from './routes.js';

/** One tool the device opened: where, with the link's inputs, and when (ms since the epoch). */
export interface RecentTool {
  readonly game: string;
  readonly tool: string;
  /** The link's inputs, in order, without a roll's seed or entered dice. */
  readonly params: readonly (readonly [string, string])[];
  readonly at: number;
}

/** How many tools the home page offers (it reserves room for this many, so nothing moves). */
export const RECENT_TOOLS_MAX = 3;

/**
 * A link's pairs that record one roll rather than the tool's inputs: reopening the tool must not
 * replay a roll as if it had been shared from elsewhere.
 */
const ROLL_ONLY = new Set(['seed', 'dice']);

/** At most this many pairs per entry: more is not a link this app wrote. */
const MAX_PAIRS = 64;

/** The link's pairs worth keeping: the tool's inputs, without the roll on screen. */
export function inputsOnly(
  params: readonly (readonly [string, string])[],
): (readonly [string, string])[] {
  return params.filter(([k]) => !ROLL_ONLY.has(k));
}

function readPairs(value: unknown): (readonly [string, string])[] | null {
  if (!Array.isArray(value) || value.length > MAX_PAIRS) return null;
  const pairs: (readonly [string, string])[] = [];
  let length = 0;
  for (const pair of value as unknown[]) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [k, v] = pair as unknown[];
    if (typeof k !== 'string' || typeof v !== 'string') return null;
    length += k.length + v.length + 2;
    pairs.push([k, v]);
  }
  return length > MAX_URL_PART ? null : inputsOnly(pairs);
}

function readEntry(value: unknown): RecentTool | null {
  if (typeof value !== 'object' || value === null) return null;
  const { game, tool, params, at } = value as Record<string, unknown>;
  if (typeof game !== 'string' || typeof tool !== 'string') return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  const meta = findGame(game);
  if (!meta || !findTool(meta, tool)?.built) return null;
  const pairs = readPairs(params);
  return pairs ? { game, tool, params: pairs, at } : null;
}

/**
 * The recent tools in `stored`, newest first: entries that are not a built tool of a known game
 * with plain string pairs are left out one by one, as are repeats; never throws.
 */
export function readRecentTools(stored: unknown): RecentTool[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const out: RecentTool[] = [];
  for (const value of stored as unknown[]) {
    const entry = readEntry(value);
    const key = entry && `${entry.game}/${entry.tool}`;
    if (!entry || !key || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out.sort((a, b) => b.at - a.at).slice(0, RECENT_TOOLS_MAX);
}

/** `list` with `entry` first (its tool's older entry dropped), at most `RECENT_TOOLS_MAX` long. */
export function withRecentTool(list: readonly RecentTool[], entry: RecentTool): RecentTool[] {
  const rest = list.filter((e) => e.game !== entry.game || e.tool !== entry.tool);
  return [{ ...entry, params: inputsOnly(entry.params) }, ...rest].slice(0, RECENT_TOOLS_MAX);
}

/** The link that reopens a recent tool with its inputs (relative to the app's base). */
export function recentToolHref(entry: RecentTool): string {
  return formatRoute({ game: entry.game, tool: entry.tool, params: entry.params });
}

/** A game the device used, with its tools used last (newest first). */
export interface RecentGame {
  readonly game: string;
  readonly tools: readonly RecentTool[];
}

/** The games of the recent tools, the one used last first, each with its recent tools. */
export function recentGames(list: readonly RecentTool[]): RecentGame[] {
  const out: { game: string; tools: RecentTool[] }[] = [];
  for (const entry of [...list].sort((a, b) => b.at - a.at)) {
    const known = out.find((g) => g.game === entry.game);
    if (known) known.tools.push(entry);
    else out.push({ game: entry.game, tools: [entry] });
  }
  return out;
}
