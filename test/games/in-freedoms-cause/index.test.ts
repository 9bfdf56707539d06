import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { GAME_UI } from '../../../src/games/registry.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import type { Store } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { recordingHost, recordingHost as host } from '../../helpers/tool-host.js';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-calculator.js';
import '../../../src/components/renderers/hs-roll-tool.js';
import type { HsCalculator } from '../../../src/components/renderers/hs-calculator.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { MODULE } from '../../../src/core/games/in-freedoms-cause/module.js';
import {
  loadTool,
  type CalculatorDescriptor,
  type RollToolDescriptor,
} from '../../../src/core/shared/game-module.js';

const GAME = 'in-freedoms-cause';

/** The text of `el` and of every shadow root below it. */
function deepText(el: Element | ShadowRoot): string {
  let out = el.textContent;
  for (const child of el.querySelectorAll('*'))
    if (child.shadowRoot) out += ` ${deepText(child.shadowRoot)}`;
  return out.replace(/\s+/g, ' ');
}

/** A tool of the game as its page makes it, attached to the document. */
async function tool(slug: string, params: [string, string][] = [], store?: Store) {
  const ui = await GAME_UI[GAME]!();
  const el = (await ui.createTool(slug, host(params))) as LitElement & { store?: Store };
  if (store) el.store = store;
  return fixture<LitElement>(html`${el}`);
}

describe('In Freedom’s Cause model tools in the browser', () => {
  before(setUpAppDocument);

  for (const slug of ['fire', 'melee', 'unit-morale', 'model'])
    it(`says on the ${slug} page that its numbers are Haversack’s model`, async () => {
      const el = await tool(slug, [], new MemoryStore());
      await waitUntil(() => deepText(el.shadowRoot!).includes('Haversack’s model'));
      expect(deepText(el.shadowRoot!)).to.contain('not the publisher’s');
    });

  it('draws the fire table from the player’s saved parameters', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: GAME,
      kind: 'model',
      updatedAt: '2026-11-20T10:00:00.000Z',
      data: { values: { 'rate-minie-r6': 0 } },
    });
    const el = await tool(
      'fire',
      [
        ['weapon', 'minie'],
        ['range', 'r6'],
      ],
      store,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('.breakdown tbody tr') !== null);
    await waitUntil(() =>
      [...el.shadowRoot!.querySelectorAll('.breakdown tbody td:last-child')].every(
        (td) => td.textContent.trim() === '0',
      ),
    );
    const cells = every(el.shadowRoot!, '.breakdown tbody td:last-child');
    expect(cells).to.have.length(11);
  });

  it('refuses a musket beyond its range', async () => {
    const el = await tool(
      'fire',
      [
        ['weapon', 'musket'],
        ['range', 'r36'],
      ],
      new MemoryStore(),
    );
    await el.updateComplete;
    expect(deepText(el.shadowRoot!)).to.contain('Fire not allowed');
  });
});

/** The roller of `slug` opened from a link with `params`, settled. */
async function openRoller(slug: string, params: [string, string][]): Promise<HsRollTool> {
  const held = MODULE.tools[slug];
  if (!held) throw new Error(`no descriptor for ${slug}`);
  const d = (await loadTool(held)) as RollToolDescriptor;
  const el = await fixture<HsRollTool>(
    html`<hs-roll-tool
      .tool=${d.tool}
      game=${GAME}
      .host=${recordingHost(params)}
      .cellText=${d.cellText}
      .examples=${d.examples ?? []}
      .storeOverride=${new MemoryStore()}
    ></hs-roll-tool>`,
  );
  await el.updateComplete;
  for (const child of el.shadowRoot!.querySelectorAll('*'))
    await (child as { updateComplete?: Promise<unknown> }).updateComplete;
  return el;
}

/** The casualty calculator opened from a link with `params`. */
async function openCalculator(params: [string, string][]): Promise<HsCalculator> {
  const held = MODULE.tools['casualties'];
  if (!held) throw new Error(`no descriptor for casualties`);
  const d = (await loadTool(held)) as CalculatorDescriptor;
  const el = await fixture<HsCalculator>(
    html`<hs-calculator
      .tool=${d.tool}
      .game=${GAME}
      .rulings=${MODULE.rulings}
      .host=${recordingHost(params)}
      .store=${new MemoryStore()}
    ></hs-calculator>`,
  );
  await el.updateComplete;
  return el;
}

describe("In Freedom's Cause morale pages", () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('brigade morale from a link: an Average brigade on its first re-test fails 8 − 2', async () => {
    const el = await openRoller('brigade-morale', [
      ['average', '6'],
      ['lost', '5'],
      ['passed', '1'],
      ['lostAtFirst', '4'],
      ['dice', '4.4'],
    ]);
    await expect(el).to.be.accessible();
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('Fails');
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('6');
    expect(text(shown.querySelector('.effects'))).to.contain('6 falls short of 7');
    expect(shown.textContent).not.to.match(/L\d/);
  });

  it('brigade morale asks, after a pass, for the units lost at the first test (ruling A31)', async () => {
    const el = await openRoller('brigade-morale', [
      ['average', '6'],
      ['lost', '5'],
      ['passed', '1'],
      ['dice', '4.4'],
    ]);
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('No test is due');
    expect(text(shown.querySelector('.effects'))).to.contain(
      'Enter the units lost when it first tested: from 4 (half) to 7',
    );
  });

  it('army morale says when no test is due yet', async () => {
    const el = await openRoller('army-morale', [
      ['brigades', '3'],
      ['broken', '1'],
      ['green', '9'],
      ['dice', '6.6'],
    ]);
    await expect(el).to.be.accessible();
    expect(text(el.shadowRoot!.querySelector('.outcome'))).to.equal('No test is due');
    expect(text(el.shadowRoot!.querySelector('.effects'))).to.contain('the test comes at 2');
  });

  it('general casualty from a link: 2 and 3 fell him after 5 casualties', async () => {
    const el = await openRoller('general-casualty', [
      ['casualties', '5'],
      ['dice', '2.3'],
    ]);
    await expect(el).to.be.accessible();
    expect(text(el.shadowRoot!.querySelector('.outcome'))).to.equal('The general falls');
  });

  it('casualty brackets from a link: 15 figures with 8 lost enter 50%', async () => {
    const el = await openCalculator([
      ['start', '15'],
      ['lost', '8'],
    ]);
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.textContent).to.contain('enter 50%');
    expect(el.shadowRoot!.textContent).not.to.match(/L\d/);
  });
});
