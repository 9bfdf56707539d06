import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-roll-data.js';
import type { HsRollData } from '../../../src/components/renderers/hs-roll-data.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { MODULE } from '../../../src/core/games/us-civil-war/module.js';
import { loadTool } from '../../../src/core/shared/game-module.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { CHARTS_FIXTURE } from '../../helpers/uscw-crt-fixture.js';
import { waitUntil } from '../../helpers/wait.js';

/** "How Safe is Washington?" as a link: Lee and Jackson with a card, McDowell in an F3 fort. */
const WASHINGTON: [string, string][] = [
  ['aSp', '11'],
  ['aCmd', '2'],
  ['aSub1', '2'],
  ['aCard', '1'],
  ['dSp', '5'],
  ['dCmd', '1'],
  ['fort', 'f3'],
  ['terrain', 'navigable-river'],
  ['dice', '3.4,4'],
];

/** The battle page with `charts` saved (none when undefined), opened from the Washington link. */
async function open(charts?: unknown, link = WASHINGTON): Promise<HsRollTool> {
  const held = MODULE.tools['battle'];
  if (!held) throw new Error('no battle descriptor');
  const store = new MemoryStore();
  if (charts !== undefined)
    await store.putUserData({
      gameSlug: 'us-civil-war',
      kind: 'charts',
      updatedAt: new Date().toISOString(),
      data: charts,
    });
  const el = await fixture<HsRollData>(
    html`<hs-roll-data
      .descriptor=${await loadTool(held)}
      game="us-civil-war"
      .host=${recordingHost(link)}
      .store=${store}
    ></hs-roll-data>`,
  );
  const roller = el.querySelector('hs-roll-tool') as HsRollTool;
  await roller.updateComplete;
  return roller;
}

const outcome = (el: HsRollTool) => text(el.shadowRoot!.querySelector('.outcome'));

describe('US Civil War land battle page', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('How Safe is Washington?, with the CRT keyed in: Lee wins 3 to 2, with the odds', async () => {
    const el = await open(CHARTS_FIXTURE);
    await waitUntil(() => outcome(el) === 'Attacker wins', 'the entered CRT was not read');
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.result'))).to.contain('13 on the 9-12 column reads 3');
    const odds = shown.querySelector('.odds hs-odds-view');
    await (odds as { updateComplete?: Promise<unknown> } | null)?.updateComplete;
    expect(odds?.shadowRoot?.textContent ?? '').to.match(/Attacker wins[^]*%/);
    await expect(el).to.be.accessible();
  });

  it('without a CRT shows the columns, dice and totals, and which columns to key in', async () => {
    const el = await open();
    await waitUntil(() => outcome(el) !== '', 'no outcome');
    const shown = el.shadowRoot!;
    expect(outcome(el)).to.equal('No result: CRT not usable');
    expect(text(shown.querySelector('.result'))).to.contain('columns 9-12 and 5-6');
    expect(text(shown.querySelector('.breakdown'))).to.contain('13');
  });

  it('How Safe is Washington? with Lee, Jackson and McDowell picked from the counters', async () => {
    const charts = {
      ...CHARTS_FIXTURE,
      generals: { ...CHARTS_FIXTURE.generals, lee: { attack: 2 }, jackson: { attack: 2 } },
    };
    const picks: [string, string][] = [
      ...WASHINGTON.filter(([k]) => !['aCmd', 'aSub1', 'dCmd'].includes(k)),
      ['aCmdGen', 'lee'],
      ['aSub1Gen', 'jackson'],
      ['dCmdGen', 'mcdowell'],
    ];
    const el = await open(charts, picks);
    await waitUntil(() => outcome(el) === 'Attacker wins', 'the picks were not read');
    const lists = [...el.shadowRoot!.querySelectorAll('hs-modifier-list')];
    expect(lists.length).to.equal(2);
    const attacker = lists[0]!.shadowRoot!;
    const pick = attacker.querySelector<HTMLSelectElement>('#i-aCmdGen');
    expect(pick?.value).to.equal('lee');
    expect(attacker.querySelector('#i-aCmd')).to.equal(null);
    expect(text(attacker.querySelector('.total output'))).to.equal('+6');
    expect(text(el.shadowRoot!.querySelector('.result'))).to.contain(
      '13 on the 9-12 column reads 3',
    );
    await expect(el).to.be.accessible();
  });
});
