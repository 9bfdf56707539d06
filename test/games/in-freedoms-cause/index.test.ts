import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { GAME_UI } from '../../../src/games/registry.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import type { Store } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every } from '../../helpers/dom.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { waitUntil } from '../../helpers/wait.js';

const GAME = 'in-freedoms-cause';

/** The text of `el` and of every shadow root below it. */
function deepText(el: Element | ShadowRoot): string {
  let out = el.textContent;
  for (const child of el.querySelectorAll('*'))
    if (child.shadowRoot) out += ` ${deepText(child.shadowRoot)}`;
  return out.replace(/\s+/g, ' ');
}

/** A tool of the game as its page makes it, attached to the document. */
async function tool(slug: string, params: [string, string][] = [], store?: Store) {
  const ui = await GAME_UI[GAME]!();
  const el = (await ui.createTool(slug, host(params))) as LitElement & { store?: Store };
  if (store) el.store = store;
  return fixture<LitElement>(html`${el}`);
}

describe('In Freedom’s Cause model tools in the browser', () => {
  before(setUpAppDocument);

  for (const slug of ['fire', 'melee', 'unit-morale', 'model'])
    it(`says on the ${slug} page that its numbers are Haversack’s model`, async () => {
      const el = await tool(slug, [], new MemoryStore());
      await waitUntil(() => deepText(el.shadowRoot!).includes('Haversack’s model'));
      expect(deepText(el.shadowRoot!)).to.contain('not the publisher’s');
    });

  it('draws the fire table from the player’s saved parameters', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: GAME,
      kind: 'model',
      updatedAt: '2026-11-20T10:00:00.000Z',
      data: { values: { 'rate-minie-r6': 0 } },
    });
    const el = await tool(
      'fire',
      [
        ['weapon', 'minie'],
        ['range', 'r6'],
      ],
      store,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('.breakdown tbody tr') !== null);
    await waitUntil(() =>
      [...el.shadowRoot!.querySelectorAll('.breakdown tbody td:last-child')].every(
        (td) => td.textContent.trim() === '0',
      ),
    );
    const cells = every(el.shadowRoot!, '.breakdown tbody td:last-child');
    expect(cells).to.have.length(11);
  });

  it('refuses a musket beyond its range', async () => {
    const el = await tool(
      'fire',
      [
        ['weapon', 'musket'],
        ['range', 'r36'],
      ],
      new MemoryStore(),
    );
    await el.updateComplete;
    expect(deepText(el.shadowRoot!)).to.contain('Fire not allowed');
  });
});
