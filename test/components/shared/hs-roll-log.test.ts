import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/shared/hs-roll-log.js';
import type { HsRollLog } from '../../../src/components/shared/hs-roll-log.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { tabs } from '../../helpers/tabs.js';
import { openHsDb } from '../../../src/storage/db.js';

describe('<hs-roll-log>', () => {
  before(setUpAppDocument);

  it('exports and lists rolls newest first', async () => {
    const store = new MemoryStore();
    const base = {
      gameSlug: 'g',
      tool: 't',
      savedGameId: null,
      inputs: {},
      outcome: 'Hit',
      source: 'app' as const,
      result: {
        dice: { count: 1, sides: 6 },
        natural: [5],
        naturalTotal: 5,
        modifiers: [],
        total: 5,
        clamped: 5,
      },
    };
    await store.addRoll({ ...base, id: '1', at: '2026-11-20T10:00:00.000Z', outcome: 'First' });
    await store.addRoll({ ...base, id: '2', at: '2026-11-20T11:00:00.000Z', outcome: 'Second' });
    const el = await fixture<HsRollLog>(html`<hs-roll-log .store=${store}></hs-roll-log>`);
    await waitUntil(() => el.shadowRoot!.querySelectorAll('li').length === 2);
    await expect(el).to.be.accessible();
    expect([...el.shadowRoot!.querySelectorAll('.outcome')].map(text)).to.deep.equal([
      'Second',
      'First',
    ]);
  });

  it('adds a roll of its own log at the top, ignores another tool’s, and enables its buttons', async () => {
    const store = new MemoryStore();
    const el = await fixture<HsRollLog>(html`<hs-roll-log .store=${store} tool="t"></hs-roll-log>`);
    await waitUntil(() => el.shadowRoot!.textContent.includes('No rolls yet'));
    const roll = {
      id: 'a',
      gameSlug: 'g',
      tool: 't',
      savedGameId: null,
      at: '2026-11-20T10:00:00.000Z',
      inputs: {},
      outcome: 'Added',
      source: 'app' as const,
      result: {
        dice: { count: 1, sides: 6 },
        natural: [3],
        naturalTotal: 3,
        modifiers: [],
        total: 3,
        clamped: 3,
      },
    };
    el.add({ ...roll, id: 'other', tool: 'u', outcome: 'Other tool' });
    el.add(roll);
    await el.updateComplete;
    expect([...el.shadowRoot!.querySelectorAll('.outcome')].map(text)).to.deep.equal(['Added']);
    expect(el.shadowRoot!.textContent).not.to.contain('No rolls yet');
    const undo = el.shadowRoot!.querySelector('button')!;
    expect(undo.disabled).to.equal(false);
  });

  it('names a roll record with a broken `at`, keeps it through Clear log, exports it as stored and discards it only when asked', async () => {
    const devices = tabs('hs-roll-log');
    const name = devices.device();
    const db = await openHsDb(name);
    const good = {
      id: 'good',
      gameSlug: 'g',
      tool: 't',
      savedGameId: null,
      inputs: {},
      outcome: 'Readable',
      source: 'app',
      at: '2026-11-20T10:00:00.000Z',
      result: {
        dice: { count: 1, sides: 6 },
        natural: [5],
        naturalTotal: 5,
        modifiers: [],
        total: 5,
        clamped: 5,
      },
    };
    const bad = { ...good, id: 'bad', at: 12345, outcome: 'Broken' };
    await db.put('rolls', { ...good, logKey: '' } as never);
    await db.put('rolls', { ...bad, logKey: '' } as never);
    db.close();
    const store = await devices.tab(name);
    const el = await fixture<HsRollLog>(html`<hs-roll-log .store=${store}></hs-roll-log>`);
    const notice = () => el.shadowRoot!.querySelector('.notice[role="alert"]');
    await waitUntil(() => notice() !== null, 'the unreadable roll was hidden without a word');
    expect(text(notice())).to.contain('One roll record');
    expect(text(notice())).to.contain('at');
    expect(el.shadowRoot!.querySelectorAll('ol li')).to.have.length(1);
    const button = (label: string) =>
      [...el.shadowRoot!.querySelectorAll('button')].find((b) => text(b).startsWith(label))!;

    // Clear log (confirmed) clears the readable rolls; the unreadable one stays, still named.
    button('Clear log').click();
    await el.updateComplete;
    button('Confirm clear').click();
    await waitUntil(() => el.shadowRoot!.querySelectorAll('ol li').length === 0);
    expect(notice()).not.to.equal(null);
    const raws = await store.unreadableRolls(null);
    expect(raws.map((r) => r.raw)).to.deep.equal([{ ...bad, logKey: '' }]);

    // Discarded only on the second, confirming press.
    button('Discard it').click();
    await el.updateComplete;
    expect(await store.unreadableRolls(null)).to.have.length(1);
    button('Confirm discard').click();
    await waitUntil(() => notice() === null, 'not discarded');
    expect(await store.unreadableRolls(null)).to.deep.equal([]);
    await devices.deleteAll();
  });
});
