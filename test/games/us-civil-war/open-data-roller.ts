/**
 * Opens a U.S. Civil War roll tool that reads the players' entered data, as its page does: the
 * module's descriptor in the data roller, with `data` of `kind` already saved and its inputs and
 * dice read from a link; resolves once the outcome is shown.
 */
import { fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-roll-data.js';
import type { HsRollData } from '../../../src/components/renderers/hs-roll-data.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { MODULE } from '../../../src/core/games/us-civil-war/module.js';
import { loadTool } from '../../../src/core/shared/game-module.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { waitUntil } from '../../helpers/wait.js';

/** The roller of `slug` reading `data` of `kind` from the store, opened from a link. */
export async function openDataRoller(
  slug: string,
  kind: string,
  data: unknown,
  params: [string, string][],
): Promise<HsRollTool> {
  const held = MODULE.tools[slug];
  if (!held) throw new Error(`no descriptor for ${slug}`);
  const store = new MemoryStore();
  await store.putUserData({
    gameSlug: 'us-civil-war',
    kind,
    updatedAt: new Date().toISOString(),
    data,
  });
  const el = await fixture<HsRollData>(
    html`<hs-roll-data
      .descriptor=${await loadTool(held)}
      game="us-civil-war"
      .host=${recordingHost(params)}
      .store=${store}
      .seedSource=${() => 'fixed-seed'}
    ></hs-roll-data>`,
  );
  await el.updateComplete;
  const roller = () => el.querySelector<HsRollTool>('hs-roll-tool');
  await waitUntil(() => roller()?.shadowRoot?.querySelector('.outcome') != null, 'no outcome');
  return roller() as HsRollTool;
}
