/**
 * Where the device keeps its recent tools: localStorage, because the list is small, belongs to
 * this device only (it is not part of a backup) and the home page reads it at once on load. What
 * is stored is checked on every read (`readRecentTools`); anything unreadable is ignored and
 * nothing else is touched. Storage that refuses (private mode, a full device) only means the list
 * is not kept.
 */
import { readRecentTools, withRecentTool, type RecentTool } from '../routing/recent-tools.js';

/** The localStorage key of the list. */
export const RECENT_TOOLS_KEY = 'hs-recent-tools';

/** The device's recent tools, newest first; empty when none are stored or they cannot be read. */
export function loadRecentTools(): RecentTool[] {
  try {
    const raw = localStorage.getItem(RECENT_TOOLS_KEY);
    return raw === null ? [] : readRecentTools(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Puts a tool, with its link's inputs, first in the device's recent tools. */
export function rememberTool(
  game: string,
  tool: string,
  params: readonly (readonly [string, string])[],
  at = Date.now(),
): void {
  const list = withRecentTool(loadRecentTools(), { game, tool, params, at });
  try {
    localStorage.setItem(RECENT_TOOLS_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the tool works as before; the home page just will not offer it.
  }
}
