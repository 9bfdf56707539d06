/**
 * Hostile input to everything that takes data in: malformed, truncated, oversized and
 * script-bearing files, links and typed text are refused with a visible message naming the
 * problem, nothing is saved (the real IndexedDB database, a fresh one per test, is read before and
 * after), and nothing from the input is ever parsed as markup (no element or handler from it in any
 * shadow root; its `onerror` flag is never set).
 *
 * Inventory of what takes data in:
 * - File imports (`<input type="file">`): only the "Import from file" button of
 *   `hs-user-data-panel`, on three pages, one kind of data each: general ratings (Altar of Freedom
 *   orders of battle, kind `general-ratings`), saved armies (Altar of Freedom army builder, kind
 *   `armies`), commander counters (The Price of Freedom commanders, kind `commanders`). There is no
 *   paste field; the roll log only exports (JSON, CSV), it has no import.
 * - Data-carrying links: `?data=` (`USER_DATA_PARAM`, deflate-raw + base64url of an export) on the
 *   same three pages; it is shown as an offer and saved only when the player accepts it.
 * - Links that carry settings, read and never saved (each route's generated values are checked
 *   against the built app by e2e/hostile.spec.ts): roll tools (every input name, `seed`,
 *   `dice`, `n`), turn clock (`scenario`, `controller`, `clock`, `levels`), traits (`q`), orders of
 *   battle (`scenario`, `side`, `q`), setup sheets (`scenario`, `paper`), labels (`scenario`,
 *   `scale`, `paper`, `optional`), battle tracker and war effort (`game`, a saved game's id), army
 *   builder (`army`, a saved army's id), commanders (`side`), movement (`cmdr`, `mam`, `corps`,
 *   `spent`, `actions`, `attack`, `mud`, `force`).
 * - Player-entered free text, plain text only (no `<` or `>`): saved-game names (start and
 *   rename), army, division, brigade and general names (army builder), commander names
 *   (commanders), coastal region names (war effort), and the note of an exported file.
 */
import '../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { openDB } from 'idb';
import '../../src/components/shared/hs-user-data-panel.js';
import '../../src/components/shared/hs-saved-games.js';
import '../../src/components/renderers/hs-roster.js';
import { OOB_ROSTER } from '../../src/core/games/altar-of-freedom/oob-roster.js';
import { COMMANDER_ROSTER } from '../../src/core/games/price-of-freedom/commander-roster.js';
import '../../src/games/altar-of-freedom/hs-aof-army-builder.js';
import type { HsUserDataPanel } from '../../src/components/shared/hs-user-data-panel.js';
import type { HsSavedGames } from '../../src/components/shared/hs-saved-games.js';
import {
  GENERAL_RATINGS_KIND,
  SAVED_ARMIES_KIND,
} from '../../src/core/games/altar-of-freedom/index.js';
import { COMMANDER_USER_DATA } from '../../src/core/games/price-of-freedom/index.js';
import { exportUserData, type UserDataKind } from '../../src/core/shared/user-data.js';
import { compressToParam } from '../../src/platform/compress.js';
import { MAX_URL_PART, parseRoute } from '../../src/routing/routes.js';
import { closeStore, getStore, type Store } from '../../src/storage/store.js';
import { pageCss } from '../../src/components/shared/print-page.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost as link } from '../helpers/tool-host.js';
import { testDatabases } from '../helpers/idb.js';
import { gameTracker } from '../helpers/tracker.js';

/** The payloads: each sets `window.__pwned` or leaves an element with id `hsx` if parsed as HTML. */
const XSS_IMG = '<img src=x id=hsx onerror="window.__pwned=1">';
const XSS_SCRIPT = '<script id=hsx>window.__pwned=1</script>';
const PLAIN = /must not contain < or >/;

declare global {
  interface Window {
    __pwned?: number;
  }
}

// ---- real IndexedDB, a fresh database per test ----

const databases = testDatabases('hs-hostile');

async function freshStore(): Promise<{ name: string; store: Store }> {
  const name = databases.name();
  const store = await getStore(name);
  expect(store.persistent, 'IndexedDB opened').to.equal(true);
  return { name, store };
}

/** Every record of every object store, read through a connection of its own. */
async function dump(name: string): Promise<string> {
  const db = await openDB(name);
  const out: Record<string, unknown[]> = {};
  for (const store of db.objectStoreNames) out[store] = await db.getAll(store);
  db.close();
  return JSON.stringify(out);
}

// ---- what the page shows ----

function deepElements(root: ParentNode, out: Element[] = []): Element[] {
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) deepElements(el.shadowRoot, out);
  }
  return out;
}

/** Elements and attributes from the input that could only be there if it was parsed as markup. */
function injected(host: Element): string[] {
  const found: string[] = [];
  if (window.__pwned !== undefined) found.push('window.__pwned was set');
  for (const el of [host, ...deepElements(host.shadowRoot ?? host)]) {
    const tag = el.localName;
    if (['img', 'script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    for (const a of el.attributes) {
      if (a.name.startsWith('on')) found.push(`<${tag} ${a.name}>`);
      if (a.name === 'id' && a.value === 'hsx') found.push(`<${tag} id=hsx>`);
    }
  }
  return found;
}

/** The visible text of an element, through shadow roots. */
function deepText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += ` ${child.textContent ?? ''}`;
    else if (child instanceof Element) {
      if (child.shadowRoot) text += deepText(child.shadowRoot);
      text += deepText(child);
    }
  }
  return text.replace(/\s+/g, ' ');
}

const settle = () => new Promise((r) => setTimeout(r, 0));

// ---- hostile exports ----

interface ImportCase {
  readonly name: string;
  readonly text: string;
  /** What the refusal must say. */
  readonly says: RegExp;
}

const envelope = (kind: UserDataKind<unknown>, data: unknown, extra: object = {}) =>
  JSON.stringify({
    ...exportUserData(kind, data, '2026-11-20T10:00:00.000Z'),
    ...extra,
  });

const armies = (name: string) => ({
  armies: [
    {
      id: 'army-x',
      name: 'Army of the Tennessee',
      size: 'small',
      updatedAt: '2026-11-20T10:00:00.000Z',
      divisions: [{ name: '1st Division', brigades: [{ name, arm: 'infantry', sm: 0 }] }],
      generals: [{ name: 'Grant', pp: 5, traits: [] }],
    },
  ],
});

interface Kind {
  readonly kind: UserDataKind<unknown>;
  /** A valid export of this kind. */
  readonly valid: unknown;
  /** Otherwise valid data carrying a payload in a text field (or a key). */
  readonly scripted: unknown;
  /** What the refusal of the scripted data says. */
  readonly scriptedSays: RegExp;
}

const KINDS: Record<string, Kind> = {
  'general ratings': {
    kind: GENERAL_RATINGS_KIND,
    valid: { shiloh: {} },
    scripted: { shiloh: { [XSS_IMG]: { pp: 3 } } },
    scriptedSays: /Not a general of/,
  },
  'saved armies': {
    kind: SAVED_ARMIES_KIND,
    valid: armies('Iron Brigade'),
    scripted: armies(XSS_IMG),
    scriptedSays: /brigades\[0\]\.name.*A brigade’s name must not contain < or >/,
  },
  'commander counters': {
    kind: COMMANDER_USER_DATA,
    valid: { commanders: { 'usa-unnamed-1': { name: 'Buell' } } },
    scripted: { commanders: { 'usa-unnamed-1': { name: XSS_SCRIPT } } },
    scriptedSays: /A commander’s name must not contain < or >/,
  },
};

function importCases(k: Kind): ImportCase[] {
  const valid = envelope(k.kind, k.valid);
  return [
    { name: 'not JSON', text: '<html><img src=x onerror=1>', says: /not valid JSON/ },
    {
      name: 'a valid export cut in half',
      text: valid.slice(0, Math.floor(valid.length / 2)),
      says: /not valid JSON/,
    },
    {
      name: 'the wrong shape (an array)',
      text: '[1, 2, 3]',
      says: /^[^:]*nothing was changed\. This is not a Haversack user-data file\.$/,
    },
    {
      name: 'another application’s JSON',
      text: '{"name": "<img src=x onerror=1>", "items": []}',
      says: /^[^:]*nothing was changed\. This is not a Haversack user-data file\.$/,
    },
    {
      name: 'the wrong format literal',
      text: valid.replace('haversack-user-data', 'someone-elses-data'),
      says: /This is not a Haversack user-data file/,
    },
    {
      name: 'the wrong version',
      text: valid.replace('"version":1', '"version":9'),
      says: /written by a newer version/,
    },
    {
      name: 'another kind of data',
      text: envelope({ ...k.kind, kind: 'something-else' }, k.valid),
      says: /holds “something-else” data/,
    },
    {
      name: 'data of the wrong shape',
      text: envelope(k.kind, 'just a string'),
      says: /data/,
    },
    {
      name: 'script-bearing text in an otherwise valid export',
      text: envelope(k.kind, k.scripted),
      says: k.scriptedSays,
    },
    {
      name: 'a script-bearing note',
      text: envelope(k.kind, k.valid, { note: XSS_SCRIPT }),
      says: /note.*The note must not contain < or >/,
    },
  ];
}

async function importFile(panel: HsUserDataPanel, file: File): Promise<string> {
  const input = panel.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
  const status = () => deepText(panel.shadowRoot!.querySelector('[role="status"]')!).trim();
  await waitUntil(() => status() !== '', 'no message after the import', { timeout: 10_000 });
  return status();
}

const jsonFile = (text: string) => new File([text], 'import.json', { type: 'application/json' });

describe('hostile input', () => {
  before(async () => {
    await setUpAppDocument();
  });
  beforeEach(() => {
    delete window.__pwned;
  });
  after(async () => {
    for (const name of databases.names) await closeStore(name);
    await databases.deleteAll();
  });

  for (const [label, k] of Object.entries(KINDS)) {
    describe(`importing ${label} from a file`, () => {
      for (const c of importCases(k)) {
        it(`refuses ${c.name} with a message, saving nothing`, async () => {
          const { name, store } = await freshStore();
          const before = await dump(name);
          const panel = await fixture<HsUserDataPanel>(
            html`<hs-user-data-panel .kind=${k.kind} .store=${store}></hs-user-data-panel>`,
          );
          const shown = await importFile(panel, jsonFile(c.text));
          expect(shown).to.contain('The file was not imported; nothing was changed.');
          expect(shown).to.match(c.says);
          expect(await dump(name)).to.equal(before);
          expect(injected(panel)).to.deep.equal([]);
        });
      }

      it('refuses a file over 5 MB before reading it, saving nothing', async () => {
        const { name, store } = await freshStore();
        const before = await dump(name);
        const panel = await fixture<HsUserDataPanel>(
          html`<hs-user-data-panel .kind=${k.kind} .store=${store}></hs-user-data-panel>`,
        );
        const valid = envelope(k.kind, k.valid);
        const big = `${valid.slice(0, -1)},"pad":"${' '.repeat(5 * 1024 * 1024)}"}`;
        const shown = await importFile(panel, jsonFile(big));
        expect(shown).to.match(/The file is too large \([\d,]+ bytes; the limit is 5 MB\)/);
        expect(await dump(name)).to.equal(before);
      });

      it('a valid file is saved (the check above would see a change)', async () => {
        const { name, store } = await freshStore();
        const before = await dump(name);
        const panel = await fixture<HsUserDataPanel>(
          html`<hs-user-data-panel .kind=${k.kind} .store=${store}></hs-user-data-panel>`,
        );
        const shown = await importFile(panel, jsonFile(envelope(k.kind, k.valid)));
        expect(shown).to.contain('Imported and saved.');
        expect(await dump(name)).to.not.equal(before);
      });
    });
  }

  describe('importing through the pages that offer it', () => {
    const pages = [
      {
        label: 'orders of battle',
        k: KINDS['general ratings']!,
        make: (store: Store) =>
          fixture(
            html`<hs-roster .descriptor=${OOB_ROSTER} .host=${link()} .store=${store}></hs-roster>`,
          ),
      },
      {
        label: 'army builder',
        k: KINDS['saved armies']!,
        make: (store: Store) =>
          fixture(
            html`<hs-aof-army-builder .host=${link()} .store=${store}></hs-aof-army-builder>`,
          ),
      },
      {
        label: 'commanders',
        k: KINDS['commander counters']!,
        make: (store: Store) =>
          fixture(
            html`<hs-roster
              .descriptor=${COMMANDER_ROSTER}
              .host=${link()}
              .store=${store}
            ></hs-roster>`,
          ),
      },
    ];
    for (const p of pages) {
      it(`${p.label}: a script-bearing file is refused and nothing of it is rendered`, async () => {
        const { name, store } = await freshStore();
        const page = await p.make(store);
        await settle();
        const before = await dump(name);
        const panel = page.shadowRoot!.querySelector<HsUserDataPanel>('hs-user-data-panel');
        expect(panel, 'the page offers an import').to.not.equal(null);
        const shown = await importFile(panel!, jsonFile(envelope(p.k.kind, p.k.scripted)));
        expect(shown).to.match(p.k.scriptedSays);
        await settle();
        expect(await dump(name)).to.equal(before);
        expect(injected(page)).to.deep.equal([]);
      });
    }
  });

  describe('data-carrying links (?data=)', () => {
    const pages = [
      {
        label: 'orders of battle',
        k: KINDS['general ratings']!,
        tag: 'hs-roster',
        make: (store: Store, params: [string, string][]) =>
          fixture(
            html`<hs-roster
              .descriptor=${OOB_ROSTER}
              .host=${link(params)}
              .store=${store}
            ></hs-roster>`,
          ),
      },
      {
        label: 'army builder',
        k: KINDS['saved armies']!,
        tag: 'hs-aof-army-builder',
        make: (store: Store, params: [string, string][]) =>
          fixture(
            html`<hs-aof-army-builder .host=${link(params)} .store=${store}></hs-aof-army-builder>`,
          ),
      },
      {
        label: 'commanders',
        k: KINDS['commander counters']!,
        tag: 'hs-roster',
        make: (store: Store, params: [string, string][]) =>
          fixture(
            html`<hs-roster
              .descriptor=${COMMANDER_ROSTER}
              .host=${link(params)}
              .store=${store}
            ></hs-roster>`,
          ),
      },
    ];

    async function linkCases(k: Kind): Promise<{ name: string; data: string; says: RegExp }[]> {
      const valid = envelope(k.kind, k.valid);
      const packed = await compressToParam(valid);
      return [
        { name: 'not base64url', data: XSS_IMG, says: /characters a Haversack link never/ },
        { name: 'not compressed', data: 'AAAAAAAAAAAA', says: /damaged or incomplete/ },
        {
          name: 'a compressed link cut short',
          data: packed.slice(0, Math.floor(packed.length / 2)),
          says: /damaged or incomplete \(it may have been cut off/,
        },
        {
          name: 'not JSON',
          data: await compressToParam('{"format":'),
          says: /The link’s data is not valid JSON/,
        },
        {
          name: 'a valid export cut in half',
          data: await compressToParam(valid.slice(0, Math.floor(valid.length / 2))),
          says: /not valid JSON/,
        },
        {
          name: 'the wrong format literal',
          data: await compressToParam(valid.replace('haversack-user-data', 'x')),
          says: /not a Haversack user-data file/,
        },
        {
          name: 'the wrong version',
          data: await compressToParam(valid.replace('"version":1', '"version":2')),
          says: /newer version/,
        },
        {
          name: 'over 5 MB once expanded',
          data: await compressToParam(`${valid.slice(0, -1)},"pad":"${' '.repeat(5.5e6)}"}`),
          says: /The link’s data is too large \(over 5 MB\)/,
        },
        {
          name: 'script-bearing text in an otherwise valid export',
          data: await compressToParam(envelope(k.kind, k.scripted)),
          says: k.scriptedSays,
        },
        {
          name: 'a script-bearing note',
          data: await compressToParam(envelope(k.kind, k.valid, { note: XSS_IMG })),
          says: PLAIN,
        },
      ];
    }

    for (const p of pages) {
      it(`${p.label}: every hostile link is refused with a message naming the problem`, async () => {
        const { name, store } = await freshStore();
        const before = await dump(name);
        for (const c of await linkCases(p.k)) {
          delete window.__pwned;
          const page = await p.make(store, [['data', c.data]]);
          const notice = () =>
            deepText(page.shadowRoot!.querySelector('.notice[role="alert"]') ?? page).trim();
          await waitUntil(() => /could not be used/.test(notice()), `${c.name}: no refusal shown`, {
            timeout: 10_000,
          });
          expect(notice(), c.name).to.match(c.says);
          await settle();
          expect(await dump(name), `${c.name}: nothing saved`).to.equal(before);
          expect(injected(page), c.name).to.deep.equal([]);
          page.remove();
        }
      });

      it(`${p.label}: a valid link is only an offer until accepted`, async () => {
        const { name, store } = await freshStore();
        const before = await dump(name);
        const data = await compressToParam(envelope(p.k.kind, p.k.valid));
        const page = await p.make(store, [['data', data]]);
        await waitUntil(
          () => page.shadowRoot!.querySelector('.notice[role="alert"] button.primary') !== null,
          'no offer shown',
        );
        expect(await dump(name)).to.equal(before);
        page.shadowRoot!.querySelector<HTMLButtonElement>('.notice button.primary')!.click();
        await waitUntil(async () => (await dump(name)) !== before, 'accepting saved nothing');
      });
    }

    it('an over-long link is refused by the router with a message', () => {
      const route = parseRoute('altar-of-freedom/army-builder/', `?data=${'A'.repeat(9000)}`);
      expect(route.page).to.equal('not-found');
      expect(route.page === 'not-found' && route.reason).to.equal(
        'This address is too long to be a Haversack link.',
      );
    });

    it('data too large for a link is not put in one: the panel says to export it', async () => {
      const { store } = await freshStore();
      const many = {
        armies: Array.from({ length: 60 }, (_, i) => ({
          id: `army-${i}-${crypto.randomUUID()}`,
          name: `Army ${crypto.randomUUID()}`,
          size: 'large',
          updatedAt: '2026-11-20T10:00:00.000Z',
          divisions: Array.from({ length: 8 }, () => ({
            name: crypto.randomUUID(),
            brigades: [{ name: crypto.randomUUID(), arm: 'infantry', sm: 0 }],
          })),
          generals: [{ name: crypto.randomUUID(), pp: 5, traits: [] }],
        })),
      };
      const panel = await fixture<HsUserDataPanel>(
        html`<hs-user-data-panel
          .kind=${SAVED_ARMIES_KIND}
          .store=${store}
          .data=${many}
          pageUrl="http://localhost/altar-of-freedom/army-builder/"
        ></hs-user-data-panel>`,
      );
      const makeLink = [...panel.shadowRoot!.querySelectorAll('button')].find(
        (b) => b.textContent.trim() === 'Put in a link',
      )!;
      makeLink.click();
      await waitUntil(() => deepText(panel.shadowRoot!).includes('too large for a link'));
      expect(deepText(panel.shadowRoot!)).to.contain(`a link holds at most ${MAX_URL_PART}`);
      expect(panel.shadowRoot!.querySelector('hs-share-button')).to.equal(null);
    });
  });

  it('text in a printed page header cannot end its CSS string', () => {
    const text = 'Shiloh"\r}} body { display: none } \f@page { margin: 0; content: "\\';
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(pageCss('a4', { topLeft: text, topRight: 'x', bottomLeft: 'y' }));
    expect(sheet.cssRules).to.have.length(1);
    expect(sheet.cssRules[0]).to.be.instanceOf(CSSPageRule);
    expect(sheet.cssRules[0]?.cssText).to.not.contain('display: none;');
  });

  describe('typed names', () => {
    const scenarios = [{ slug: 'shiloh', title: 'Shiloh' }];
    const initialState = () => ({ state: {}, version: 1 });

    async function savedGames(store: Store) {
      const el = await fixture<HsSavedGames>(
        html`<hs-saved-games
          .store=${store}
          game="altar-of-freedom"
          .scenarios=${scenarios}
          .initialState=${initialState}
        ></hs-saved-games>`,
      );
      await el.refresh();
      await el.updateComplete;
      return el;
    }
    const status = (el: Element) =>
      deepText(el.shadowRoot!.querySelector('[role="status"]')!).trim();

    it('a saved game cannot be started with markup in its name', async () => {
      const { name, store } = await freshStore();
      const before = await dump(name);
      const el = await savedGames(store);
      const form = el.shadowRoot!.querySelector<HTMLFormElement>('form')!;
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = XSS_IMG;
      form.requestSubmit();
      await waitUntil(() => status(el) !== '', 'no message');
      expect(status(el)).to.equal('Not started: The game’s name must not contain < or >.');
      expect(await dump(name)).to.equal(before);
      expect(injected(el)).to.deep.equal([]);
      // the same form with a plain name starts the game
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Shiloh, first day';
      form.requestSubmit();
      await waitUntil(() => status(el).startsWith('Started'), 'not started');
      expect(await dump(name)).to.not.equal(before);
    });

    it('a saved game cannot be renamed to markup', async () => {
      const { name, store } = await freshStore();
      await store.putGame({
        id: 'g1',
        gameSlug: 'altar-of-freedom',
        scenario: 'shiloh',
        name: 'Shiloh',
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
        stateVersion: 1,
        state: {},
      });
      const before = await dump(name);
      const el = await savedGames(store);
      [...el.shadowRoot!.querySelectorAll('button')]
        .find((b) => b.textContent.trim() === 'Rename')!
        .click();
      await el.updateComplete;
      const form = el.shadowRoot!.querySelector<HTMLFormElement>('li form')!;
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = XSS_SCRIPT;
      form.requestSubmit();
      await waitUntil(() => status(el) !== '', 'no message');
      expect(status(el)).to.equal('Not renamed: The game’s name must not contain < or >.');
      expect(await dump(name)).to.equal(before);
      expect(injected(el)).to.deep.equal([]);
    });

    it('an army with markup in a name is not saved, and the message names the field', async () => {
      const { name, store } = await freshStore();
      const el = await fixture(
        html`<hs-aof-army-builder .host=${link()} .store=${store}></hs-aof-army-builder>`,
      );
      await settle();
      const before = await dump(name);
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('.field.name input')!;
      input.value = XSS_IMG;
      input.dispatchEvent(new Event('input'));
      await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      const save = [...el.shadowRoot!.querySelectorAll('button')].find(
        (b) => b.textContent.trim() === 'Save army',
      )!;
      save.click();
      await waitUntil(() => PLAIN.test(status(el)), 'no message');
      expect(status(el)).to.contain('The army’s name must not contain < or >.');
      expect(await dump(name)).to.equal(before);
      expect(injected(el)).to.deep.equal([]);
      input.value = 'Army of the Cumberland';
      input.dispatchEvent(new Event('input'));
      save.click();
      await waitUntil(async () => (await dump(name)) !== before, 'the plain name was not saved');
    });

    it('a commander cannot be named with markup', async () => {
      const { name, store } = await freshStore();
      const el = await fixture(
        html`<hs-roster
          .descriptor=${COMMANDER_ROSTER}
          .host=${link()}
          .store=${store}
        ></hs-roster>`,
      );
      await settle();
      const before = await dump(name);
      el.shadowRoot!.querySelector<HTMLButtonElement>('#edit-usa-unnamed-1')!.click();
      await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      const form = el.shadowRoot!.querySelector<HTMLFormElement>('#editor-usa-unnamed-1')!;
      const input = form.querySelector<HTMLInputElement>('input')!;
      input.value = XSS_SCRIPT;
      input.dispatchEvent(new Event('input'));
      form.requestSubmit();
      const errors = () => deepText(el.shadowRoot!.querySelector('#errors-usa-unnamed-1') ?? el);
      await waitUntil(() => PLAIN.test(errors()), 'no message');
      expect(errors()).to.contain('A commander’s name must not contain < or >.');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(await dump(name)).to.equal(before);
      expect(injected(el)).to.deep.equal([]);
    });

    it('a coastal region cannot be added with markup in its name', async () => {
      const { name, store } = await freshStore();
      const el = await gameTracker('price-of-freedom', 'war-effort', store, link());
      await waitUntil(() => el.shadowRoot!.querySelector('hs-saved-games') !== null);
      const games = el.shadowRoot!.querySelector<HsSavedGames>('hs-saved-games')!;
      // The list shows once it is read.
      await waitUntil(() => games.shadowRoot?.querySelector('form'));
      games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
      const field = () => el.shadowRoot!.querySelector<HTMLInputElement>('#add-coastal-h-name');
      await waitUntil(() => field() !== null, 'no game');
      await new Promise((r) => setTimeout(r, 50));
      const before = await dump(name);
      const input = field()!;
      input.value = XSS_IMG;
      input.dispatchEvent(new Event('input'));
      input.form!.requestSubmit();
      const error = () => deepText(el.shadowRoot!.querySelector('#add-coastal-h-error')!).trim();
      await waitUntil(() => error() !== '', 'no message');
      expect(error()).to.equal('The region’s name must not contain < or >.');
      await new Promise((r) => setTimeout(r, 50));
      expect(await dump(name)).to.equal(before);
      expect(injected(el)).to.deep.equal([]);
    });
  });
});
