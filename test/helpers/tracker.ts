import { fixture, html } from '@open-wc/testing';
import { HsTracker } from '../../src/components/renderers/tracker/hs-tracker.js';
import type { ToolHost } from '../../src/components/tool-host.js';
import { GAME_UI } from '../../src/games/registry.js';
import type { Store } from '../../src/storage/store.js';

/**
 * A game's tracker as its page shows it (the game's UI module gives the generic shell its
 * descriptor and the game's own panels), on `store`, attached to the document.
 */
export async function gameTracker(
  game: keyof typeof GAME_UI,
  tool: string,
  store: Store,
  host: ToolHost,
): Promise<HsTracker> {
  const load = GAME_UI[game];
  if (!load) throw new Error(`no UI for ${game}`);
  const el = await (await load()).createTool(tool, host);
  if (!(el instanceof HsTracker)) throw new Error(`${game}/${tool} is not a tracker`);
  const tracker = el;
  tracker.store = store;
  return fixture<HsTracker>(html`${tracker}`);
}
