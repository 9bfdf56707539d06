// The prerender pass's entry (docs/decisions/0007): esbuild bundles it with the app for Node at
// build time; scripts/prerender.mjs imports the bundle and calls renderRoute() once per route.
// It renders the whole <hs-app> tree with Lit SSR (declarative shadow DOM), the tool included:
// the tool's code builds its elements as in the browser (with a minimal server DOM), and each
// element it created is rendered in place, numbered for the browser to adopt.
import { ORIGIN } from './ssr-globals.mjs';
import { render } from '@lit-labs/ssr';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import '../src/components/app/hs-app.ts';
// Loaded lazily in the browser, here before rendering: the data page is prerendered too.
import '../src/components/app/hs-data-page.ts';
import '../src/components/app/hs-receive-page.ts';
import { GAME_UI } from '../src/games/registry.ts';
import { parseRoute, routeKey } from '../src/routing/routes.ts';
import { ADOPT_ATTR, serverTool, startServerTool } from '../src/components/app/prerendered-tool.ts';

let created = [];
let next;
/** Renders an element the tool's code created (found by its number) instead of a new one. */
class AdoptingRenderer extends LitElementRenderer {
  /** @override */
  static matchesClass(ctor, _tag, attributes) {
    if (!LitElementRenderer.matchesClass(ctor) || !attributes?.has(ADOPT_ATTR)) return false;
    next = created[Number(attributes.get(ADOPT_ATTR))];
    return next !== undefined;
  }
  constructor(tag) {
    super(tag);
    this.element = next;
  }
}

const tagOf = (el) => el.tag ?? el.localName;

/** The markup of the tree the tool's code built: tags and numbers only; Lit SSR fills them. */
function treeMarkup(el) {
  const tag = tagOf(el);
  const children = (el.__children ?? []).map(treeMarkup).join('');
  return `<${tag} ${ADOPT_ATTR}="${created.indexOf(el)}">${children}</${tag}>`;
}

/**
 * The page's <hs-app> with its whole tree in declarative shadow DOM, for the route at `path`,
 * and the bundled data files its tool reads (repository paths, for the page's preloads).
 */
export async function renderRoute(path) {
  // The server's stand-in for the page's address: the app reads only URL's fields of it.
  globalThis.location = /** @type {Location} */ (/** @type {unknown} */ (new URL(path, ORIGIN)));
  serverTool.body = undefined;
  const route = parseRoute(path, '');
  let dataFiles = [];
  if (route.page === 'tool') {
    const loader = GAME_UI[route.game.slug];
    if (loader) {
      const ui = await loader();
      dataFiles = [...ui.dataFiles(route.tool.slug)];
      created = startServerTool();
      const el = await ui.createTool(route.tool.slug, { params: [], setParams() {} });
      serverTool.body = null; // not built, unless:
      if (el) {
        created = [...created];
        const markup = `<!--hs-tool-->${treeMarkup(el)}<!--/hs-tool-->`;
        serverTool.body = staticHtml`${unsafeStatic(markup)}`;
      }
    }
  }
  const out = await collectResult(
    render(html`<hs-app></hs-app>`, { elementRenderers: [AdoptingRenderer, LitElementRenderer] }),
  );
  // The page this HTML draws: the browser draws afresh when the address asks for another one.
  return { html: out.replace('<hs-app', `<hs-app data-route="${routeKey(route)}"`), dataFiles };
}
