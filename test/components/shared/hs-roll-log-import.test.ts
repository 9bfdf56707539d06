import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/shared/hs-roll-log-import.js';
import type { HsRollLogImport } from '../../../src/components/shared/hs-roll-log-import.js';
import { rollsToJson } from '../../../src/core/shared/roll-log-format.js';
import { rollRecord } from '../../../src/core/shared/roll-link.js';
import { resolveTool } from '../../../src/core/shared/tool-inputs.js';
import {
  canonicalSetup,
  deriveDice,
  makeAnswer,
  makeRequest,
  verifyReveal,
} from '../../../src/core/shared/two-party.js';
import { readTwoPartyToken, writeTwoPartyToken } from '../../../src/core/shared/two-party-link.js';
import { sha256 } from '../../../src/platform/hash.js';
import { cryptoFill } from '../../../src/platform/random.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { shotTool } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/wait.js';

function pick(el: HsRollLogImport, content: string): void {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
  const files = new DataTransfer();
  files.items.add(new File([content], 'log.json', { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

/** A logged two-party roll of the shot tool, made honestly. */
async function twoPartyRoll() {
  const inputs = { sm: 1 };
  const { request, secret } = await makeRequest(
    sha256,
    cryptoFill,
    canonicalSetup('test', shotTool, inputs),
  );
  const p = { ...makeAnswer(cryptoFill, request), s: secret };
  const dice = await deriveDice(sha256, shotTool, inputs, p);
  const token = writeTwoPartyToken({ stage: 'result', p, dice });
  const { rolls, resolution } = resolveTool(shotTool, dice, inputs);
  return rollRecord({
    id: 'r1',
    game: 'test',
    tool: shotTool,
    savedGameId: null,
    at: new Date().toISOString(),
    inputs,
    rolls,
    outcome: resolution.outcome.label,
    source: { kind: 'two-party', token, status: 'verified' },
  })!;
}

describe('<hs-roll-log-import>', () => {
  before(setUpAppDocument);

  it('re-imports an exported log; a two-party roll comes back as one record that still verifies', async () => {
    const store = new MemoryStore();
    const el = await fixture<HsRollLogImport>(
      html`<hs-roll-log-import .store=${store}></hs-roll-log-import>`,
    );
    let added = -1;
    el.addEventListener('hs-roll-log-imported', (e) => (added = e.detail.added));
    const record = await twoPartyRoll();
    pick(el, rollsToJson([record], new Date().toISOString()));
    await waitUntil(() => text(el.shadowRoot!.querySelector('[role=status]')).includes('Imported'));
    expect(added).to.equal(1);
    const [back] = await store.listRolls(null);
    expect(back).to.deep.equal(record);
    const read = readTwoPartyToken(back!.proof!);
    if (!read.ok || read.token.stage !== 'result') throw new Error('no result token');
    const checked = await verifyReveal(
      sha256,
      'test',
      shotTool,
      back!.inputs,
      read.token.p,
      read.token.dice,
    );
    expect(checked.ok).to.equal(true);
    pick(el, rollsToJson([record], new Date().toISOString()));
    await waitUntil(() =>
      text(el.shadowRoot!.querySelector('[role=status]')).includes('already here'),
    );
    expect(await store.listRolls(null)).to.have.length(1);
  });

  it('refuses a file cut short with a message and adds nothing', async () => {
    const store = new MemoryStore();
    const el = await fixture<HsRollLogImport>(
      html`<hs-roll-log-import .store=${store}></hs-roll-log-import>`,
    );
    const full = rollsToJson([await twoPartyRoll()], new Date().toISOString());
    pick(el, full.slice(0, full.length / 2));
    await waitUntil(() =>
      text(el.shadowRoot!.querySelector('[role=status]')).includes('not readable'),
    );
    expect(await store.listRolls(null)).to.have.length(0);
  });
});
