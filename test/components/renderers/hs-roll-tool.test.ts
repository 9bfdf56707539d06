import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-roll-tool.js';
import type { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import type { Store } from '../../../src/storage/store.js';
import type { RollTool } from '../../../src/core/shared/tool.js';
import type { ToolHost } from '../../../src/components/tool-host.js';
import { freshSeed } from '../../../src/platform/random.js';
import { seededRoller } from '../../../src/core/shared/roller.js';
import { shotTool, duelTool } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost as link } from '../../helpers/tool-host.js';
import { text } from '../../helpers/dom.js';
import { testDatabases } from '../../helpers/idb.js';
import { closeStore, getStore } from '../../../src/storage/store.js';
import type { RollRecord } from '../../../src/core/shared/roll-record-schema.js';

const root = (el: HsRollTool) => el.shadowRoot!;

/** The first face a seed gives on a d6, to know what a seeded roll will show. */
const firstFace = (seed: string) => seededRoller(seed).roll(6);

/** A roller for `tool` (the shot tool by default) on `host`, with its store and seeds, settled. */
async function mount(
  options: {
    tool?: RollTool;
    host?: ToolHost;
    store?: Store;
    seedSource?: () => string;
  } = {},
): Promise<HsRollTool> {
  const el = await fixture<HsRollTool>(
    html`<hs-roll-tool
      .tool=${options.tool ?? shotTool}
      game="test"
      .host=${options.host ?? link()}
      .seedSource=${options.seedSource ?? freshSeed}
      .storeOverride=${options.store ?? new MemoryStore()}
    ></hs-roll-tool>`,
  );
  await settle(el);
  return el;
}

async function settle(el: HsRollTool): Promise<void> {
  await el.updateComplete;
  for (const child of root(el).querySelectorAll('*')) {
    const u = (child as { updateComplete?: Promise<unknown> }).updateComplete;
    if (u) await u;
  }
  await el.updateComplete;
}

describe('<hs-roll-tool>', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('passes an accessibility audit', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  it('says “No test due” with the tool’s reason and offers no roll until one is due', async () => {
    const tool: RollTool = {
      ...shotTool,
      notDue: (inputs) => (inputs['close'] === true ? null : 'Nothing is close enough yet.'),
    };
    const host = link();
    const el = await mount({ tool, host });
    const due = () => root(el).querySelector('.not-due');
    expect(text(due())).to.equal('No test due. Nothing is close enough yet.');
    expect(due()?.getAttribute('role')).to.equal('status');
    const rollButton = () =>
      [...root(el).querySelectorAll('button')].find((b) => text(b).startsWith('Roll 1d6'));
    expect(rollButton()).to.equal(undefined);
    const el2 = await mount({ tool, host: link([['close', '1']]) });
    expect(el2.shadowRoot!.querySelector('.not-due')).to.equal(null);
    expect(
      [...el2.shadowRoot!.querySelectorAll('button')].some((b) => text(b).startsWith('Roll 1d6')),
    ).to.equal(true);
  });

  it('reads inputs from the link, reports unknown and invalid ones, and keeps defaults for them', async () => {
    const host = link([
      ['sm', '2'],
      ['cover', '1'],
      ['bogus', 'x'],
      ['close', 'maybe'],
    ]);
    const el = await mount({ host });
    const alert = root(el).querySelector('[role="alert"]');
    expect(text(alert)).to.contain('“bogus” is not a setting');
    expect(text(alert)).to.contain('“maybe” is not a valid value');
    expect(text(root(el).querySelector('.totals'))).to.contain('+1');
  });

  it('rolls with a seed, shows the breakdown, writes the seed to the link and logs the roll', async () => {
    const store = new MemoryStore();
    const host = link([['sm', '1']]);
    const el = await mount({ host, seedSource: () => 'fixed-seed', store });
    root(el).querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => root(el).querySelector('.outcome') !== null);
    const face = firstFace('fixed-seed');
    const total = face + 1;
    const expected = total <= 3 ? 'Miss' : total <= 6 ? 'Hit' : 'Rout';
    expect(text(root(el).querySelector('.outcome'))).to.equal(expected);
    expect(text(root(el).querySelector('.breakdown .total'))).to.equal(String(total));
    expect(host.params).to.deep.equal([
      ['sm', '1'],
      ['seed', 'fixed-seed'],
    ]);
    expect(text(root(el).querySelector('[role="status"].visually-hidden'))).to.contain(expected);
    await waitUntil(async () => (await store.listRolls(null)).length === 1);
    const [logged] = await store.listRolls(null);
    expect(logged?.seed).to.equal('fixed-seed');
    expect(logged?.outcome).to.equal(expected);
  });

  it('shows a shared roll as rolled on one device elsewhere, with the same dice from its seed', async () => {
    const el = await mount({ host: link([['seed', 'abc123']]) });
    expect(text(root(el).querySelector('.source'))).to.contain('Rolled on one device, elsewhere');
    expect(text(root(el).querySelector('.source'))).to.contain('could have chosen the seed');
    expect(text(root(el).querySelector('.source'))).to.contain('abc123');
    expect(text(root(el).querySelector('.die'))).to.equal(String(firstFace('abc123')));
  });

  it('takes dice entered at the table, shows the result on the last die, as an app roll of those faces', async () => {
    const host = link([['cover', '1']]);
    const el = await mount({ host });
    const enter = [...root(el).querySelectorAll<HTMLButtonElement>('.mode button')].find((b) =>
      b.textContent.includes('Enter'),
    )!;
    enter.click();
    await settle(el);
    const entry = root(el).querySelector('hs-dice-entry')!;
    entry
      .shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Firer (d6): 5"]')!
      .click();
    await settle(el);
    expect(text(root(el).querySelector('.outcome'))).to.equal('Hit');
    expect(text(root(el).querySelector('.breakdown .total'))).to.equal('4');
    expect(host.params).to.deep.equal([
      ['cover', '1'],
      ['dice', '5'],
    ]);
  });

  it('updates total and odds at once when a modifier is toggled, and writes the link', async () => {
    const host = link();
    const el = await mount({ host });
    const odds = () =>
      text(root(el).querySelector('hs-odds-view')!.shadowRoot!.querySelector('tbody tr'));
    expect(odds()).to.contain('50%');
    const list = root(el).querySelector('hs-modifier-list')!;
    const cover = [...list.shadowRoot!.querySelectorAll('label.flag')].find((l) =>
      l.textContent.includes('cover'),
    )!;
    cover.querySelector('input')!.click();
    await settle(el);
    expect(odds()).to.contain('66.7%');
    expect(host.params).to.deep.equal([['cover', '1']]);
  });

  it('clears a roll when an input changes after it, says so, and links only the new inputs', async () => {
    const host = link();
    const el = await mount({ host, seedSource: () => 'fixed-seed' });
    root(el).querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => root(el).querySelector('.outcome'));
    expect(host.params).to.deep.equal([['seed', 'fixed-seed']]);
    const list = root(el).querySelector('hs-modifier-list')!;
    const cover = [...list.shadowRoot!.querySelectorAll('label.flag')].find((l) =>
      l.textContent.includes('cover'),
    )!;
    cover.querySelector('input')!.click();
    await settle(el);
    expect(root(el).querySelector('.outcome')).to.equal(null);
    expect(root(el).querySelector('.die')).to.equal(null);
    expect(text(root(el).querySelector('.cleared'))).to.contain('earlier roll was cleared');
    expect(host.params).to.deep.equal([['cover', '1']]);
  });

  it('offers the roll for a forum post: plain text and Markdown with rules, result, odds and link', async () => {
    const el = await mount({ host: link([['cover', '1']]), seedSource: () => 'fixed-seed' });
    expect(root(el).querySelector('hs-forum-copy')).to.equal(null);
    root(el).querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => root(el).querySelector('hs-forum-copy') !== null);
    const copy = root(el).querySelector('hs-forum-copy')!;
    expect(copy.text).to.contain('Shot (Test rule 1)');
    expect(copy.text).to.contain('Target in cover: yes (T1.2)');
    expect(copy.text).to.contain('−1 Cover (T1.2)');
    expect(copy.text).to.match(/Chance of this result: [\d.<>]+%/);
    expect(copy.text).to.contain('Rolled on one device (seed fixed-seed)');
    expect(copy.text).to.contain(location.href);
    expect(copy.markdown).to.contain('**Result: ');
  });

  it('links the ruling codes of its notes and rule references to the game’s rulings page', async () => {
    const tool: RollTool = {
      ...shotTool,
      notes: [{ text: 'Cavalry fires at 2″ (ruling A6).', rule: 'Pour the Hot Lead!; ruling A6' }],
    };
    const el = await mount({ tool });
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('.notes a.ruling-link')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
      'test/rulings/#A6',
      'test/rulings/#A6',
    ]);
    expect(text(root(el).querySelector('.notes li'))).to.equal(
      'Cavalry fires at 2″ (ruling A6). Pour the Hot Lead!; ruling A6',
    );
  });

  it('refuses a forbidden combination with the reason and disables rolling', async () => {
    const el = await mount({
      host: link([
        ['close', '1'],
        ['interrupt', '1'],
      ]),
    });
    // The reason in full beside the first input the check reads; one short line in the panel.
    const list = root(el).querySelector('hs-modifier-list')!;
    const warn = list.shadowRoot!.querySelector('#w-close');
    expect(text(warn)).to.contain('Not allowed: no close range in interrupt fire');
    expect(list.shadowRoot!.querySelector('#i-close')!.getAttribute('aria-describedby')).to.equal(
      'w-close',
    );
    const line = root(el).querySelector('.roll [role="alert"]');
    // Short on screen, in full to a screen reader: the reason is in the alert, visually hidden.
    const said = line!.querySelector('.visually-hidden');
    expect(text(said)).to.contain('no close range in interrupt fire');
    const shown = [...line!.querySelector('p')!.childNodes]
      .filter((n) => n instanceof Text || (n instanceof Element && !n.matches('.visually-hidden')))
      .map((n) => n.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    expect(shown).to.equal('Not allowed: see “Close range”');
    expect(root(el).querySelector<HTMLButtonElement>('button.big')!.disabled).to.equal(true);
    line!.querySelector<HTMLButtonElement>('button.link')!.click();
    expect(list.shadowRoot!.activeElement?.id).to.equal('i-close');
  });

  it('places a check’s warning beside the input it names, or in the panel when that is hidden', async () => {
    const named: RollTool = {
      ...shotTool,
      checks: [{ ...shotTool.checks![0]!, at: 'interrupt' }],
    };
    const el = await mount({
      tool: named,
      host: link([
        ['close', '1'],
        ['interrupt', '1'],
      ]),
    });
    const list = root(el).querySelector('hs-modifier-list')!;
    expect(list.shadowRoot!.querySelector('#w-close')).to.equal(null);
    expect(text(list.shadowRoot!.querySelector('#w-interrupt'))).to.contain('interrupt fire');
    const nowhere: RollTool = { ...shotTool, checks: [{ ...shotTool.checks![0]!, at: 'gone' }] };
    const bare = await mount({
      tool: nowhere,
      host: link([
        ['close', '1'],
        ['interrupt', '1'],
      ]),
    });
    expect(text(root(bare).querySelector('.roll [role="alert"]'))).to.contain(
      'Not allowed: no close range in interrupt fire. T1.4',
    );
  });

  it('as a page on a phone, shows what to do next first after a roll, the rest in the full result', async () => {
    const told: RollTool = {
      ...shotTool,
      resolve(rolls, inputs) {
        return {
          ...shotTool.resolve(rolls, inputs),
          next: ['The target falls back 1 hex.'],
          effects: ['A long explanation of why.'],
        };
      },
    };
    const el = await mount({ tool: told, host: link([['dice', '5']]) });
    el.page = true;
    await settle(el);
    await setViewport({ width: 390, height: 844 });
    try {
      const result = root(el).querySelector('.result')!;
      const items = [...result.querySelectorAll('p, li')].filter(
        (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().height > 0,
      );
      expect(items.map((e) => text(e)).slice(0, 2)).to.deep.equal([
        'Hit',
        'The target falls back 1 hex.',
      ]);
      expect(getComputedStyle(result.querySelector('.after-next')!).display).to.equal('none');
      root(el).querySelector<HTMLButtonElement>('button.more-toggle')!.click();
      await settle(el);
      expect(getComputedStyle(result.querySelector('.after-next')!).display).to.not.equal('none');
      expect(text(result.querySelector('.effects'))).to.contain('A long explanation');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('as a page on a phone, covers at most 35 % of the screen before a roll, whatever it holds', async () => {
    // Three dice a side, entered at the table: six rows of face buttons.
    const big: RollTool = {
      ...duelTool,
      sides: duelTool.sides.map((side) => ({ ...side, dice: { count: 3, sides: 6 } })),
    };
    const el = await mount({ tool: big, host: link([]) });
    el.page = true;
    await settle(el);
    await setViewport({ width: 390, height: 844 });
    try {
      root(el).querySelectorAll<HTMLButtonElement>('.mode button')[1]!.click();
      await settle(el);
      expect(root(el).querySelectorAll('hs-dice-entry').length).to.be.greaterThan(0);
      const h = root(el).querySelector('.roll')!.getBoundingClientRect().height;
      expect(h / 844).to.be.at.most(0.35);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('keeps keyboard focus on Roll while the dice roll, and ignores presses meanwhile', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    try {
      let seeds = 0;
      const el = await mount({ seedSource: () => `seed-${++seeds}` });
      const button = root(el).querySelector<HTMLButtonElement>('button.big')!;
      button.focus();
      button.click();
      await el.updateComplete;
      expect(text(button)).to.equal('Rolling…');
      expect(button.disabled).to.equal(false);
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(root(el).activeElement).to.equal(button);
      button.click();
      await waitUntil(() => root(el).querySelector('.outcome'), 'no result shown');
      await el.updateComplete;
      expect(seeds).to.equal(1);
      expect(root(el).activeElement).to.equal(button);
      expect(button.getAttribute('aria-disabled')).to.equal('false');
    } finally {
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('highlights the row of the result in the table', async () => {
    const el = await mount({ host: link([['dice', '6']]) });
    const table = root(el).querySelector('hs-table-view')!.shadowRoot!;
    expect(text(table.querySelector('td.hit'))).to.contain('hit');
    expect(text(table.querySelector('tr.hl-row th'))).to.equal('4–6');
  });

  it('rolls both sides of an opposed roll and reports dice that do not fit the link', async () => {
    const ok = await mount({ tool: duelTool, host: link([['dice', '6,2']]) });
    expect(text(root(ok).querySelector('.outcome'))).to.equal('Attacker wins');
    expect(root(ok).querySelectorAll('.breakdown tbody tr').length).to.equal(2);
    const bad = await mount({ tool: duelTool, host: link([['dice', '9,2']]) });
    expect(text(root(bad).querySelector('[role="alert"]'))).to.contain('do not fit');
    expect(root(bad).querySelector('.outcome')).to.equal(null);
  });

  describe('with 500 rolls in the log (real IndexedDB)', () => {
    const databases = testDatabases('hs-roll-tap');
    // Set again: the print test before this one emulates other media.
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(async () => {
      for (const n of databases.names) await closeStore(n);
      await databases.deleteAll();
    });

    it('paints the result before writing it, then adds one entry and leaves the 500 alone', async () => {
      const name = databases.name();
      const store = await getStore(name);
      expect(store.persistent).to.equal(true);
      const old = (i: number): RollRecord => ({
        id: `old-${String(i).padStart(3, '0')}`,
        gameSlug: 'test',
        tool: shotTool.id,
        savedGameId: null,
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        inputs: {},
        outcome: 'Hit',
        source: 'app',
        result: {
          dice: { count: 1, sides: 6 },
          natural: [4],
          naturalTotal: 4,
          modifiers: [],
          total: 4,
          clamped: 4,
        },
      });
      for (let i = 0; i < 500; i++) await store.addRoll(old(i));

      // Count what a tap asks of the store: reads (each read validates every roll it returns).
      const calls = { listRolls: 0, addRoll: 0 };
      const counted: Store = Object.create(store) as Store;
      counted.listRolls = (id) => {
        calls.listRolls += 1;
        return store.listRolls(id);
      };
      counted.addRoll = (r) => {
        calls.addRoll += 1;
        return store.addRoll(r);
      };
      const el = await mount({ store: counted, seedSource: () => 'tap-seed' });
      const log = root(el).querySelector('hs-roll-log')!;
      const items = () => [...log.shadowRoot!.querySelectorAll('ol > li')];
      await waitUntil(() => items().length === 500);
      const before = items();
      const reads = calls.listRolls;

      // Every change a tap makes inside the log, recorded as it happens.
      const changed: Node[] = [];
      const watch = new MutationObserver((records) => {
        for (const r of records) changed.push(r.target);
      });
      watch.observe(log.shadowRoot!, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });

      let writtenWhenShown = -1;
      el.addEventListener('hs-roll-resolved', () => (writtenWhenShown = calls.addRoll), {
        once: true,
      });
      root(el).querySelector<HTMLButtonElement>('button.big')!.click();
      await el.updateComplete;
      // The result is in the page and nothing is written yet: the write waits for the paint.
      expect(root(el).querySelector('.outcome')).not.to.equal(null);
      expect(writtenWhenShown).to.equal(0);
      expect(calls.addRoll).to.equal(0);

      await waitUntil(() => items().length === 501);
      watch.disconnect();
      expect(calls.addRoll).to.equal(1);
      // The store was not read again, so no stored roll was validated again ...
      expect(calls.listRolls).to.equal(reads);
      // ... the 500 entries are the same elements, in the same order, under the new one ...
      const now = items();
      expect(now.slice(1)).to.have.ordered.members(before);
      expect(now[0]?.textContent).to.contain('tap-seed');
      // ... and nothing inside them changed: the only change is the new entry put into the list.
      expect(changed.length).to.be.greaterThan(0);
      for (const target of changed) {
        expect(before.some((li) => li.contains(target))).to.equal(false);
      }
      expect((await store.listRolls(null)).length).to.equal(501);
    });
  });

  it('undoes the last roll from the log', async () => {
    const store = new MemoryStore();
    let n = 0;
    const el = await mount({ seedSource: () => `s${++n}`, store });
    root(el).querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(async () => (await store.listRolls(null)).length === 1);
    root(el).querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(async () => (await store.listRolls(null)).length === 2);
    const log = root(el).querySelector('hs-roll-log')!;
    await waitUntil(() => log.shadowRoot!.querySelectorAll('li').length === 2);
    const undo = [...log.shadowRoot!.querySelectorAll('button')].find((b) =>
      b.textContent.includes('Undo'),
    )!;
    undo.click();
    await waitUntil(async () => (await store.listRolls(null)).length === 1);
    const [left] = await store.listRolls(null);
    expect(left?.seed).to.equal('s1');
  });

  it('hides the controls and the log when printed', async () => {
    const el = await mount();
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('section.log')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('button.big')!).display).to.equal('none');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('remembers "Enter my dice" on the device for its tool only: the same tool reopens in that mode, another does not', async () => {
    const store = new MemoryStore();
    const first = await mount({ store });
    const enter = [...root(first).querySelectorAll<HTMLButtonElement>('.mode button')].find((b) =>
      b.textContent.includes('Enter'),
    )!;
    enter.click();
    const key = `roll-mode/test/${shotTool.id}`;
    await waitUntil(async () => (await store.getPreference(key)) === 'entered');
    const second = await mount({ store });
    await waitUntil(() => root(second).querySelector('hs-dice-entry'), 'not in entry mode');
    expect(root(second).querySelector('button.big')).to.equal(null);
    // Another tool keeps its own mode, shown as the pressed choice.
    const other = await mount({ tool: duelTool, store });
    await settle(other);
    expect(root(other).querySelector('hs-dice-entry')).to.equal(null);
    const pressed = root(other).querySelector('.mode button[aria-pressed="true"]');
    expect(text(pressed)).to.contain('Roll here');
  });

  it('starts a fresh entry after each result, and refuses faces while the roll is not allowed', async () => {
    const store = new MemoryStore();
    await store.setPreference(`roll-mode/test/${shotTool.id}`, 'entered');
    const host = link();
    const el = await mount({ host, store });
    await waitUntil(() => root(el).querySelector('hs-dice-entry'), 'not in entry mode');
    const face = (n: number) =>
      root(el)
        .querySelector('hs-dice-entry')!
        .shadowRoot!.querySelector<HTMLButtonElement>(`button[aria-label="Firer (d6): ${n}"]`)!;
    face(6).click();
    await settle(el);
    expect(text(root(el).querySelector('.outcome'))).to.equal('Hit');
    expect(face(6).getAttribute('aria-pressed')).to.equal('false');
    face(2).click();
    await settle(el);
    expect(text(root(el).querySelector('.outcome'))).to.equal('Miss');
    await waitUntil(async () => (await store.listRolls(null)).length === 2);
    const blocked = await mount({
      host: link([
        ['close', '1'],
        ['interrupt', '1'],
      ]),
      store,
    });
    await waitUntil(() => root(blocked).querySelector('hs-dice-entry'), 'not in entry mode');
    const entry = root(blocked).querySelector('hs-dice-entry')!;
    await entry.updateComplete;
    expect(entry.shadowRoot!.querySelector('button')!.disabled).to.equal(true);
  });

  it('as a page, puts a plain banner over a shared roll naming its seed, and none over one rolled here', async () => {
    const shared = await mount({ host: link([['seed', 'abc123']]) });
    const banner = root(shared).querySelector('.banner');
    expect(text(banner))
      .to.contain('made on one device')
      .and.contain('abc123')
      .and.contain('could have chosen the seed')
      .and.contain('two-party');
    const here = await mount({ seedSource: () => 'mine' });
    root(here).querySelector<HTMLButtonElement>('button.big')!.click();
    await waitUntil(() => root(here).querySelector('.outcome'));
    expect(root(here).querySelector('.banner')).to.equal(null);
  });

  it('as a page on a phone, is a bar at the bottom whose breakdown opens from a button', async () => {
    const el = await mount({ host: link([['dice', '5']]) });
    el.page = true;
    await settle(el);
    const more = root(el).querySelector('.more')!;
    const toggle = root(el).querySelector<HTMLButtonElement>('button.more-toggle')!;
    await setViewport({ width: 390, height: 844 });
    try {
      expect(getComputedStyle(root(el).querySelector('.roll')!).position).to.equal('sticky');
      expect(getComputedStyle(more).display).to.equal('none');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      toggle.click();
      await settle(el);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(getComputedStyle(more).display).to.not.equal('none');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
    expect(getComputedStyle(toggle).display).to.equal('none');
    expect(getComputedStyle(more).display).to.not.equal('none');
    expect(text(more.querySelector('.breakdown .total'))).to.equal('5');
  });
});
