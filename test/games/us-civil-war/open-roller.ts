/**
 * Opens a U.S. Civil War roll tool as its page does: the module's descriptor in the generic
 * roller, its inputs and dice read from a link.
 */
import { fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-roll-tool.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { MODULE } from '../../../src/core/games/us-civil-war/module.js';
import { loadTool, type RollToolDescriptor } from '../../../src/core/shared/game-module.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { recordingHost } from '../../helpers/tool-host.js';

/** The roller of the tool `slug`, opened from a link with `params`, settled. */
export async function openRoller(slug: string, params: [string, string][]): Promise<HsRollTool> {
  const held = MODULE.tools[slug];
  if (!held) throw new Error(`no descriptor for ${slug}`);
  const d = (await loadTool(held)) as RollToolDescriptor;
  const el = await fixture<HsRollTool>(
    html`<hs-roll-tool
      .tool=${d.tool}
      game="us-civil-war"
      .host=${recordingHost(params)}
      .cellText=${d.cellText}
      .examples=${d.examples ?? []}
      .storeOverride=${new MemoryStore()}
    ></hs-roll-tool>`,
  );
  await el.updateComplete;
  for (const child of el.shadowRoot!.querySelectorAll('*')) {
    await (child as { updateComplete?: Promise<unknown> }).updateComplete;
  }
  return el;
}
