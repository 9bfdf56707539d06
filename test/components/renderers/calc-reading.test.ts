import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-calculator.js';
import type { HsCalculator } from '../../../src/components/renderers/hs-calculator.js';
import { movementCalculator } from '../../../src/core/games/us-civil-war/movement-calculator.js';
import { USCW_TRACKER } from '../../../src/core/games/us-civil-war/tracker.js';
import type { UscwSnapshot } from '../../../src/core/games/us-civil-war/tracker-types.js';
import { isProblem } from '../../../src/core/shared/tracker.js';
import type { WithHistory } from '../../../src/core/shared/tracker-history.js';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';
import { activeGameKey } from '../../../src/components/shared/hs-saved-games.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';

const reader = { descriptor: USCW_TRACKER, title: 'Turn tracker' };

function game(id: string, name: string, union: number, updatedAt: string): SavedGame {
  let state = USCW_TRACKER.start('s2') as WithHistory<UscwSnapshot>;
  if (union > 0) {
    const r = USCW_TRACKER.apply(state, { type: 'rail', side: 'union', sps: union });
    if (isProblem(r)) throw new Error(r.problem);
    state = r as WithHistory<UscwSnapshot>;
  }
  return {
    id,
    gameSlug: 'us-civil-war',
    scenario: 's2',
    tool: 'tracker',
    name,
    createdAt: updatedAt,
    updatedAt,
    stateVersion: USCW_TRACKER.stateVersion,
    state,
  };
}

async function render(store: MemoryStore, params: [string, string][] = []) {
  const h = host(params);
  const el = await fixture<HsCalculator>(
    html`<hs-calculator
      game="us-civil-war"
      .tool=${movementCalculator}
      .reader=${reader}
      .host=${h}
      .store=${store}
    ></hs-calculator>`,
  );
  await el.readingReady;
  await el.updateComplete;
  return { el, h, root: el.shadowRoot! };
}

const railBefore = (root: ShadowRoot) =>
  root.querySelector<HTMLInputElement>('input[type="number"]#railBefore')?.value;

describe('A calculator reading a tracker’s saved game (the Rail Movement Bonus, 5.4.2)', () => {
  before(async () => {
    await setUpAppDocument();
  });

  it('says when no game is saved, and leaves the entry to the player', async () => {
    const { root } = await render(new MemoryStore());
    const box = root.querySelector('fieldset.reading');
    expect(text(box)).to.contain('No game is saved on this device');
    expect(box?.querySelector('a')?.getAttribute('href')).to.contain('us-civil-war/tracker');
    expect(root.querySelector<HTMLSelectElement>('#read-game')?.disabled).to.equal(true);
    expect(railBefore(root)).to.equal('0');
  });

  it('reads the game last opened in the tracker, shows what was read, and writes it to the link', async () => {
    const store = new MemoryStore();
    await store.putGame(game('a', 'Older game', 1, '2026-01-01T00:00:00.000Z'));
    await store.putGame(game('b', 'Newer game', 0, '2026-02-01T00:00:00.000Z'));
    await store.setPreference(activeGameKey('us-civil-war', 'tracker'), 'a');
    const { el, h, root } = await render(store);
    expect(text(root.querySelector('.reading-status'))).to.contain('Read from “Older game”');
    expect(text(root.querySelector('.reading-lines'))).to.contain(
      'Union SPs that used the bonus in it: 1 of 2 (5.4.2)',
    );
    expect(railBefore(root)).to.equal('1');
    expect(h.params.find(([k]) => k === 'railBefore')?.[1]).to.equal('1');
    // Moving 2 SPs by rail now is refused with the rule's place.
    const flags = [...root.querySelectorAll<HTMLLabelElement>('label.flag')];
    const rail = flags.find((l) => text(l).startsWith('Rail Movement Bonus (10 MPs'));
    expect(rail, 'the rail flag').to.not.equal(undefined);
    rail?.querySelector('input')?.click();
    await el.updateComplete;
    const sps = root.querySelector<HTMLInputElement>('input[type="number"]#sps');
    if (!sps) throw new Error('no SPs field');
    sps.value = '2';
    sps.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(text(root.querySelector('.result'))).to.contain('only 1 SP more can (5.4.2)');
  });

  it('with no game last opened, reads the one saved last; another can be chosen', async () => {
    const store = new MemoryStore();
    await store.putGame(game('a', 'Older game', 2, '2026-01-01T00:00:00.000Z'));
    await store.putGame(game('b', 'Newer game', 1, '2026-02-01T00:00:00.000Z'));
    const { el, root } = await render(store);
    expect(railBefore(root)).to.equal('1');
    const select = root.querySelector<HTMLSelectElement>('#read-game');
    if (!select) throw new Error('no select');
    expect([...select.options].map((o) => o.text)).to.deep.equal([
      'Newer game',
      'Older game',
      'None: I enter them myself',
    ]);
    select.value = 'a';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(railBefore(root)).to.equal('2');
  });

  it('an entry the player changes overrides the game, marked as his, and the link keeps it', async () => {
    const store = new MemoryStore();
    await store.putGame(game('a', 'My game', 1, '2026-01-01T00:00:00.000Z'));
    const { el, h, root } = await render(store);
    root
      .querySelector<HTMLButtonElement>(
        'button[aria-label="Fewer: SPs of this side that used the Rail Movement Bonus earlier this Action Phase"]',
      )
      ?.click();
    await el.updateComplete;
    expect(railBefore(root)).to.equal('0');
    expect(text(root.querySelector('.reading-status'))).to.contain('Overridden:');
    expect(text(root.querySelector('.reading-status'))).to.contain('they differ in 1 of them');
    expect(h.params).to.deep.include(['own', '1']);
    const own = root.querySelector<HTMLInputElement>('fieldset.reading label.flag input');
    expect(own?.checked).to.equal(true);
    // Unticking the override reads the game again.
    own?.click();
    await el.updateComplete;
    expect(railBefore(root)).to.equal('1');
    expect(h.params.some(([k]) => k === 'own')).to.equal(false);
  });

  it('a link that overrides keeps its own entries', async () => {
    const store = new MemoryStore();
    await store.putGame(game('a', 'My game', 2, '2026-01-01T00:00:00.000Z'));
    const { root } = await render(store, [
      ['railBefore', '0'],
      ['own', '1'],
    ]);
    expect(railBefore(root)).to.equal('0');
    expect(text(root.querySelector('.reading-status'))).to.contain('Overridden:');
  });
});
