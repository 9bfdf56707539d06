import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import * as v from 'valibot';
import '../../../src/components/renderers/hs-roll-data.js';
import type { HsRollData } from '../../../src/components/renderers/hs-roll-data.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { createRollTool } from '../../../src/components/renderers/game-ui.js';
import {
  gameModuleProblems,
  loadTool,
  type GameModule,
  type RollToolDescriptor,
} from '../../../src/core/shared/game-module.js';
import { rollToolData } from '../../../src/core/shared/roll-data.js';
import type { RollTool } from '../../../src/core/shared/tool.js';
import { userDataKind } from '../../../src/core/shared/user-data.js';
import { STORE_CHANNEL } from '../../../src/storage/changes.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { shotTool } from '../../helpers/fixture-tools.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { waitUntil } from '../../helpers/wait.js';
import { MODULE as USCW } from '../../../src/core/games/us-civil-war/module.js';
import { RANDOM_STATES_TOTALS } from '../../../src/core/games/us-civil-war/random-states.js';

/** Entered data of a test game: a bonus the player keys in, which the tool's results name. */
const BONUS = userDataKind(
  'test',
  'bonus',
  'test bonus',
  v.strictObject({ bonus: v.number() }),
  () => ({ bonus: 0 }),
);

/** The shot tool, its summary and every result naming the bonus entered. */
function bonusTool(data: { bonus: number }): RollTool {
  return {
    ...shotTool,
    summary: `Bonus ${data.bonus}.`,
    resolve(rolls, inputs) {
      const r = shotTool.resolve(rolls, inputs);
      return { ...r, outcome: { ...r.outcome, label: `${r.outcome.label} with ${data.bonus}` } };
    },
  };
}

const DESCRIPTOR: RollToolDescriptor = {
  kind: 'roll',
  tool: bonusTool(BONUS.empty()),
  userData: rollToolData(BONUS, bonusTool),
};

const roller = (el: HsRollData) => el.querySelector('hs-roll-tool') as HsRollTool;
const summary = (el: HsRollData) => text(roller(el).shadowRoot?.querySelector('.summary') ?? null);
const record = (bonus: number) => ({
  gameSlug: 'test',
  kind: 'bonus',
  updatedAt: new Date().toISOString(),
  data: { bonus },
});

async function mount(store: MemoryStore, host = recordingHost()): Promise<HsRollData> {
  const el = await fixture<HsRollData>(
    html`<hs-roll-data
      .descriptor=${DESCRIPTOR}
      game="test"
      .host=${host}
      .store=${store}
      .seedSource=${() => 'fixed-seed'}
    ></hs-roll-data>`,
  );
  await el.updateComplete;
  return el;
}

describe('<hs-roll-data>', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('draws the tool from the empty data while nothing is entered', async () => {
    const el = await mount(new MemoryStore());
    await waitUntil(() => summary(el).startsWith('Bonus 0.'), 'the empty-data tool was not drawn');
  });

  it('passes the stored data to the tool’s procedures', async () => {
    const store = new MemoryStore();
    await store.putUserData(record(2));
    const el = await mount(store);
    await waitUntil(() => summary(el).startsWith('Bonus 2.'), 'the stored data was not read');
    roller(el).shadowRoot!.querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => roller(el).shadowRoot!.querySelector('.outcome') !== null);
    expect(text(roller(el).shadowRoot!.querySelector('.outcome'))).to.match(/ with 2$/);
  });

  it('puts the data a roll was read with in its link, and reads a link’s roll with the sender’s data', async () => {
    const store = new MemoryStore();
    await store.putUserData(record(2));
    const host = recordingHost();
    const el = await mount(store, host);
    await waitUntil(() => summary(el).startsWith('Bonus 2.'));
    roller(el).shadowRoot!.querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => host.params.some(([k]) => k === 'data'));
    const sent = text(roller(el).shadowRoot!.querySelector('.outcome'));
    expect(sent).to.match(/ with 2$/);
    // A friend's device with other data opens the link: the sender's data reads the roll, and
    // the friend's own result is given beside it.
    const friend = new MemoryStore();
    await friend.putUserData(record(7));
    const opened = await mount(friend, recordingHost([...host.params]));
    await waitUntil(
      () => text(roller(opened).shadowRoot?.querySelector('.outcome') ?? null) === sent,
    );
    await waitUntil(() => text(opened.querySelector('.notice')).includes('with yours'));
    expect(text(opened.querySelector('.notice'))).to.contain(
      'This roll is read with the sender’s data',
    );
    expect(text(opened.querySelector('.notice'))).to.contain('with 7');
    // One tap takes the sender's data as the friend's own.
    opened.querySelector<HTMLButtonElement>('.notice button.primary')!.click();
    await waitUntil(async () => (await friend.getUserData('test', 'bonus'))?.data !== undefined);
    await waitUntil(
      async () =>
        JSON.stringify((await friend.getUserData('test', 'bonus'))?.data) === '{"bonus":2}',
    );
  });

  it('draws the tool again when another tab saves new data', async () => {
    const store = new MemoryStore();
    await store.putUserData(record(1));
    const el = await mount(store);
    await waitUntil(() => summary(el).startsWith('Bonus 1.'));
    await store.putUserData(record(5));
    const channel = new BroadcastChannel(STORE_CHANNEL);
    channel.postMessage({ type: 'user-data', gameSlug: 'test', kind: 'bonus' });
    channel.close();
    await waitUntil(() => summary(el).startsWith('Bonus 5.'), 'the other tab’s data was not read');
  });

  it('says so when the stored data cannot be read, and works as if none were entered', async () => {
    const store = new MemoryStore();
    await store.putUserData({ ...record(0), data: { bonus: 'many' } });
    const el = await mount(store);
    await waitUntil(() => el.querySelector('.notice') !== null, 'no notice');
    expect(text(el.querySelector('.notice'))).to.contain('test bonus could not be read');
    expect(summary(el)).to.match(/^Bonus 0\./);
  });

  it('is what the game UI draws for a roll tool that reads entered data', () => {
    expect(createRollTool('test', DESCRIPTOR, recordingHost()).localName).to.equal('hs-roll-data');
    const plain = { kind: 'roll' as const, tool: shotTool };
    expect(createRollTool('test', plain, recordingHost()).localName).to.equal('hs-roll-tool');
  });

  it('a module whose roll tool reads another game’s data is reported', () => {
    const module: GameModule = {
      meta: {
        slug: 'other',
        title: 'Other',
        publisher: 'P',
        kind: 'k',
        summary: 's',
        tools: [
          { slug: 'shot', title: 'Shot', summary: 's', rule: 'r', kind: 'roll', built: true },
        ],
      },
      rulebook: { title: 'Other', edition: '1', citeBy: 'section' },
      rulings: [],
      tools: { shot: DESCRIPTOR },
    };
    expect(gameModuleProblems(module)).to.deep.equal(['shot: reads entries of test']);
  });

  it('The U.S. Civil War naval reinforcement (21.10.2): rolls its piece and state together and names the entered state', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: 'us-civil-war',
      kind: 'random-states',
      updatedAt: new Date().toISOString(),
      data: { states: Object.fromEntries(RANDOM_STATES_TOTALS.map((t) => [t, 'Georgia'])) },
    });
    const held = USCW.tools['naval-reinforcement'];
    const before = held && (await loadTool(held));
    const el = await fixture<HsRollData>(
      html`<hs-roll-data
        .descriptor=${before}
        game="us-civil-war"
        .host=${recordingHost()}
        .store=${store}
        .seedSource=${() => 'fixed-seed'}
      ></hs-roll-data>`,
    );
    const button = () => roller(el).shadowRoot?.querySelector<HTMLButtonElement>('button.big');
    await waitUntil(() => button() != null);
    expect(text(button() ?? null)).to.equal('Roll 1d6 and 2d6');
    await waitUntil(
      () => before?.kind === 'roll' && roller(el).tool !== before.tool,
      'the entered table was not read',
    );
    button()?.click();
    await waitUntil(
      () => text(roller(el).shadowRoot!.querySelector('.effects') ?? null).includes('Georgia'),
      'the entered state was not named',
    );
  });
});
