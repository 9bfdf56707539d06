import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-setup-sheet.js';
import type { HsSetupSheet } from '../../../src/components/renderers/hs-setup-sheet.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, pageRules, text } from '../../helpers/dom.js';
import { NOTE_DATA, TEST_SETUP } from '../../helpers/fixture-sheets.js';
import { recordingHost } from '../../helpers/tool-host.js';

async function render(params: [string, string][] = [], store = new MemoryStore()) {
  const host = recordingHost(params);
  const el = await fixture<HsSetupSheet>(
    html`<hs-setup-sheet
      .descriptor=${TEST_SETUP}
      game="test-game"
      .host=${host}
      .store=${store}
    ></hs-setup-sheet>`,
  );
  await el.updateComplete;
  return { el, host, r: el.shadowRoot! };
}

describe('<hs-setup-sheet>', () => {
  before(async () => {
    await setUpAppDocument();
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render();
    await expect(el).to.be.accessible();
  });

  it('draws the masthead, pairs of sections, facts, tables and lists from the data', async () => {
    const { r } = await render();
    expect(text(r.querySelector('h2'))).to.equal('First Battle');
    expect(text(r.querySelector('.kicker'))).to.equal('Test game · Setup');
    expect(every(r, '.pair > section.block')).to.have.length(2);
    expect(r.querySelector('#turns-h')?.closest('section')?.classList.contains('flow')).to.equal(
      true,
    );
    expect(text(r.querySelector('table.facts'))).to.contain('Note none');
    const link = r.querySelector<HTMLAnchorElement>('table.facts a.ruling-link');
    expect(link?.getAttribute('href')).to.match(/test-game\/rulings\/#A1$/);
    expect(text(r.querySelector('.sub h4'))).to.equal('Who');
    expect(text(r.querySelector('.unit[data-id="grant"]'))).to.equal('Grant');
    expect(r.querySelector('.commander a.ruling-link')?.textContent).to.equal('ruling C2');
    const rows = every(r, 'table.turns.flows tbody tr');
    expect(rows).to.have.length(3);
    for (const row of rows) {
      expect(row.querySelector('th[scope="row"]')).to.not.equal(null);
      expect(row.querySelectorAll('td.tick .box')).to.have.length(1);
      expect(row.querySelectorAll('li')).to.have.length(2);
    }
    expect(text(r.querySelector('table.turns td.num'))).to.equal('2');
    expect(r.querySelector('table.turns td.num')?.getAttribute('data-label')).to.equal('Corps');
    expect(text(r.querySelector('table.turns caption'))).to.equal('Each turn');
    expect(text(r.querySelector('table.turns thead th.tick'))).to.equal('Played');
    expect(text(r.querySelector('table.turns tfoot'))).to.contain('Total 12');
    expect(r.querySelector('.legend a.no-print')?.getAttribute('href')).to.match(/roster\/$/);
    expect(text(r.querySelector('.legend .print-only'))).to.equal('roster page');
    expect(text(r.querySelector('ul.rulings .rid'))).to.equal('A1');
  });

  it('reads its choices from the link, with notices for values and keys it does not know', async () => {
    const { r } = await render([
      ['battle', 'third'],
      ['paper', 'a3'],
      ['x', '1'],
    ]);
    const notice = text(r.querySelector('.notice'));
    expect(notice).to.contain('No battle “third”');
    expect(notice).to.contain('Paper “a3”');
    expect(notice).to.contain('“x” is not a setting');
    expect(text(r.querySelector('h2'))).to.equal('First Battle');
    expect(pageRules()).to.match(/size: a4/i);
  });

  it('writes each choice to the link and sets the page rule', async () => {
    const { el, r, host } = await render([['paper', 'letter']]);
    expect(pageRules()).to.match(/size: letter/i);
    expect(pageRules()).to.contain('Test game · First Battle');
    const select = r.querySelector('select')!;
    select.value = 'second';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(host.params).to.deep.equal([
      ['battle', 'second'],
      ['paper', 'letter'],
    ]);
    expect(text(r.querySelector('h2'))).to.equal('Second Battle');
    expect(text(r.querySelector('[role="status"]'))).to.contain('Second Battle');
    r.querySelector<HTMLInputElement>('input[name="paper"][value="a4"]')!.click();
    await el.updateComplete;
    expect(host.params).to.deep.include(['paper', 'a4']);
    expect(text(r.querySelector('[role="status"]'))).to.contain('will print on A4');
    el.remove();
    expect(pageRules()).to.equal('');
  });

  it('shows the player’s entries, and says so plainly when the data cannot be read', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: NOTE_DATA.gameSlug,
      kind: NOTE_DATA.kind,
      updatedAt: new Date().toISOString(),
      data: { note: 'Bring dice' },
    });
    const { r } = await render([], store);
    await waitUntil(() => text(r.querySelector('table.facts')).includes('Bring dice'));
    const broken = await render([['battle', 'broken']]);
    expect(text(broken.r.querySelector('[role="alert"]'))).to.equal('This battle cannot be read.');
    expect(broken.r.querySelector('.sheet')).to.equal(null);
  });

  it('prints the sheet without its controls, with a tick box on each row', async () => {
    const { r } = await render();
    await emulateMedia({ media: 'print' });
    expect(getComputedStyle(r.querySelector('.controls')!).display).to.equal('none');
    for (const box of every(r, 'td.tick'))
      expect(getComputedStyle(box).display).to.not.equal('none');
    expect(getComputedStyle(r.querySelector('.legend .print-only')!).display).to.equal('inline');
    expect(getComputedStyle(r.querySelector('.legend a')!).display).to.equal('none');
  });
});
