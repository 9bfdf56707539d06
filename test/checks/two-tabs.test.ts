/**
 * Two tabs on the same saved game, with the real trackers on real IndexedDB (one connection per
 * tab): a change saved in one tab is shown in the other; a change made from an older version
 * is refused, the player is told, and the other tab's save is kept.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { HsTracker } from '../../src/components/renderers/tracker/hs-tracker.js';
import type { Store } from '../../src/storage/store.js';
import { resetStorageNotices } from '../../src/storage/notices.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { tabs } from '../helpers/tabs.js';
import { text } from '../helpers/dom.js';
import { gameTracker } from '../helpers/tracker.js';

type Tracker = HsTracker;
const status = (el: Tracker) => text(el.shadowRoot!.querySelector('[role="status"]'));
const saving = (el: Tracker) => (el as unknown as { saving: Promise<void> }).saving;

function button(el: Tracker, label: string): HTMLButtonElement {
  const b = [...el.shadowRoot!.querySelectorAll('button')].find((x) =>
    (x.getAttribute('aria-label') ?? x.textContent.trim()).startsWith(label),
  );
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

const devices = tabs('hs-tabs');
const tab = (name: string) => devices.tab(name);

async function aofTracker(store: Store, params: [string, string][] = []): Promise<HsTracker> {
  const el = await gameTracker('altar-of-freedom', 'tracker', store, recordingHost(params));
  if (params.length === 0) {
    await waitUntil(() => el.shadowRoot!.querySelector('hs-saved-games') !== null);
    const games = el.shadowRoot!.querySelector('hs-saved-games')!;
    // The list shows once it is read.
    await waitUntil(() => games.shadowRoot?.querySelector('form'));
    games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  }
  await waitUntil(() => el.shadowRoot!.querySelector('.bar') !== null, 'game did not open');
  return el;
}

const brokenUnion = (el: HsTracker) => text(el.shadowRoot!.querySelector('.army .count'));

describe('two tabs on one saved game', () => {
  before(setUpAppDocument);
  afterEach(resetStorageNotices);
  after(async () => {
    await devices.deleteAll();
  });
  const newName = () => devices.device();

  it('shows in one tab the change another tab saved', async () => {
    const name = newName();
    const storeA = await tab(name);
    const a = await aofTracker(storeA);
    const [saved] = await storeA.listGames('altar-of-freedom');
    const b = await aofTracker(await tab(name), [['game', saved!.id]]);

    button(a, 'Break').click();
    await saving(a);
    expect(brokenUnion(a)).to.equal('1');
    expect(brokenUnion(b)).to.equal('0');
    // The other tab hears of it (a channel of its own, as another tab's would be).
    const stored = await storeA.getGame(saved!.id);
    devices.announce({ type: 'game-saved', id: saved!.id, updatedAt: stored!.updatedAt });
    await waitUntil(() => brokenUnion(b) === '1', 'the other tab did not show the change');
    expect(status(b)).to.contain('another tab');

    // B saves on from A's version, which A did not lose.
    button(b, 'Break').click();
    await saving(b);
    expect(status(b)).not.to.contain('Not saved');
    const after = await storeA.getGame(saved!.id);
    const broken = Object.values(
      (after!.state as { units: Record<string, { broken?: boolean; status?: string }> }).units,
    );
    expect(broken.length).to.be.greaterThan(0);
    expect(after!.updatedAt > stored!.updatedAt).to.equal(true);
  });

  it('refuses a change made from an older version and keeps the other tab’s save', async () => {
    const name = newName();
    const storeA = await tab(name);
    const a = await aofTracker(storeA);
    const [saved] = await storeA.listGames('altar-of-freedom');
    const b = await aofTracker(await tab(name), [['game', saved!.id]]);

    // A saves first; B has not heard of it (no message reached it) and changes its older copy.
    button(a, 'Break').click();
    await saving(a);
    const fromA = await storeA.getGame(saved!.id);
    button(b, 'End the turn').click();
    await saving(b);
    await b.updateComplete;
    expect(status(b)).to.contain('Not saved');
    expect(status(b)).to.contain('changed in another tab');
    // B now shows what is stored: A's change, not its own.
    expect(brokenUnion(b)).to.equal('1');
    expect(await storeA.getGame(saved!.id)).to.deep.equal(fromA);
  });

  it('offers a refused change again on the saved version, or keeps it aside, naming it', async () => {
    const name = newName();
    const storeA = await tab(name);
    const a = await aofTracker(storeA);
    const [saved] = await storeA.listGames('altar-of-freedom');
    const b = await aofTracker(await tab(name), [['game', saved!.id]]);

    button(a, 'Break').click();
    await saving(a);
    button(b, 'End the turn').click();
    await saving(b);
    await b.updateComplete;
    const box = () => b.shadowRoot!.querySelector('.not-saved');
    expect(text(box())).to.contain('Not saved');
    expect(b.shadowRoot!.querySelectorAll('.not-saved li')).to.have.length(1);
    // The game is still open here: it was changed, not deleted, and the box says just that.
    expect(text(box())).to.contain('was changed in another tab or window first');
    expect(text(box())).not.to.contain('deleted');
    expect(status(b)).to.match(/^Not saved: “[^”]+”\./);
    const refusedOn = await storeA.getGame(saved!.id);

    // Made again on A's version: both changes are stored.
    button(b, 'Make it again').click();
    await saving(b);
    await b.updateComplete;
    expect(box()).to.equal(null);
    const again = await storeA.getGame(saved!.id);
    expect(again!.updatedAt > refusedOn!.updatedAt).to.equal(true);
    expect(again!.state).not.to.deep.equal(refusedOn!.state);
    expect(brokenUnion(b)).to.equal('1');

    // Refused again, then kept aside: a game of its own holds it; A's stays as A saved it.
    const fromA = await storeA.saveGameState(saved!.id, again!.state, again!.updatedAt);
    button(b, 'Break').click();
    await saving(b);
    await b.updateComplete;
    button(b, 'Keep aside').click();
    await waitUntil(() => box() === null, 'not kept aside');
    const games = await storeA.listGames('altar-of-freedom');
    const aside = games.find((g) => g.name.endsWith('(kept aside)'));
    expect(aside, 'no game kept aside').not.to.equal(undefined);
    // It holds B's change, made on the version before.
    expect(aside!.state).not.to.deep.equal(fromA.state);
    expect(await storeA.getGame(saved!.id)).to.deep.equal(fromA);
    expect(status(b)).to.contain('Kept aside');
  });

  it('closes a game deleted in another tab instead of bringing it back', async () => {
    const name = newName();
    const storeA = await tab(name);
    const a = await aofTracker(storeA);
    const [saved] = await storeA.listGames('altar-of-freedom');
    const storeB = await tab(name);
    await storeB.deleteGame(saved!.id);
    button(a, 'Break').click();
    await saving(a);
    await a.updateComplete;
    expect(status(a)).to.contain('deleted in another tab');
    expect(a.shadowRoot!.querySelector('.bar')).to.equal(null);
    expect(await storeB.getGame(saved!.id)).to.equal(undefined);
  });

  it('keeps The Price of Freedom’s campaign in step the same way', async () => {
    const name = newName();
    const storeA = await tab(name);
    const a = await gameTracker('price-of-freedom', 'war-effort', storeA, recordingHost());
    await waitUntil(() => a.shadowRoot!.querySelector('hs-saved-games') !== null);
    const games = a.shadowRoot!.querySelector('hs-saved-games')!;
    // The list shows once it is read.
    await waitUntil(() => games.shadowRoot?.querySelector('form'));
    games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await waitUntil(() => a.shadowRoot!.querySelector('h2.game-name') !== null);
    const [saved] = await storeA.listGames('price-of-freedom');
    const b = await gameTracker(
      'price-of-freedom',
      'war-effort',
      await tab(name),
      recordingHost([['game', saved!.id]]),
    );
    await waitUntil(() => b.shadowRoot!.querySelector('h2.game-name') !== null);

    // A changes the game; B, not told, changes its older copy and is refused.
    const turn = async () => ((await storeA.getGame(saved!.id))!.state as { turn: number }).turn;
    expect(await turn()).to.equal(1);
    button(a, 'Next turn').click();
    await saving(a);
    const fromA = await storeA.getGame(saved!.id);
    expect(await turn()).to.equal(2);
    button(b, 'Next turn').click();
    await saving(b);
    await b.updateComplete;
    expect(status(b)).to.contain('changed in another tab');
    expect(await storeA.getGame(saved!.id)).to.deep.equal(fromA);
    // B shows the stored game and saves on from it.
    button(b, 'Next turn').click();
    await saving(b);
    expect(await turn()).to.equal(3);
  });
});
