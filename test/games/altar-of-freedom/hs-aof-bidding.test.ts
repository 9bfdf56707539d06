import '../../helpers/bundled-data.js';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/games/altar-of-freedom/hs-aof-bidding.js';
import type { HsAofBidding } from '../../../src/games/altar-of-freedom/hs-aof-bidding.js';
import '../../../src/games/altar-of-freedom/hs-aof-clock.js';
import type { HsAofClock } from '../../../src/games/altar-of-freedom/hs-aof-clock.js';
import { turnBudget } from '../../../src/core/games/altar-of-freedom/index.js';
import { seededRoller } from '../../../src/core/shared/roller.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { STORE_CHANNEL } from '../../../src/storage/changes.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { recordingHost as host } from '../../helpers/tool-host.js';

const RATINGS = {
  shiloh: {
    johnston: { pp: 8, traits: ['masterful'] },
    polk: { pp: 5, traits: ['inept', 'grandiose'] },
    bragg: { pp: 4, traits: ['insubordinate'] },
    hardee: { pp: 3, traits: ['finest-hour'] },
  },
};

async function storeWithRatings(): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.putUserData({
    gameSlug: 'altar-of-freedom',
    kind: 'general-ratings',
    updatedAt: '2026-11-20T10:00:00.000Z',
    data: RATINGS,
  });
  return store;
}

async function make(seed = 'bid-seed') {
  const store = await storeWithRatings();
  const el = await fixture<HsAofBidding>(
    html`<hs-aof-bidding
      scenario="shiloh"
      .storeOverride=${store}
      .seedSource=${() => seed}
    ></hs-aof-bidding>`,
  );
  return el;
}

const r = (el: HsAofBidding) => el.shadowRoot!;
const general = (el: HsAofBidding, name: string) =>
  [...r(el).querySelectorAll('fieldset.general')].find((f) =>
    text(f.querySelector('legend')).startsWith(name),
  )!;
const type = async (el: HsAofBidding, input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
};
const divisionInput = (el: HsAofBidding, who: string, division: string) =>
  r(el).querySelector<HTMLInputElement>(`input[aria-label="PP from ${who} to ${division}"]`)!;
const confederates = async (el: HsAofBidding) => {
  r(el).querySelectorAll<HTMLInputElement>('input[name="bid-side"]')[1]!.click();
  await el.updateComplete;
  await waitUntil(() => text(general(el, 'Polk')).includes('Rated 5 PP'));
};
const turn = async (el: HsAofBidding, n: string) =>
  type(el, r(el).querySelector<HTMLInputElement>('input[min="1"]')!, n);

describe('<hs-aof-bidding>', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit', async () => {
    const el = await make();
    await confederates(el);
    await expect(el).to.be.accessible();
  });

  it('Chain of Command: a corps general lists his own divisions, the army commander all', async () => {
    const el = await make();
    await confederates(el);
    const rows = (name: string) =>
      [...general(el, name).querySelectorAll('table.bids tbody th')].map((th) => text(th));
    expect(rows('Polk')).to.deep.equal(["Clark's Division", "Cheatham's Division"]);
    expect(rows('Johnston')).to.have.length(6);
    expect(text(general(el, 'Polk'))).to.contain('Inept, Grandiose');
  });

  it('applies Inept and Insubordinate to the typed bids, then carries the clock bid to the control roll (App. I)', async () => {
    const el = await make();
    await confederates(el);
    await turn(el, '2');
    await type(el, divisionInput(el, 'Polk', "Clark's Division"), '2');
    await type(el, divisionInput(el, 'Polk', "Cheatham's Division"), '2');
    await type(el, divisionInput(el, 'Johnston', "Ruggles' Division"), '1');
    const messages = () => text(r(el).querySelector('.messages'));
    expect(messages()).to.contain('may not share the rating 2');
    expect(messages()).to.contain('App. I, Inept; ruling A32');
    expect(messages()).to.contain("Ruggles' Division (under Bragg, Insubordinate)");
    const put = () =>
      [...r(el).querySelectorAll<HTMLButtonElement>('.result button')].find((b) =>
        text(b).startsWith('Put'),
      )!;
    expect(put().disabled).to.equal(true);
    await type(el, divisionInput(el, 'Polk', "Cheatham's Division"), '1');
    await type(el, divisionInput(el, 'Johnston', "Ruggles' Division"), '');
    const clock = general(el, 'Johnston').querySelectorAll<HTMLInputElement>('.row input')[2]!;
    await type(el, clock, '4');
    expect(text(r(el).querySelector('.verdict'))).to.equal('These bids keep to the rules.');
    const ratings = [...r(el).querySelectorAll('table.ratings tbody tr')].map((tr) => text(tr));
    expect(ratings.slice(0, 2)).to.deep.equal(["Clark's Division 2", "Cheatham's Division 1"]);
    setTimeout(() => {
      put().click();
    });
    const e = await oneEvent(el, 'hs-clock-bid');
    expect(e.detail).to.deep.equal({ side: 'CSA', points: 4 });
  });

  it('App. I, Grandiose: rolls his PP for the turn with the exact odds (ruling A35)', async () => {
    const el = await make('grandiose-seed');
    await confederates(el);
    const polk = general(el, 'Polk');
    expect(text(polk.querySelector('.odds'))).to.contain('4 (83.3%), 7 (16.7%)');
    const roll = [...polk.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      text(b).startsWith('Roll for Grandiose'),
    )!;
    roll.click();
    await el.updateComplete;
    const face = seededRoller('grandiose-seed').roll(6);
    const want = turnBudget(5, ['grandiose'], { grandiose: face }).pp;
    const pp = general(el, 'Polk').querySelectorAll<HTMLInputElement>('.row input')[1]!;
    expect(pp.value).to.equal(String(want));
    expect(text(r(el).querySelector('[role="status"]'))).to.contain(`Grandiose ${face}`);
  });

  it('reads the ratings again when another tab saves them, and says so, keeping the bids typed', async () => {
    const store = await storeWithRatings();
    const el = await fixture<HsAofBidding>(
      html`<hs-aof-bidding scenario="shiloh" .storeOverride=${store}></hs-aof-bidding>`,
    );
    await confederates(el);
    await type(el, divisionInput(el, 'Polk', "Clark's Division"), '2');
    // Another tab rates Polk 6 PP and says so on the store's channel.
    await store.putUserData({
      gameSlug: 'altar-of-freedom',
      kind: 'general-ratings',
      updatedAt: '2026-11-21T10:00:00.000Z',
      data: { shiloh: { ...RATINGS.shiloh, polk: { pp: 6, traits: ['inept', 'grandiose'] } } },
    });
    const channel = new BroadcastChannel(STORE_CHANNEL);
    channel.postMessage({
      type: 'user-data',
      gameSlug: 'altar-of-freedom',
      kind: 'general-ratings',
    });
    channel.close();
    await waitUntil(() => text(general(el, 'Polk')).includes('Rated 6 PP'), 'not read again');
    expect(text(r(el).querySelector('[role="status"]'))).to.contain(
      'The generals’ ratings were changed in another tab or window',
    );
    expect(divisionInput(el, 'Polk', "Clark's Division").value).to.equal('2');
  });

  it('Shiloh turn 1: Grant is not on the table and the Union bids nothing (special rules)', async () => {
    const el = await make();
    await el.updateComplete;
    const onTable = general(el, 'Grant').querySelector<HTMLInputElement>('label.flag input')!;
    expect(onTable.checked).to.equal(false);
    expect(text(r(el).querySelector('.messages'))).to.contain('Surprise attack');
    await turn(el, '2');
    expect(
      general(el, 'Grant').querySelector<HTMLInputElement>('label.flag input')!.checked,
    ).to.equal(true);
  });

  it('App. I, Finest Hour: a D6 of bonus PP for end-of-turn moves', async () => {
    const el = await make('finest-seed');
    await confederates(el);
    const button = [...r(el).querySelectorAll<HTMLButtonElement>('.finest button')];
    expect(button.map((b) => text(b))).to.deep.equal(['Roll Finest Hour for Hardee']);
    button[0]!.click();
    await el.updateComplete;
    const n = seededRoller('finest-seed').roll(6);
    expect(text(r(el).querySelector('.finest'))).to.contain(`+${n} PP`);
  });

  it('the turn clock page puts the army’s clock bid on the control roll', async () => {
    const store = await storeWithRatings();
    const h = host([['scenario', 'shiloh']]);
    const clock = await fixture<HsAofClock>(
      html`<hs-aof-clock .host=${h} .storeOverride=${store}></hs-aof-clock>`,
    );
    const bidding = clock.shadowRoot!.querySelector('hs-aof-bidding')!;
    bidding.dispatchEvent(
      new CustomEvent('hs-clock-bid', {
        detail: { side: 'CSA', points: 3 },
        bubbles: true,
        composed: true,
      }),
    );
    await clock.updateComplete;
    expect(h.params).to.deep.include(['confederateClockPoints', '3']);
  });
});
