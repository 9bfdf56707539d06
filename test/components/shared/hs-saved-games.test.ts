import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/shared/hs-saved-games.js';
import type { HsSavedGames } from '../../../src/components/shared/hs-saved-games.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';

describe('<hs-saved-games>', () => {
  before(setUpAppDocument);

  it('starts, lists, renames and deletes saved games', async () => {
    const store = new MemoryStore();
    const el = await fixture<HsSavedGames>(
      html`<hs-saved-games
        .store=${store}
        game="g"
        .scenarios=${[{ slug: 's1', title: 'Scenario one' }]}
        .initialState=${() => ({ state: { turn: 1 }, version: 1 })}
      ></hs-saved-games>`,
    );
    await expect(el).to.be.accessible();
    const form = el.shadowRoot!.querySelector<HTMLFormElement>('form')!;
    form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Tuesday club';
    setTimeout(() => {
      form.requestSubmit();
    });
    const ev = await oneEvent<
      CustomEvent<{
        game: { id: string; name: string };
      }>
    >(el, 'hs-game-open');
    expect(ev.detail.game.name).to.equal('Tuesday club');
    expect(await store.getPreference('active-game/g')).to.equal(ev.detail.game.id);
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('li .name'))).to.contain('Tuesday club');
    const del = [...el.shadowRoot!.querySelectorAll('li button')].find((b) =>
      b.textContent.includes('Delete'),
    ) as HTMLButtonElement;
    del.click();
    await el.updateComplete;
    (el.shadowRoot!.querySelector('li button:last-child') as HTMLButtonElement).click();
    await waitUntil(async () => (await store.listGames('g')).length === 0);
  });
});
