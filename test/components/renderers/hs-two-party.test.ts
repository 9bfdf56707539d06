import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-roll-tool.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import type { HsTwoParty } from '../../../src/components/renderers/hs-two-party.js';
import { DB_VERSION, openHsDb } from '../../../src/storage/db.js';
import { openStore, type Store } from '../../../src/storage/store.js';
import { shotTool } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as link, type RecordingHost } from '../../helpers/tool-host.js';
import { testDatabases } from '../../helpers/idb.js';
import { text } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/wait.js';

const dbs = testDatabases('hs-two-party');

/** A device's own IndexedDB store (each player's app has its own database). */
const deviceStore = (name: string): Promise<Store> =>
  openStore(name, (handlers) => openHsDb(name, DB_VERSION, handlers));

/** The roller of the shot tool on `host`, with `store`. */
async function app(host: RecordingHost, store: Store): Promise<HsRollTool> {
  const el = await fixture<HsRollTool>(
    html`<hs-roll-tool
      .tool=${shotTool}
      game="test"
      .host=${host}
      .storeOverride=${store}
    ></hs-roll-tool>`,
  );
  await el.updateComplete;
  return el;
}

const section = (el: HsRollTool): Element =>
  el.shadowRoot!.querySelector('hs-two-party')!.shadowRoot!.querySelector('section') ??
  document.createElement('section');
const tp = (host: RecordingHost) => host.params.find(([k]) => k === 'tp')?.[1] ?? '';

async function press(el: HsRollTool, label: string): Promise<void> {
  await waitUntil(() =>
    [...section(el).querySelectorAll('button')].some((b) => b.textContent.includes(label)),
  );
  [...section(el).querySelectorAll('button')].find((b) => b.textContent.includes(label))!.click();
}

describe('<hs-two-party> in the roll tool', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  after(() => dbs.deleteAll());

  it('runs a whole exchange between two devices over links, surviving the roller closing the app', async () => {
    const rollerDb = dbs.name();
    const opponentDb = dbs.name();
    // The roller sets the situation and asks.
    const rollerHost = link([['sm', '1']]);
    let rollerStore = await deviceStore(rollerDb);
    const roller = await app(rollerHost, rollerStore);
    await press(roller, 'Ask my opponent');
    await waitUntil(() => tp(rollerHost).startsWith('req-'));
    // Each step's words are announced, not only shown.
    await waitUntil(() =>
      text(section(roller).querySelector('p.status[role="status"]')).includes('Request made'),
    );
    expect(rollerHost.params[0]).to.deep.equal(['sm', '1']);
    roller.remove();
    rollerStore.close();

    // The opponent opens the request on his device, sees the setup and answers.
    const opponentHost = link([...rollerHost.params]);
    const opponentStore = await deviceStore(opponentDb);
    const opponent = await app(opponentHost, opponentStore);
    await waitUntil(() => text(section(opponent)).includes('asks for a two-party roll'));
    await press(opponent, 'Answer with my random part');
    await waitUntil(() => tp(opponentHost).startsWith('ans-'));
    await waitUntil(() =>
      text(section(opponent).querySelector('p.status[role="status"]')).includes(
        'Send this answer link back to the roller',
      ),
    );
    opponent.remove();

    // Until the roller reveals, the opponent's device lists the request as answered, not revealed.
    const waiting = await app(link(), opponentStore);
    await waitUntil(() => text(section(waiting)).includes('has not revealed the result yet'));
    waiting.remove();

    // The roller reopens the app from the answer link: his device reveals and rolls.
    rollerStore = await deviceStore(rollerDb);
    const resultHost = link([...opponentHost.params]);
    const back = await app(resultHost, rollerStore);
    await waitUntil(() => tp(resultHost).startsWith('res-'));
    await waitUntil(() => back.shadowRoot!.querySelector('.outcome') !== null);
    expect(text(back.shadowRoot!.querySelector('.source'))).to.contain('Two-party roll, verified');
    await waitUntil(async () => (await rollerStore.listRolls(null)).length === 1);
    const [logged] = await rollerStore.listRolls(null);
    expect(logged?.source).to.equal('two-party');
    expect(logged?.proof).to.equal(tp(resultHost));

    // The opponent opens the result: checked against the contribution he gave.
    const checkHost = link([...resultHost.params]);
    const check = await app(checkHost, opponentStore);
    await waitUntil(() => text(section(check)).includes('verified on this device'));
    expect(text(check.shadowRoot!.querySelector('.die'))).to.equal(
      text(back.shadowRoot!.querySelector('.die')),
    );
    // Where the result proves something, the outcome carries no warning.
    expect(back.shadowRoot!.querySelector('.unproven')).to.equal(null);
    expect(check.shadowRoot!.querySelector('.unproven')).to.equal(null);

    // A device that never answered opens the result: the outcome itself (what a phone shows
    // first, above the two-party section) says the roll proves nothing there.
    const third = await app(link([...resultHost.params]), await deviceStore(dbs.name()));
    await waitUntil(() => text(section(third)).includes('unproven on this device'));
    await waitUntil(() => third.shadowRoot!.querySelector('.outcome') !== null);
    const warned = third.shadowRoot!.querySelector('.result .unproven');
    expect(text(warned)).to.contain('Unproven on this device');
    expect(text(warned)).to.contain('proves nothing to you');
    expect(text(third.shadowRoot!.querySelector('.source'))).to.contain('unproven on this device');

    // Someone changes the setup in the result link: refused.
    const forgedHost = link([['sm', '2'], ...resultHost.params.filter(([k]) => k !== 'sm')]);
    const forged = await app(forgedHost, await deviceStore(dbs.name()));
    await waitUntil(() => text(section(forged)).includes('refused'));
    expect(text(section(forged))).to.contain('changed after the request was made');
    expect(forged.shadowRoot!.querySelector('.outcome')).to.equal(null);
  });

  it('keeps its start button disabled until the store is open, so an early press is never lost', async () => {
    const el = await fixture<HsTwoParty>(
      html`<hs-two-party .tool=${shotTool} game="test"></hs-two-party>`,
    );
    const start = () =>
      [...el.shadowRoot!.querySelectorAll('button')].find((b) =>
        b.textContent.includes('Ask my opponent'),
      );
    expect(start()?.disabled).to.equal(true);
    el.store = await deviceStore(dbs.name());
    await el.updateComplete;
    expect(start()?.disabled).to.equal(false);
    el.store.close();
  });

  it('refuses a truncated two-party link with a clear message and shows no roll', async () => {
    const el = await app(link([['tp', 'req-abc']]), await deviceStore(dbs.name()));
    await waitUntil(() => text(section(el)).includes('refused'));
    expect(text(section(el))).to.contain('cut short');
    expect(el.shadowRoot!.querySelector('.outcome')).to.equal(null);
  });
});
