import '../../helpers/bundled-data.js';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/games/altar-of-freedom/hs-aof-general-pick.js';
import type { HsAofGeneralPick } from '../../../src/games/altar-of-freedom/hs-aof-general-pick.js';
import {
  GENERAL_RATINGS_KIND,
  loadScenario,
  scenarioGenerals,
} from '../../../src/core/games/altar-of-freedom/index.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';

describe('<hs-aof-general-pick>', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit', async () => {
    const el = await fixture<HsAofGeneralPick>(
      html`<hs-aof-general-pick .storeOverride=${new MemoryStore()}></hs-aof-general-pick>`,
    );
    el.shadowRoot!.querySelector('details')!.open = true;
    await expect(el).to.be.accessible();
  });

  it('sets the fate roll’s Leads from the Front input from the chosen general’s entered traits', async () => {
    const shiloh = loadScenario('shiloh');
    if (!shiloh.ok) throw new Error('no scenario');
    const general = scenarioGenerals(shiloh.value)[0]!.general;
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: GENERAL_RATINGS_KIND.gameSlug,
      kind: GENERAL_RATINGS_KIND.kind,
      updatedAt: '2026-11-20T10:00:00.000Z',
      data: { shiloh: { [general.id]: { pp: 6, traits: ['leads-from-the-front'] } } },
    });
    const el = await fixture<HsAofGeneralPick>(
      html`<hs-aof-general-pick
        .storeOverride=${store}
        .tool=${'general-fate' as const}
      ></hs-aof-general-pick>`,
    );
    const select = el.shadowRoot!.querySelectorAll('select')[1]!;
    await waitUntil(
      () => [...select.options].some((o) => o.textContent.includes('Leads from the Front')),
      'entered traits not shown',
    );
    select.value = general.id;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    setTimeout(() => {
      el.shadowRoot!.querySelector<HTMLButtonElement>('.controls button')!.click();
    });
    const ev = await oneEvent<CustomEvent<{ inputs: Record<string, unknown> }>>(el, 'hs-presets');
    expect(ev.detail.inputs).to.deep.equal({ leadsFromFront: true, leadsFromRear: false });
  });
});
