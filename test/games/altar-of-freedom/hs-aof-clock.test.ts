import '../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/games/altar-of-freedom/hs-aof-clock.js';
import type { HsAofClock } from '../../../src/games/altar-of-freedom/hs-aof-clock.js';
import { seededRoller } from '../../../src/core/shared/roller.js';
import { resolveTool } from '../../../src/core/shared/index.js';
import { rollFromSeed } from '../../../src/core/shared/roll-link.js';
import { turnClockTool } from '../../../src/core/games/altar-of-freedom/index.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as host } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/wait.js';

const click = async (el: HsAofClock, text: string) => {
  const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('section.clock button')].find(
    (x) => x.textContent.trim().startsWith(text),
  );
  if (!b) throw new Error(`no button ${text}`);
  b.click();
  await el.updateComplete;
};

describe('<hs-aof-clock>', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit', async () => {
    const el = await fixture<HsAofClock>(html`<hs-aof-clock .host=${host()}></hs-aof-clock>`);
    await expect(el).to.be.accessible();
  });

  it('folds its set-up behind one line and puts the roll, then the clock, right after it', async () => {
    const el = await fixture<HsAofClock>(
      html`<hs-aof-clock
        .host=${host([
          ['scenario', 'antietam'],
          ['unionClockPoints', '3'],
          ['controller', 'USA'],
          ['clock', '9'],
          ['levels', '1'],
        ])}
      ></hs-aof-clock>`,
    );
    const roller = el.shadowRoot!.querySelector('hs-roll-tool')!;
    await roller.updateComplete;
    const layout = roller.shadowRoot!.querySelector('.layout.folded')!;
    // In the roller's own order: the page's notices, the folded set-up, the roll, the page's next
    // step, the rest.
    const part = (c: Element) =>
      [
        ['slot[name="lead"]', 'notices'],
        ['details.setup', 'set-up'],
        ['section.roll', 'roll'],
        ['slot[name="after-roll"]', 'next step'],
        ['div.main', 'rest'],
      ].find(([sel]) => c.matches(sel!))?.[1] ?? c.localName;
    expect([...layout.children].map(part)).to.deep.equal([
      'notices',
      'set-up',
      'roll',
      'next step',
      'rest',
    ]);
    const setup = layout.querySelector<HTMLDetailsElement>('details.setup')!;
    expect(setup.open).to.equal(false);
    const summary = setup.querySelector('summary')!;
    // The bid is kept (and counted) while folded.
    expect(text(summary)).to.contain('Union +3 · Confederate ±0');
    // The scenario and the worksheet are in the fold; the clock is what follows the roll.
    const inFold = setup.querySelector<HTMLSlotElement>('slot[name="setup"]')!.assignedElements();
    expect(inFold.map((e) => e.querySelector('select') !== null)).to.deep.equal([true]);
    const next = layout
      .querySelector<HTMLSlotElement>('slot[name="after-roll"]')!
      .assignedElements();
    expect(next.map((e) => e.className)).to.deep.equal(['clock']);
    expect(el.shadowRoot!.querySelector('.value')!.textContent).to.equal('9');
    expect(text(next[0])).to.contain('The Battle of Antietam');
    expect(roller.shadowRoot!.querySelector('button.big')).not.to.equal(null);
  });

  it('sets the scenario’s die to its highest face, then takes the chosen depletion roll off (Antietam d16)', async () => {
    const h = host([['scenario', 'antietam']]);
    const el = await fixture<HsAofClock>(
      html`<hs-aof-clock .host=${h} .seedSource=${() => 'clock-seed'}></hs-aof-clock>`,
    );
    await click(el, 'Confederate');
    expect(el.shadowRoot!.querySelector('.value')!.textContent).to.equal('16');
    await click(el, 'Highest bid');
    await click(el, 'Roll depletion');
    const roller = seededRoller('clock-seed');
    const usa = roller.roll(6);
    const csa = roller.roll(6);
    const offered = [
      ...el.shadowRoot!.querySelectorAll('.rolls[aria-label^="Take one"] button'),
    ].map((b) => Number(b.textContent.trim()[0]));
    // The controller's own result first, then the other army commander's.
    expect(offered).to.deep.equal([csa, usa]);
    await click(el, String(csa));
    expect(el.shadowRoot!.querySelector('.value')!.textContent).to.equal(String(16 - csa));
    expect(h.params).to.deep.include.members([
      ['scenario', 'antietam'],
      ['controller', 'CSA'],
      ['clock', String(16 - csa)],
      ['levels', '2'],
    ]);
  });

  it('carries the control roll’s winner into the clock, without asking who won', async () => {
    // A seed whose control roll the Union wins outright.
    const seed = Array.from({ length: 50 }, (_, i) => `control-${i}`).find(
      (sd) =>
        resolveTool(turnClockTool, rollFromSeed(turnClockTool, sd), {}).resolution.outcome.key ===
        'union',
    );
    if (!seed) throw new Error('no winning seed');
    const h = host();
    const el = await fixture<HsAofClock>(html`<hs-aof-clock .host=${h}></hs-aof-clock>`);
    const roller = el.shadowRoot!.querySelector('hs-roll-tool')!;
    roller.seedSource = () => seed;
    await roller.updateComplete;
    roller.shadowRoot!.querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('.value'), 'the clock was not set');
    expect(text(el.shadowRoot!.querySelector('section.clock'))).to.contain('Union control');
    expect(text(el.shadowRoot!.querySelector('section.clock'))).not.to.contain('say who won');
    expect(h.params).to.deep.include.members([['controller', 'USA']]);
  });

  it('never resets a clock read from its link when the control roll is shown again', async () => {
    const h = host([
      ['dice', '1,6'],
      ['controller', 'USA'],
      ['clock', '3'],
      ['levels', '1'],
    ]);
    const el = await fixture<HsAofClock>(html`<hs-aof-clock .host=${h}></hs-aof-clock>`);
    const roller = el.shadowRoot!.querySelector('hs-roll-tool')!;
    await waitUntil(() => roller.shadowRoot?.querySelector('.outcome'), 'no control roll shown');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.value')!.textContent).to.equal('3');
    expect(text(el.shadowRoot!.querySelector('section.clock'))).to.contain('Union control');
  });

  it('restores the clock from its link and ends the turn when it reaches 0', async () => {
    const el = await fixture<HsAofClock>(
      html`<hs-aof-clock
        .host=${host([
          ['scenario', 'shiloh'],
          ['controller', 'USA'],
          ['clock', '3'],
          ['levels', '2'],
        ])}
      ></hs-aof-clock>`,
    );
    expect(el.shadowRoot!.querySelector('.value')!.textContent).to.equal('3');
    const direct = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(
        '.rolls[aria-label^="Take a number"] button',
      ),
    ].find((b) => b.textContent.trim().startsWith('5'))!;
    direct.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.expired')!.textContent).to.contain('run out');
  });

  it('a Masterful commander without the clock keeps one die first, and the odds say so (App. I, Masterful; ruling A51)', async () => {
    const el = await fixture<HsAofClock>(
      html`<hs-aof-clock
        .host=${host([
          ['scenario', 'shiloh'],
          ['controller', 'USA'],
          ['clock', '4'],
          ['levels', '1'],
        ])}
        .seedSource=${() => 'masterful-seed'}
      ></hs-aof-clock>`,
    );
    const r = el.shadowRoot!;
    expect(r.querySelector('ul.odds')!.textContent).to.contain('75%');
    const flags = [...r.querySelectorAll<HTMLInputElement>('label.flag input')];
    expect(flags).to.have.length(2);
    flags[1]!.click();
    await el.updateComplete;
    const cells = [...r.querySelectorAll('table.odds tbody td')].map((c) => c.textContent.trim());
    // Controller takes the higher: 87.5% if he keeps his higher, 62.5% if his lower.
    expect(cells).to.deep.equal(['87.5%', '62.5%', '37.5%', '12.5%']);
    await click(el, 'Roll depletion');
    const roller = seededRoller('masterful-seed');
    const usa = roller.roll(6);
    const csa = [roller.roll(6), roller.roll(6)];
    const keep = [...r.querySelectorAll('.rolls[aria-label$="keeps one die"] button')];
    expect(keep.map((b) => Number(b.textContent.trim()[0]))).to.deep.equal(csa);
    (keep[1] as HTMLButtonElement).click();
    await el.updateComplete;
    const offered = [...r.querySelectorAll('.rolls[aria-label^="Take one"] button')].map((b) =>
      Number(b.textContent.trim()[0]),
    );
    expect(offered).to.deep.equal([usa, csa[1]]);
  });
});
