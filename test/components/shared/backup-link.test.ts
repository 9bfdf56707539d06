/**
 * A saved game shared as a link: made small enough for a link (its rolls left out when only the
 * game fits, none when even the game does not), read back with the backup file's own checks, and
 * opened on the data page, which previews it and restores it into real IndexedDB only when the
 * player confirms; a hostile or cut link is refused with a message and changes nothing.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/app/hs-data-page.js';
import type { HsDataPage } from '../../../src/components/app/hs-data-page.js';
import {
  BACKUP_PARAM,
  backupLink,
  readBackupLink,
} from '../../../src/components/shared/backup-link.js';
import { compressToParam } from '../../../src/platform/compress.js';
import { backupText } from '../../../src/core/shared/backup.js';
import { openHsDb } from '../../../src/storage/db.js';
import { IdbStore, type Store } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { testDatabases } from '../../helpers/idb.js';
import { every, text } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/wait.js';
import { backupFixture, game } from '../../storage/storage-fixtures.js';

const AT = '2026-11-23T12:00:00.000Z';
const databases = testDatabases('hs-backup-link');
const start = location.href;

/** Everything a page shows, as a reader sees it. */
const shown = (el: HsDataPage): string =>
  (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();

const param = (url: string) => new URL(url).searchParams.get(BACKUP_PARAM) ?? '';

async function openLink(url: string, store: Store): Promise<HsDataPage> {
  history.replaceState(null, '', url);
  const el = await fixture<HsDataPage>(html`<hs-data-page .store=${store}></hs-data-page>`);
  await waitUntil(() => (el.shadowRoot?.textContent ?? '').includes('Here now'));
  return el;
}

describe('backup links', () => {
  before(setUpAppDocument);
  afterEach(() => {
    history.replaceState(null, '', start);
  });
  after(() => databases.deleteAll());

  it('carries a game and its rolls to the data page, read back equal', async () => {
    const { games, rolls } = backupFixture();
    const g = games[0]!;
    const made = await backupLink(g, rolls, AT);
    if (!made.ok) throw new Error(made.message);
    expect(new URL(made.url).pathname).to.equal('/data/');
    expect(made.rolls).to.equal(2);
    const read = await readBackupLink(param(made.url));
    if (!read.ok) throw new Error(read.error);
    expect(read.contents.games).to.deep.equal([g]);
    expect(read.contents.rolls).to.deep.equal(rolls);
  });

  it('leaves the rolls out when only the game fits, and says a game too large for any link is', async () => {
    const { rolls } = backupFixture();
    const many = Array.from({ length: 400 }, (_, i) => ({
      ...rolls[0]!,
      id: `roll-${i}-${Math.random().toString(36).slice(2)}`,
      at: new Date(Date.UTC(2026, 10, 20, 0, 0, i)).toISOString(),
    }));
    const small = await backupLink(game('g1'), many, AT);
    expect(small.ok && small.leftOut).to.equal(400);
    const noise = Array.from({ length: 3000 }, () => Math.random().toString(36).slice(2)).join('');
    const big = await backupLink({ ...game('big'), state: { noise } }, [], AT);
    expect(big.ok).to.equal(false);
    if (!big.ok) expect(big.message).to.contain('too large for a link');
  });

  it('refuses a cut, foreign or hostile link with a message', async () => {
    const made = await backupLink(game('g1'), [], AT);
    if (!made.ok) throw new Error(made.message);
    const cut = await readBackupLink(param(made.url).slice(0, 40));
    expect(cut.ok).to.equal(false);
    const foreign = await readBackupLink(await compressToParam('{"format":"other"}'));
    expect(!foreign.ok && foreign.error).to.contain('not a Haversack backup');
    const markup = await readBackupLink(
      await compressToParam(
        backupText(
          {
            games: [{ ...game('x'), name: '<img src=x>' }],
            rolls: [],
            userData: [],
            preferences: [],
          },
          AT,
        ),
      ),
    );
    expect(!markup.ok && markup.error).to.contain('must not contain < or >');
  });

  it('the data page previews a linked game and adds it to IndexedDB only when confirmed', async () => {
    const store = new IdbStore(await openHsDb(databases.name()));
    const { rolls } = backupFixture();
    const made = await backupLink(game('g1', 4), rolls, AT);
    if (!made.ok) throw new Error(made.message);
    const el = await openLink(made.url, store);
    await waitUntil(() => el.shadowRoot!.querySelector('fieldset'), 'the preview shows');
    expect(shown(el)).to.contain('The link');
    expect(shown(el)).to.contain('1 saved game, 2 logged rolls');
    expect(shown(el)).to.contain('Game g1');
    expect(await store.getGame('g1')).to.equal(undefined);
    await expect(el).to.be.accessible();
    const add = every<HTMLButtonElement>(el.shadowRoot!, 'button').find((b) =>
      text(b).startsWith('Add this file'),
    )!;
    add.click();
    await waitUntil(async () => (await store.getGame('g1')) !== undefined, 'the game is added');
    expect((await store.getGame('g1'))?.state).to.deep.equal({ turn: 4 });
    expect((await store.listRolls('g1')).map((r) => r.id)).to.deep.equal(['r1']);
    await waitUntil(() => !new URL(location.href).searchParams.has(BACKUP_PARAM), 'link kept');
  });

  it('the data page says when a linked game would replace the one on the device', async () => {
    const store = new IdbStore(await openHsDb(databases.name()));
    await store.putGame(game('g1', 1));
    const newer = { ...game('g1', 5), updatedAt: '2026-11-21T10:00:00.000Z' };
    const made = await backupLink(newer, [], AT);
    if (!made.ok) throw new Error(made.message);
    const el = await openLink(made.url, store);
    await waitUntil(() => el.shadowRoot!.querySelector('fieldset'));
    expect(shown(el)).to.contain('1 record on this device is replaced by the file’s newer copy');
    expect((await store.getGame('g1'))?.state).to.deep.equal({ turn: 1 });
    every<HTMLButtonElement>(el.shadowRoot!, 'button')
      .find((b) => text(b) === 'Cancel')!
      .click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
    expect((await store.getGame('g1'))?.state).to.deep.equal({ turn: 1 });
  });

  it('the data page refuses a broken link and changes nothing', async () => {
    const store = new IdbStore(await openHsDb(databases.name()));
    await store.putGame(game('g1'));
    const el = await openLink(`/data/?${BACKUP_PARAM}=AAAA`, store);
    await waitUntil(() => el.shadowRoot!.querySelector('[role=alert]'));
    expect(text(el.shadowRoot!.querySelector('[role=alert]'))).to.contain(
      'Nothing on this device was changed',
    );
    expect((await store.exportAll()).contents.games.map((g) => g.id)).to.deep.equal(['g1']);
  });
});
