import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../../src/components/renderers/hs-roster.js';
import type { HsKeyedGrid } from '../../../src/components/renderers/hs-keyed-grid.js';
import { CHARTS_ROSTER } from '../../../src/core/games/us-civil-war/charts-roster.js';
import { CRT_COLUMN_IDS } from '../../../src/core/games/us-civil-war/crt-columns.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { CRT_FIXTURE } from '../../helpers/uscw-crt-fixture.js';
import { waitUntil } from '../../helpers/wait.js';

const KIND = CHARTS_ROSTER.userData;

async function make(store = new MemoryStore()) {
  const el = await fixture<HsRoster>(
    html`<hs-roster
      .descriptor=${CHARTS_ROSTER}
      game="us-civil-war"
      .host=${recordingHost([])}
      .store=${store}
    ></hs-roster>`,
  );
  await waitUntil(() =>
    el.shadowRoot?.querySelector('hs-keyed-grid')?.shadowRoot?.querySelector('table'),
  );
  const grid = el.shadowRoot!.querySelector<HsKeyedGrid>('hs-keyed-grid')!;
  return { el, grid, root: grid.shadowRoot!, store };
}

const cell = (root: ShadowRoot, column: string, row: number) => {
  const input = root.getElementById(`cell-${column}@${row}`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no cell ${column}@${row}`);
  return input;
};

/** The fixture CRT as a block copied from a spreadsheet: totals -1 to 13, columns 0 to 9-12. */
function fixtureBlock(change?: { column: string; total: number; to: string }): string {
  const ids = CRT_COLUMN_IDS.filter((id) => CRT_FIXTURE[id]);
  const lines: string[] = [];
  for (let t = -1; t <= 13; t++)
    lines.push(
      ids
        .map((id) => {
          if (change && change.column === id && change.total === t) return change.to;
          const col = CRT_FIXTURE[id]!;
          return col.results[t - col.from] ?? '';
        })
        .join('\t'),
    );
  return lines.join('\n');
}

function paste(input: HTMLInputElement, textToPaste: string): ClipboardEvent {
  const data = new DataTransfer();
  data.setData('text/plain', textToPaste);
  const event = new ClipboardEvent('paste', {
    clipboardData: data,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  input.dispatchEvent(event);
  return event;
}

function saveGrid(grid: HsKeyedGrid): void {
  const save = [...grid.shadowRoot!.querySelectorAll('button')].find(
    (b) => text(b) === 'Save the grid',
  )!;
  save.click();
}

/** Pastes the fixture from column 0 at total -1 (a row added above first) and saves it. */
async function pasteFixture(
  grid: HsKeyedGrid,
  root: ShadowRoot,
  change?: { column: string; total: number; to: string },
) {
  [...root.querySelectorAll('button')].find((b) => text(b) === 'Add a row above')!.click();
  await grid.updateComplete;
  const event = paste(cell(root, '0', -1), fixtureBlock(change));
  expect(event.defaultPrevented).to.equal(true);
  await grid.updateComplete;
}

describe('<hs-keyed-grid> (a keyed results table as a grid)', () => {
  before(setUpAppDocument);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('labels every cell by its column and row, in a real table, and passes an audit', async () => {
    const { grid, root } = await make();
    expect(every(root, 'thead th[scope="col"]')).to.have.length(CRT_COLUMN_IDS.length + 1);
    expect(every(root, 'tbody th[scope="row"]').map((th) => text(th))[0]).to.equal('0');
    expect(cell(root, '5-6', 7).getAttribute('aria-label')).to.equal('Column 5-6, total 7');
    for (const input of every<HTMLInputElement>(root, 'input.cell').slice(0, 12))
      expect(input.getBoundingClientRect().height).to.be.at.least(44);
    await expect(grid).to.be.accessible();
  });

  it('shows the whole table on a tablet and one column at a time on a phone', async () => {
    await setViewport({ width: 820, height: 1180 });
    const { grid, root } = await make();
    const shownHeads = () =>
      every<HTMLElement>(root, 'thead th.col').filter((th) => th.checkVisibility());
    expect(shownHeads()).to.have.length(CRT_COLUMN_IDS.length);
    await setViewport({ width: 390, height: 844 });
    await waitUntil(() => shownHeads().length === 1);
    expect(text(shownHeads()[0])).to.equal('0');
    [...root.querySelectorAll('button')].find((b) => text(b).startsWith('Next:'))!.click();
    await grid.updateComplete;
    expect(text(shownHeads()[0])).to.equal('1');
    expect(text(root.querySelector('.colnav p'))).to.equal('Column 1 · 2 of 10');
    expect(grid.scrollWidth).to.be.at.most(390);
  });

  it('moves to the next cell with Enter: along the row on a tablet, down the column on a phone', async () => {
    const { grid, root } = await make();
    cell(root, '0', 1).focus();
    await sendKeys({ type: '1' });
    await sendKeys({ press: 'Enter' });
    expect(root.activeElement).to.equal(cell(root, '1', 1));
    await setViewport({ width: 390, height: 844 });
    // The phone shows the column last worked in.
    await waitUntil(() => !cell(root, '0', 1).checkVisibility());
    cell(root, '1', 1).focus();
    await sendKeys({ press: 'Enter' });
    expect(root.activeElement).to.equal(cell(root, '1', 2));
    // At a column's last row Enter opens the next column at its first.
    cell(root, '1', 18).focus();
    await sendKeys({ press: 'Enter' });
    await grid.updateComplete;
    await waitUntil(() => root.activeElement === cell(root, '2', 0));
    expect(text(root.querySelector('.colnav p'))).to.equal('Column 2 · 3 of 10');
  });

  it('keys a column in on a phone, cell after cell, and saves it whole', async () => {
    await setViewport({ width: 390, height: 844 });
    const { grid, root, store } = await make();
    cell(root, '0', 1).focus();
    for (const r of CRT_FIXTURE['0']!.results) {
      await sendKeys({ type: r });
      await sendKeys({ press: 'Enter' });
    }
    await grid.updateComplete;
    expect(cell(root, '0', 8).value).to.equal('1');
    saveGrid(grid);
    await waitUntil(async () => (await store.getUserData('us-civil-war', KIND.kind)) !== undefined);
    const saved = (await store.getUserData('us-civil-war', KIND.kind))?.data as {
      crt: unknown;
    };
    expect(saved.crt).to.deep.equal({ '0': CRT_FIXTURE['0'] });
  });

  it('fills the grid from a pasted block; the rulebook’s examples then all check out', async () => {
    const { grid, root, store } = await make();
    await pasteFixture(grid, root);
    expect(cell(root, '2', -1).value).to.equal('0');
    expect(cell(root, '9-12', 13).value).to.equal('3');
    expect(text(root.querySelector('.status'))).to.equal(
      'Pasted 120 cells from column 0, total -1: not saved yet.',
    );
    saveGrid(grid);
    await waitUntil(async () => (await store.getUserData('us-civil-war', KIND.kind)) !== undefined);
    const saved = (await store.getUserData('us-civil-war', KIND.kind))?.data as {
      crt: unknown;
    };
    expect(saved.crt).to.deep.equal(CRT_FIXTURE);
    await grid.updateComplete;
    const checks = every(root, '.checks li');
    expect(
      checks.filter((li) => li.classList.contains('pass')).map((li) => li.id),
    ).to.include.members(['check-V1', 'check-V9', 'check-PV1', 'check-PV6']);
    expect(root.querySelectorAll('.checks li.fail')).to.have.length(0);
    expect(root.querySelectorAll('td.fail')).to.have.length(0);
  });

  it('names the cell a check concerns when one disagrees (V9: column 9-12 at total 13)', async () => {
    const { grid, root } = await make();
    await pasteFixture(grid, root, { column: '9-12', total: 13, to: '2' });
    const failed = every(root, '.checks li.fail');
    expect(failed.map((li) => li.id)).to.deep.equal(['check-V9']);
    const td = cell(root, '9-12', 13).closest('td')!;
    expect(td.classList.contains('fail')).to.equal(true);
    expect(text(td.querySelector('.mark'))).to.equal('✗V9');
    expect(cell(root, '9-12', 13).getAttribute('aria-describedby')).to.contain('check-V9');
  });

  it('refuses a paste whole when a cell does not read, changing nothing', async () => {
    const { grid, root } = await make();
    const event = paste(cell(root, '1', 3), '1\t2\n1*\tx9\n2\t2');
    expect(event.defaultPrevented).to.equal(true);
    await grid.updateComplete;
    const alert = root.querySelector('[role="alert"]')!;
    expect(text(alert)).to.match(
      /^Not pasted: “x9” at column 2, total 4 does not read as a cell\./,
    );
    expect(text(alert)).to.contain('Nothing was changed.');
    expect(cell(root, '1', 3).value).to.equal('');
    expect(cell(root, '2', 3).value).to.equal('');
    expect(
      [...root.querySelectorAll('button')].some((b) => text(b) === 'Discard typed cells'),
    ).to.equal(false);
  });

  it('draws nothing of its alert region while there is no problem, and the problem once there is', async () => {
    const { grid, root } = await make();
    const alert = root.querySelector<HTMLElement>('.problem[role="alert"]')!;
    expect(alert.getBoundingClientRect().height, 'an empty box is drawn').to.equal(0);
    paste(cell(root, '17+', 0), '1\t2');
    await grid.updateComplete;
    expect(alert.getBoundingClientRect().height).to.be.greaterThan(20);
    expect(getComputedStyle(alert.querySelector('ul')!).borderTopWidth).to.equal('2px');
  });

  it('refuses a block wider than the columns left', async () => {
    const { grid, root } = await make();
    paste(cell(root, '17+', 0), '1\t2');
    await grid.updateComplete;
    expect(text(root.querySelector('[role="alert"]'))).to.equal(
      'Not pasted: the block is 2 columns wide, and from column 17+ there is 1. Nothing was changed.',
    );
  });

  it('refuses to save a column with an empty cell between results, naming it', async () => {
    const { grid, root, store } = await make();
    paste(cell(root, '3', 2), '1\n\n2'.replace('\n\n', '\n-\n'));
    await grid.updateComplete;
    const gap = cell(root, '3', 3);
    gap.value = '';
    gap.dispatchEvent(new Event('input'));
    saveGrid(grid);
    await waitUntil(() => text(root.querySelector('[role="alert"]')) !== '');
    expect(text(root.querySelector('[role="alert"]'))).to.equal(
      'Column 3 has an empty cell at total 3 between results: fill it in.',
    );
    expect(gap.getAttribute('aria-invalid')).to.equal('true');
    expect(await store.getUserData('us-civil-war', KIND.kind)).to.equal(undefined);
  });
});
