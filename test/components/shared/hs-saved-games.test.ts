import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/shared/hs-saved-games.js';
import type { HsSavedGames } from '../../../src/components/shared/hs-saved-games.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { readBackup } from '../../../src/core/shared/backup.js';
import { backupFixture } from '../../storage/storage-fixtures.js';

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

  it('exports one game with its rolls as a backup file that restores it', async () => {
    const store = new MemoryStore();
    const game = backupFixture().games[0]!;
    await store.putGame(game);
    for (const r of backupFixture().rolls) await store.addRoll(r);
    const el = await fixture<HsSavedGames>(
      html`<hs-saved-games
        .store=${store}
        game=${game.gameSlug}
        .scenarios=${[]}
      ></hs-saved-games>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('li'), 'the game is listed');
    const blobs: Blob[] = [];
    const real = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (b: Blob | MediaSource) => {
      if (b instanceof Blob) blobs.push(b);
      return real(b);
    };
    try {
      const exp = [...el.shadowRoot!.querySelectorAll('li button')].find(
        (b) => text(b) === 'Export',
      ) as HTMLButtonElement;
      exp.click();
      await waitUntil(() => blobs.length === 1, 'a file is saved');
    } finally {
      URL.createObjectURL = real;
    }
    const read = readBackup(await blobs[0]!.text());
    if (!read.ok) throw new Error(read.error);
    expect(read.contents.games).to.deep.equal([game]);
    expect(read.contents.rolls.map((r) => r.id)).to.deep.equal(['r1']);
    expect(text(el.shadowRoot!.querySelector('[role=status]'))).to.contain('with 1 logged roll');
  });

  it('puts a game in a link to share, which the data page reads back', async () => {
    const store = new MemoryStore();
    const { games, rolls } = backupFixture();
    const g = games[0]!;
    await store.putGame(g);
    for (const r of rolls) await store.addRoll(r);
    const el = await fixture<HsSavedGames>(
      html`<hs-saved-games .store=${store} game=${g.gameSlug}></hs-saved-games>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('li'));
    const link = [...el.shadowRoot!.querySelectorAll('li button')].find(
      (b) => text(b) === 'Link',
    ) as HTMLButtonElement;
    link.click();
    await waitUntil(() => el.shadowRoot!.querySelector('hs-share-button'), 'no share button');
    const url = el.shadowRoot!.querySelector<HTMLElement & { url: string }>('hs-share-button')!.url;
    expect(new URL(url).pathname).to.equal('/data/');
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).to.contain(
      'A link to “Game g1” is ready',
    );
    const { readBackupLink, BACKUP_PARAM } =
      await import('../../../src/components/shared/backup-link.js');
    const read = await readBackupLink(new URL(url).searchParams.get(BACKUP_PARAM)!);
    expect(read.ok && read.contents.games[0]).to.deep.equal(g);
    await expect(el).to.be.accessible();
  });
});
