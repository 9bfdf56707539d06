import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import * as v from 'valibot';
import '../../../src/components/shared/hs-user-data-panel.js';
import type { HsUserDataPanel } from '../../../src/components/shared/hs-user-data-panel.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { exportUserData, type UserDataKind } from '../../../src/core/shared/user-data.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';

describe('<hs-user-data-panel>', () => {
  before(setUpAppDocument);

  const kind: UserDataKind<{ pp: number }> = {
    gameSlug: 'g',
    kind: 'k',
    title: 'ratings',
    schema: v.object({ pp: v.pipe(v.number(), v.maxValue(10)) }),
    empty: () => ({ pp: 0 }),
  };

  it('rejects a bad import whole, naming the field, and saves nothing', async () => {
    const store = new MemoryStore();
    const el = await fixture<HsUserDataPanel>(
      html`<hs-user-data-panel
        .kind=${kind}
        .store=${store}
        .data=${{ pp: 1 }}
      ></hs-user-data-panel>`,
    );
    await expect(el).to.be.accessible();
    const ok = await el.importText(
      JSON.stringify(exportUserData(kind, { pp: 99 }, '2026-11-20T10:00:00.000Z')),
    );
    await el.updateComplete;
    expect(ok).to.equal(false);
    expect(text(el.shadowRoot!.querySelector('.issues'))).to.contain('data.pp');
    expect(await store.getUserData('g', 'k')).to.equal(undefined);
  });

  it('saves a good import and tells the page', async () => {
    const store = new MemoryStore();
    const el = await fixture<HsUserDataPanel>(
      html`<hs-user-data-panel
        .kind=${kind}
        .store=${store}
        .data=${{ pp: 1 }}
      ></hs-user-data-panel>`,
    );
    setTimeout(() => {
      void el.importText(
        JSON.stringify(exportUserData(kind, { pp: 7 }, '2026-11-20T10:00:00.000Z')),
        'replace',
      );
    });
    const ev = await oneEvent<CustomEvent<{ data: unknown }>>(el, 'hs-user-data-change');
    expect(ev.detail.data).to.deep.equal({ pp: 7 });
    expect((await store.getUserData('g', 'k'))?.data).to.deep.equal({ pp: 7 });
  });

  it('offers a record it cannot read for export or discarding, asking before it discards', async () => {
    let discarded = 0;
    const el = await fixture<HsUserDataPanel>(
      html`<hs-user-data-panel
        .kind=${kind}
        .data=${{ pp: 0 }}
        .unreadable=${{ data: { pp: 'from a later version' } }}
        .discard=${() => {
          discarded += 1;
          return Promise.resolve();
        }}
      ></hs-user-data-panel>`,
    );
    await expect(el).to.be.accessible();
    const notice = el.shadowRoot!.querySelector('.unreadable');
    expect(text(notice)).to.contain('Your saved ratings could not be read');
    const buttons = [...notice!.querySelectorAll('button')];
    expect(buttons.map((b) => text(b))).to.deep.equal(['Export as stored', 'Discard them']);
    buttons[1]!.click();
    await el.updateComplete;
    expect(discarded).to.equal(0);
    expect(text(buttons[1])).to.equal('Yes, discard them');
    buttons[1]!.click();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(discarded).to.equal(1);
  });

  it('an import goes through the page’s save, and a refusal changes nothing and says why', async () => {
    const el = await fixture<HsUserDataPanel>(
      html`<hs-user-data-panel
        .kind=${kind}
        .data=${{ pp: 1 }}
        .save=${() => Promise.resolve('another tab or window saved changes first.')}
      ></hs-user-data-panel>`,
    );
    const ok = await el.importText(
      JSON.stringify(exportUserData(kind, { pp: 7 }, '2026-11-20T10:00:00.000Z')),
      'replace',
    );
    await el.updateComplete;
    expect(ok).to.equal(false);
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).to.contain(
      'The file was not imported: another tab or window saved changes first.',
    );
  });

  it('never renders markup from an imported file as HTML', async () => {
    const el = await fixture<HsUserDataPanel>(
      html`<hs-user-data-panel .kind=${kind} .store=${new MemoryStore()}></hs-user-data-panel>`,
    );
    await el.importText(
      JSON.stringify({
        format: 'haversack-user-data',
        version: 1,
        gameSlug: '<img src=x onerror=alert(1)>',
        kind: 'k',
        exportedAt: '2026-11-20T10:00:00.000Z',
        data: {},
      }),
    );
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).to.contain('<img');
  });
});
