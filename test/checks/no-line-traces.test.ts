/**
 * Every reference a player sees names the rulebook's own place, never a line of the project's
 * text copies: each route of the catalogue is rendered in the app shell, and no visible text
 * (shadow roots included, comments and styles excluded) may carry a line trace such as `L123`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/components/app/hs-app.js';
import type { HsApp } from '../../src/components/app/hs-app.js';
import { GAMES, type ToolEntry } from '../../src/catalog.js';
import { LINE_TRACE } from '../../src/core/shared/citation.js';
import { formatRoute } from '../../src/routing/routes.js';
import { setUpAppDocument } from '../helpers/app-document.js';

/** Attributes a player reads or hears. */
const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'];

/** Every text a player can read or hear under `root`, through shadow roots, in document order. */
function shownTexts(root: Node): string[] {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node instanceof Text) {
      if (node.data.trim()) out.push(node.data.trim());
      return;
    }
    if (node instanceof Element) {
      if (['STYLE', 'SCRIPT', 'TEMPLATE'].includes(node.tagName)) return;
      for (const a of SHOWN_ATTRIBUTES) {
        const v = node.getAttribute(a);
        if (v) out.push(v);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out;
}

/** Every element under `root`, through shadow roots. */
function deepElements(root: Node): Element[] {
  const out: Element[] = [];
  const walk = (node: Node): void => {
    if (node instanceof Element) {
      out.push(node);
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out;
}

/** Waits until every Lit element under `root` has finished updating, new ones included. */
async function settle(root: Node): Promise<void> {
  let seen = -1;
  for (let round = 0; round < 10; round++) {
    const els = deepElements(root);
    if (els.length === seen) return;
    seen = els.length;
    const pending = els.flatMap((e) => {
      const u = (e as Element & { updateComplete?: Promise<unknown> }).updateComplete;
      return u ? [u] : [];
    });
    await Promise.all(pending);
  }
}

function pageOf(app: HsApp): HTMLElement {
  const el = app.shadowRoot!.querySelector('main')!.firstElementChild;
  if (!(el instanceof HTMLElement)) throw new Error('no page rendered');
  return el;
}

interface RouteCase {
  readonly href: string;
  /** The page's main heading once it has rendered. */
  readonly heading: string;
  /** A built tool: its element must have rendered content of its own. */
  readonly built: boolean;
}

const ROUTES: RouteCase[] = [
  { href: formatRoute({}), heading: 'Play aids for Civil War wargames', built: false },
  ...GAMES.flatMap((g) => [
    { href: formatRoute({ game: g.slug }), heading: g.title, built: false },
    ...g.tools.map((t: ToolEntry) => ({
      href: formatRoute({ game: g.slug, tool: t.slug }),
      heading: t.title,
      built: t.built === true,
    })),
  ]),
];

async function render(route: RouteCase): Promise<HTMLElement> {
  history.replaceState(null, '', new URL(route.href, document.baseURI));
  const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
  await app.updateComplete;
  const page = pageOf(app) as HTMLElement & { updateComplete?: Promise<unknown> };
  await page.updateComplete;
  // A tool page loads its game's chunk first; wait until the tool (or its notice) replaced it.
  await waitUntil(
    () => !page.shadowRoot!.querySelector('p[role="status"]')?.textContent.includes('Loading'),
    `${route.href} never finished loading`,
    // The first tool of a game compiles its chunk on the test server.
    { timeout: 15000 },
  );
  await settle(app);
  return page;
}

describe('No text-file line references on any route (LINE_TRACE)', () => {
  const start = location.href;
  before(setUpAppDocument);
  after(() => {
    history.replaceState(null, '', start);
  });

  it('finds a line trace hidden in a shadow root (the check itself)', () => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<p>Firing Table <span>L868–899</span></p>';
    expect(shownTexts(host).some((t) => LINE_TRACE.test(t))).to.equal(true);
    host.shadowRoot!.innerHTML = '<!-- L868 --><style>.x{}</style><p>Firing Table</p>';
    expect(shownTexts(host).some((t) => LINE_TRACE.test(t))).to.equal(false);
  });

  it('covers the home page, every game and every tool of the catalogue', () => {
    const tools = GAMES.reduce((n, g) => n + g.tools.length, 0);
    expect(ROUTES).to.have.length(1 + GAMES.length + tools);
    expect(ROUTES.filter((r) => r.built).length).to.be.greaterThan(20);
  });

  for (const route of ROUTES) {
    it(`/${route.href.replace(/^\.\/$/, '')} shows no line reference`, async () => {
      const page = await render(route);
      expect(page.shadowRoot!.querySelector('h1')?.textContent.trim()).to.equal(route.heading);
      if (route.built) {
        // The tool's own element, not a loading or not-built notice, rendered content.
        const tool = [...page.shadowRoot!.children].find(
          (e) => !['H1', 'P', 'STYLE'].includes(e.tagName),
        );
        expect(tool, `${route.href}: the tool element`).to.exist;
        // A tracker draws its panels once the saved games are read from the store.
        await waitUntil(
          () => shownTexts(tool!).join(' ').length > 100,
          `${route.href}: the tool never drew its content`,
          { timeout: 15000 },
        ).catch(() => undefined);
        await settle(page);
        expect(
          shownTexts(tool!).join(' ').length,
          `${route.href}: the tool's text`,
        ).to.be.greaterThan(100);
      }
      const texts = shownTexts(page);
      expect(texts.length).to.be.greaterThan(0);
      const traced = texts.filter((t) => LINE_TRACE.test(t));
      expect(traced, `${route.href} shows line references`).to.deep.equal([]);
    });
  }
});
