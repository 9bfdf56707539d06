import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-calculator.js';
import '../../../src/components/renderers/hs-roll-tool.js';
import type { HsCalculator } from '../../../src/components/renderers/hs-calculator.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { MODULE } from '../../../src/core/games/in-freedoms-cause/module.js';
import type {
  CalculatorDescriptor,
  RollToolDescriptor,
} from '../../../src/core/shared/game-module.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { recordingHost } from '../../helpers/tool-host.js';

const GAME = 'in-freedoms-cause';

/** The roller of `slug` opened from a link with `params`, settled. */
async function openRoller(slug: string, params: [string, string][]): Promise<HsRollTool> {
  const d = MODULE.tools[slug] as RollToolDescriptor;
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
  const d = MODULE.tools['casualties'] as CalculatorDescriptor;
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
      ['dice', '4.4'],
    ]);
    await expect(el).to.be.accessible();
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('Fails');
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('6');
    expect(text(shown.querySelector('.effects'))).to.contain('6 falls short of 7');
    expect(shown.textContent).not.to.match(/L\d/);
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
