import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../../src/components/renderers/hs-roster.js';
import { COMMANDER_ROSTER } from '../../../src/core/games/price-of-freedom/commander-roster.js';
import {
  COMMANDER_USER_DATA,
  loadGameData,
} from '../../../src/core/games/price-of-freedom/index.js';
import { exportUserData } from '../../../src/core/shared/user-data.js';
import { compressToParam } from '../../../src/platform/compress.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as link } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';

const root = (el: HsRoster) => el.shadowRoot!;

async function make(params: [string, string][] = [], store = new MemoryStore()) {
  const host = link(params);
  const el = await fixture<HsRoster>(
    html`<hs-roster
      .descriptor=${COMMANDER_ROSTER}
      game="price-of-freedom"
      .host=${host}
      .store=${store}
    ></hs-roster>`,
  );
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
  return { el, host, store };
}

function row(el: HsRoster, name: string): HTMLTableRowElement {
  const r = [...root(el).querySelectorAll<HTMLTableRowElement>('table.roster tbody tr')].find(
    (tr) => text(tr.querySelector('.name')).startsWith(name),
  );
  if (!r) throw new Error(`no row ${name}`);
  return r;
}

/** What each value cell shows on screen (the print-only words left out). */
const cells = (el: HsRoster, name: string) =>
  [...row(el, name).querySelectorAll('td')].map((td) => {
    const copy = td.cloneNode(true) as HTMLElement;
    for (const e of copy.querySelectorAll('.print-only')) e.remove();
    return text(copy);
  });

const hasRow = (el: HsRoster, name: string) =>
  [...root(el).querySelectorAll('table.roster tbody tr .name')].some((n) =>
    text(n).startsWith(name),
  );

async function edit(el: HsRoster, id: string): Promise<HTMLFormElement> {
  root(el).querySelector<HTMLButtonElement>(`#edit-${id}`)!.click();
  await el.updateComplete;
  return root(el).querySelector<HTMLFormElement>(`#editor-${id}`)!;
}

async function pick(el: HsRoster, id: string, value: string): Promise<void> {
  const select = root(el).querySelector<HTMLSelectElement>(`#${id}`)!;
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

async function saved(store: MemoryStore) {
  return (await store.getUserData('price-of-freedom', 'commanders'))?.data;
}

describe('commanders (<hs-roster> with COMMANDER_ROSTER)', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
  });

  it('passes an accessibility audit with an editor open and errors shown', async () => {
    const { el } = await make();
    const form = await edit(el, 'usa-unnamed-1');
    const name = form.querySelector<HTMLInputElement>('input')!;
    name.value = 'Grant';
    name.dispatchEvent(new Event('input'));
    form.requestSubmit();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('lists all 25 commanders with their marks and what the rulebook reveals', async () => {
    const { el } = await make();
    const data = loadGameData();
    if (!data.ok) throw new Error('data');
    expect(root(el).querySelectorAll('table.roster tbody tr')).to.have.length(25);
    expect(text(root(el).querySelector('#side-usa'))).to.contain('15');
    expect(text(root(el).querySelector('#side-csa'))).to.contain('10');
    expect(text(row(el, 'R.E. Lee').querySelector('.name'))).to.contain('★');
    expect(text(row(el, 'Grant').querySelector('.name'))).to.contain('◆');
    expect(cells(el, 'R.E. Lee')[2]).to.equal('+1');
    expect(cells(el, 'Hood')[1]).to.equal('−1');
    expect(cells(el, 'Burnside')[2]).to.equal('0');
    expect(cells(el, 'Polk')[3]).to.equal('Turn 1');
    expect(cells(el, 'Grant')[0]).to.equal('not printed — enter');
    const placeholders = [...root(el).querySelectorAll('.placeholder')].map((p) => text(p));
    expect(placeholders).to.deep.equal([
      'Unnamed Union commander 1',
      'Unnamed Union commander 2',
      'Unnamed Confederate commander 1',
      'Unnamed Confederate commander 2',
      'Unnamed Confederate commander 3',
    ]);
    expect(text(row(el, 'Early'))).to.contain('never a theater commander');
  });

  it('saves an entry, marks it as the player’s and links it into the tools', async () => {
    const { el, store } = await make();
    const form = await edit(el, 'grant');
    expect(form.querySelectorAll('select')).to.have.length(5);
    await pick(el, 'adrm-grant', '1');
    await pick(el, 'turn-grant', '2');
    form.requestSubmit();
    await waitUntil(() => root(el).querySelector('#editor-grant') === null, 'editor stayed open');
    expect(await saved(store)).to.deep.equal({ commanders: { grant: { adrm: 1, entryTurn: 2 } } });
    expect(cells(el, 'Grant')[0]).to.equal('+1 ✎ yours');
    expect(cells(el, 'Grant')[3]).to.equal('Turn 2 ✎ yours');
    expect(row(el, 'Grant').className).to.contain('has-entered');
    const links = [...row(el, 'Grant').querySelectorAll('.links a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).to.deep.equal(['price-of-freedom/battle/?attacker=usa&a_cmdr=1']);
    expect(text(root(el).querySelector('.status'))).to.contain('Saved your entries for Grant');
    const again = await make([], store);
    await waitUntil(() => cells(again.el, 'Grant')[0] === '+1 ✎ yours', 'not read back');
  });

  it('rejects invalid values with messages and saves nothing', async () => {
    const { el, store } = await make();
    const form = await edit(el, 'usa-unnamed-1');
    const name = form.querySelector<HTMLInputElement>('input')!;
    name.value = 'grant';
    name.dispatchEvent(new Event('input'));
    form.requestSubmit();
    await el.updateComplete;
    const errors = root(el).querySelector('#errors-usa-unnamed-1')!;
    expect(text(errors)).to.contain('another commander is already called “grant”');
    expect(root(el).activeElement).to.equal(errors);
    expect(await saved(store)).to.equal(undefined);
    const mac = await edit(el, 'mcclellan');
    await pick(el, 'adrm-mcclellan', '0');
    await pick(el, 'ddrm-mcclellan', '0');
    mac.requestSubmit();
    await el.updateComplete;
    expect(text(root(el).querySelector('#errors-mcclellan'))).to.contain(
      'defence rating must be better than his attack rating',
    );
    expect(await saved(store)).to.equal(undefined);
    await pick(el, 'ddrm-mcclellan', '1');
    mac.requestSubmit();
    await waitUntil(async () => (await saved(store)) !== undefined);
    expect(await saved(store)).to.deep.equal({ commanders: { mcclellan: { adrm: 0, ddrm: 1 } } });
  });

  it('names an unnamed commander and clears the entry again', async () => {
    const { el, store } = await make();
    const form = await edit(el, 'csa-unnamed-2');
    const name = form.querySelector<HTMLInputElement>('input')!;
    name.value = 'Bragg';
    name.dispatchEvent(new Event('input'));
    form.requestSubmit();
    await waitUntil(() => hasRow(el, 'Bragg'), 'name not saved');
    expect(text(row(el, 'Bragg').querySelector('.name'))).to.contain('name yours');
    await edit(el, 'csa-unnamed-2');
    [...root(el).querySelectorAll('button')].find((b) => text(b) === 'Clear my entries')!.click();
    await waitUntil(async () => {
      const data = (await saved(store)) as { commanders: Record<string, unknown> } | undefined;
      return data !== undefined && Object.keys(data.commanders).length === 0;
    });
    expect(text(root(el).querySelectorAll('.placeholder')[3])).to.equal(
      'Unnamed Confederate commander 2',
    );
  });

  it('opens the editor from a “not printed — enter” cell', async () => {
    const { el } = await make();
    const cell = row(el, 'Thomas').querySelector<HTMLButtonElement>('button.missing')!;
    expect(cell.getAttribute('aria-label')).to.equal('ADRM of Thomas: not printed — enter');
    cell.click();
    await el.updateComplete;
    expect(root(el).querySelector('#editor-thomas')).to.not.equal(null);
  });

  it('imports the data of a link only after the player agrees', async () => {
    const payload = await compressToParam(
      JSON.stringify(
        exportUserData(
          COMMANDER_USER_DATA,
          { commanders: { meade: { ddrm: 1 } } },
          new Date().toISOString(),
        ),
      ),
    );
    const { el, host, store } = await make([
      ['side', 'union'],
      ['data', payload],
    ]);
    await waitUntil(() => text(root(el).querySelector('.notice')).includes('1 commander'));
    expect(await saved(store)).to.equal(undefined);
    [...root(el).querySelectorAll('button')]
      .find((b) => text(b) === 'Use the link’s entries')!
      .click();
    await waitUntil(async () => (await saved(store)) !== undefined);
    expect(await saved(store)).to.deep.equal({ commanders: { meade: { ddrm: 1 } } });
    await waitUntil(() => cells(el, 'Meade')[1] === '+1 ✎ yours');
    expect(host.params).to.deep.equal([['side', 'union']]);
  });

  it('refuses a damaged link and keeps the player’s data', async () => {
    const { el, store } = await make([['data', 'not-a-valid-payload']]);
    await waitUntil(() => text(root(el).querySelector('.notice')).includes('could not be used'));
    [...root(el).querySelectorAll('button')].find((b) => text(b) === 'Dismiss')!.click();
    await el.updateComplete;
    expect(root(el).querySelector('.notice')).to.equal(null);
    expect(await saved(store)).to.equal(undefined);
  });

  it('shows one side from the link, and says so when the link is wrong', async () => {
    const { el, host } = await make([['side', 'confederate']]);
    expect(root(el).querySelectorAll('table.roster')).to.have.length(1);
    expect(root(el).querySelectorAll('table.roster tbody tr')).to.have.length(10);
    const union = [...root(el).querySelectorAll<HTMLInputElement>('input[name="side"]')][1]!;
    union.click();
    await el.updateComplete;
    expect(host.params).to.deep.equal([['side', 'union']]);
    expect(root(el).querySelectorAll('table.roster tbody tr')).to.have.length(15);
    const bad = await make([
      ['side', 'north'],
      ['zoom', '2'],
    ]);
    const notice = text(root(bad.el).querySelector('.notice'));
    expect(notice).to.contain('“north” is not a side');
    expect(notice).to.contain('“zoom” is not a setting');
    expect(root(bad.el).querySelectorAll('table.roster')).to.have.length(2);
  });
});
