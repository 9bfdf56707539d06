// Prerender check of the built app (docs/decisions/0007): every route's HTML holds its page drawn
// in declarative shadow DOM (a tool page, its tool); and in Chromium, on every route, the page
// hydrates what is there (the prerendered elements are kept, not drawn again),
// with no console error, CSP violation or hydration mismatch, and no layout shift.
// Usage: node scripts/prerender-check.mjs [--static] [--only <path part>]
/* global window, performance, PerformanceObserver, requestAnimationFrame -- in page.evaluate() code */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { browserLaunchOptions } from './find-chromium.mjs';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const failures = [];
const fail = (msg) => failures.push(msg);

// 1. Every route's HTML.
const pages = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (f === 'index.html') pages.push(p);
  }
};
walk('dist');
if (pages.length < 10) fail(`only ${pages.length} route pages found in dist/`);
for (const file of pages) {
  const html = readFileSync(file, 'utf8');
  const depth = file.split('/').length - 2; // dist/<game>/<tool>/index.html → 2
  if (!/<hs-app data-route="[^"]*"><template shadowroot(mode)?="open"/.test(html))
    fail(`${file}: <hs-app> is not prerendered`);
  if (/unsafe-inline/.test(html)) fail(`${file}: 'unsafe-inline' in the page`);
  if (!/<style>[^<]+<\/style>/.test(html.slice(0, html.indexOf('</head>'))))
    fail(`${file}: no inlined CSS in <head>`);
  if (/<link rel="stylesheet"|<script src="boot\.js"/.test(html))
    fail(`${file}: a blocking stylesheet or script before first paint`);
  if (depth === 2) {
    // A tool page: the tool's element, drawn, in place of "Loading…".
    const at = html.indexOf('data-hs-adopt="0"');
    const tool = at > 0 && /<template shadowroot(mode)?="open"/.test(html.slice(at));
    // A tool the game's module does not draw yet says so, in the HTML too.
    if (!tool && !html.includes('data-not-built')) fail(`${file}: the tool is not prerendered`);
    if (/role="status"><!--lit-part-->Loading…/.test(html) || />Loading…</.test(html))
      fail(`${file}: says "Loading…"`);
  }
  // The app starts after the first paint: its loader, in the head, lists the route's chunks
  // (preloaded then) and the entry; no script request starts before the page has painted.
  const loader =
    /<script>\(function\(d,w\)\{var m=(\[[^\]]*\])[\s\S]*?import\(new URL\("(assets\/app-[\w-]+\.js)"[\s\S]*?<\/script>[\s\S]*<\/head>/.exec(
      html,
    );
  if (!loader) fail(`${file}: no module loader in the head`);
  else if (
    depth === 2 &&
    !JSON.parse(loader[1]).some((f) => /^assets\/[a-z-]+-[\w-]+\.js$/.test(f))
  )
    fail(`${file}: its loader preloads no chunk`);
  if (/<link rel="modulepreload"|<script type="module"/.test(html))
    fail(`${file}: a script request starts before the first paint`);
}
console.log(`${pages.length} route pages read`);

// Every JS file each route loads before it answers, as the build recorded it.
const ROUTE_JS = JSON.parse(readFileSync('.tmp/build-manifest.json', 'utf8')).routes ?? {};
for (const files of Object.values(ROUTE_JS)) files.push('boot.js');

// 2. Every route in the browser (home, data, each game, each tool), and a link with inputs: the
// page was drawn without them, so its tool is built anew and replaces the drawn one (nodes are
// replaced); the link's input must show.
const ROUTES = [
  ...pages
    .map((f) => f.slice('dist/'.length, -'index.html'.length))
    .sort()
    .map((p) => [p.split('/').length > 2 ? 'tool' : 'page', p]),
  ['link with inputs', 'altar-of-freedom/firing/?sm=2', { input: ['i-sm', '2'] }],
  // A query too long to be a link makes the route "not found": the drawn page (the game's) is
  // replaced by the app's own drawing of the right one, with nothing left waiting to hydrate.
  [
    'address for another page',
    `in-freedoms-cause/?x=${'y'.repeat(9000)}`,
    { page: 'hs-not-found' },
  ],
].filter(([, p]) => p.includes(only));

if (!args.includes('--static')) {
  const server = await serve({ dir: 'dist' });
  const origin = `http://127.0.0.1:${server.address().port}/`;
  const browser = await puppeteer.launch(browserLaunchOptions());
  try {
    for (const [kind, path, linked] of ROUTES) {
      // A shift is looked at again on a fresh load, up to three loads: under heavy load the
      // header's settings button has been seen, rarely, drawn a frame before its shadow styles
      // (0.0004). A route fails when every load shifts; each retry is printed.
      for (let attempt = 1; ; attempt++) {
        const page = await browser.newPage();
        const errors = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.setViewport({ width: 390, height: 844 });
        await page.evaluateOnNewDocument(() => {
          window.__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
          );
          // Before any module runs: remember the prerendered nodes, to see they are kept.
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            const deep = [];
            const visit = (root) => {
              for (const el of root.querySelectorAll('*')) {
                if (el.shadowRoot) {
                  deep.push(el.shadowRoot.lastElementChild ?? el);
                  visit(el.shadowRoot);
                }
              }
            };
            visit(document);
            window.__prerendered = deep.filter(Boolean);
          });
        });
        const res = await page.goto(origin + path, { waitUntil: 'networkidle0' });
        if (!res?.ok()) fail(`${path}: HTTP ${res?.status()}`);
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))),
        );
        const state = await page.evaluate((linkedInput) => {
          const kept = window.__prerendered ?? [];
          const lost = kept.filter((n) => !n.isConnected).map((n) => n.localName);
          const pending = [];
          const visit = (root) => {
            for (const el of root.querySelectorAll('[defer-hydration],[data-hs-adopt]'))
              pending.push(el.localName);
            for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
          };
          visit(document);
          const find = (root, id) => {
            const hit = root.getElementById?.(id);
            if (hit) return hit;
            for (const el of root.querySelectorAll('*')) {
              const inner = el.shadowRoot && find(el.shadowRoot, id);
              if (inner) return inner;
            }
            return null;
          };
          const input = linkedInput ? (find(document, linkedInput[0])?.value ?? null) : null;
          const shown =
            document.querySelector('hs-app')?.shadowRoot?.querySelector('main')?.firstElementChild
              ?.localName ?? '';
          const js = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.endsWith('.js'));
          return { kept: kept.length, lost, pending, cls: window.__cls, input, shown, js };
        }, linked?.input);
        const tag = `${kind} /${path.slice(0, 60)}`;
        if (state.cls > 0 && attempt < 3) {
          console.log(`${tag}: CLS ${state.cls.toFixed(4)} on load ${attempt}, loading it again`);
          await page.close();
          continue;
        }
        if (state.kept < 3) fail(`${tag}: only ${state.kept} prerendered shadow roots`);
        if (linked?.page && state.shown !== linked.page)
          fail(`${tag}: shows <${state.shown}>, not <${linked.page}>`);
        if (linked?.input && state.input !== linked.input[1])
          fail(
            `${tag}: #${linked.input[0]} shows ${state.input}, not the link's ${linked.input[1]}`,
          );
        if (state.lost.length && !linked)
          fail(
            `${tag}: ${state.lost.length} prerendered nodes replaced (${[...new Set(state.lost)].slice(0, 6).join(', ')})`,
          );
        if (state.pending.length)
          fail(`${tag}: never hydrated: ${[...new Set(state.pending)].join(', ')}`);
        if (state.cls > 0) fail(`${tag}: layout shift ${state.cls.toFixed(4)}`);
        // The route's JavaScript as the build records it (and the size budget counts it): the
        // page loads no script beyond it, but for the handler of the files an installed app is
        // launched with (loaded beside the page where the browser has a launch queue).
        const listed = ROUTE_JS[path.split('?')[0]];
        if (!linked && listed) {
          const extra = state.js
            .map((p) => p.slice(1))
            .filter((f) => !listed.includes(f) && !/^assets\/launch-[\w-]+\.js$/.test(f));
          // Printed, not failed, for now: the combat ledger loads the campaign tracker it records
          // into, and the data page its backup reader, beyond their lists (issue 28).
          if (extra.length)
            console.log(`WARN ${tag}: loads scripts it does not preload: ${extra.join(', ')}`);
        }
        for (const e of errors) fail(`${tag}: console: ${e.slice(0, 300)}`);
        console.log(
          `${tag}: ${state.kept} shadow roots kept, ${state.lost.length} replaced, CLS ${state.cls.toFixed(4)}, ${errors.length} errors`,
        );
        await page.close();
        break;
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

for (const f of failures) console.error(`FAIL ${f}`);
if (failures.length) process.exit(1);
console.log('prerender check passed');
