// The build's prerender pass (docs/decisions/0007-prerendered-routes.md): renders each route's
// <hs-app> tree with Lit SSR in Node, inlines the critical CSS and the theme boot script, adds a
// loader that preloads the route's chunks and starts the app after the first paint,
// and writes a CSP that allows exactly the page's
// inline styles and scripts by their sha256 hashes.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, transform } from 'esbuild';

/**
 * Bundles scripts/ssr-entry.mjs with the app for Node and renders every path in `paths` with it,
 * in a worker thread: the server DOM it installs on the global object stays out of the build.
 * Resolves with the rendered <hs-app> of each path, by path.
 */
export async function renderRoutes(paths) {
  const outfile = '.tmp/ssr/ssr-entry.mjs';
  await build({
    entryPoints: ['scripts/ssr-entry.mjs'],
    bundle: true,
    outfile,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    loader: { '.json': 'json' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // node-fetch (pulled in by Lit's DOM shim) is CommonJS.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.url).then(async ({ renderRoute }) => {
      const out = {};
      for (const p of workerData.paths) out[p] = await renderRoute(p);
      parentPort.postMessage(out);
    });`,
    { eval: true, workerData: { url: `${pathToFileURL(outfile).href}?t=${Date.now()}`, paths } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (out) => {
      void worker.terminate();
      resolve(out);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`prerender worker exited with code ${code}`)));
  });
}

/** Minified CSS and script text for inlining. */
export async function minify(code, loader) {
  return (await transform(code, { loader, minify: true })).code.trim();
}

/**
 * Strips what only the server needs from Lit SSR's output: the markers of the outer template
 * around <hs-app>, and inside the tool (between <!--hs-tool--> and <!--/hs-tool-->, outside the
 * tool's own shadow roots) the markers of the tree the tool's code built, which the browser
 * adopts element by element instead of hydrating as a template. Boolean properties Lit renders
 * as ="false" attributes are dropped, so a page without JavaScript shows them unset.
 */
export function cleanSsr(out) {
  let html = out.slice(out.indexOf('<hs-app'), out.lastIndexOf('</hs-app>') + '</hs-app>'.length);
  html = html.replace(/<!--hs-tool-->([\s\S]*?)<!--\/hs-tool-->/g, (_m, inner) => {
    let depth = 0;
    return inner.replace(/<template\b|<\/template>|<!--\/?lit-(?:part|node)[^>]*-->/g, (tok) => {
      if (tok === '<template') depth++;
      else if (tok === '</template>') depth--;
      else if (depth === 0) return '';
      return tok;
    });
  });
  return html.replace(
    / (checked|selected|disabled|readonly|required|hidden|open|multiple)="false"/g,
    '',
  );
}

const minified = new Map();
/** `html` with each <style> block minified (the elements' styles are written for reading). */
export async function minifyStyles(html) {
  const blocks = [...new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]))];
  for (const css of blocks) if (!minified.has(css)) minified.set(css, await minify(css, 'css'));
  return html.replace(
    /<style>([\s\S]*?)<\/style>/g,
    (_m, css) => `<style>${minified.get(css)}</style>`,
  );
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's CSP: `base` with each inline <style> and <script> of `html` allowed by hash. */
export function cspFor(base, html) {
  const hashes = (re) => [...new Set([...html.matchAll(re)].map((m) => sha256(m[1])))];
  const styles = hashes(/<style>([\s\S]*?)<\/style>/g);
  const scripts = hashes(/<script>([\s\S]*?)<\/script>/g);
  return base
    .replace("style-src 'self'", ["style-src 'self'", ...styles].join(' '))
    .replace("script-src 'self'", ["script-src 'self'", ...scripts].join(' '));
}

/** Which source module defines each custom element tag (`@customElement('tag')`). */
export function elementModules(dir = 'src') {
  const map = new Map();
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts'))
        for (const m of readFileSync(p, 'utf8').matchAll(/@customElement\('([a-z0-9-]+)'\)/g))
          map.set(m[1], join(process.cwd(), p));
    }
  };
  walk(dir);
  return map;
}

/**
 * The chunks a page needs beyond the entry, from rollup's chunk graph: for each element tag in
 * the page, the chunk holding the module that defines it, with its static imports; the route's
 * game chunk; and the chunks of the bundled data files its tool reads (`dataFiles`, paths from
 * the repository root). Sorted, without the entry itself.
 */
export function pageChunks(bundle, html, modules, entryFile, gameFiles = [], dataFiles = []) {
  const byModule = new Map();
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk') for (const id of chunk.moduleIds) byModule.set(id, chunk.fileName);
  const files = new Set();
  const add = (name) => {
    if (!name || files.has(name)) return;
    files.add(name);
    for (const i of bundle[name]?.imports ?? []) add(i);
  };
  add(entryFile);
  for (const f of gameFiles) add(f);
  for (const f of dataFiles) add(byModule.get(join(process.cwd(), f)));
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9]*-[a-z0-9-]+)[\s>]/g))
    add(byModule.get(modules.get(tag)));
  files.delete(entryFile);
  return [...files].sort();
}

/**
 * The inline script in each page's head that starts the app once the prerendered page has
 * painted (docs/decisions/0007): when the document is parsed and its first contentful paint has
 * reached the screen (the `paint` entry, reported after it is shown), in the task after the next
 * frame, it adds the page's `modulepreload` links and imports the entry, so no script request
 * competes with the page's own bytes or starts before it is on screen. A hidden page (opened in
 * the background) has nothing to wait for and starts at once; a browser without paint timing
 * waits a frame; three seconds is the backstop. `import()` needs no Trusted Types policy, unlike
 * a script element's `src`. `hsStarted` is a promise that settles once the entry has run (or
 * failed to load), for the checks: the `load` event can come before it.
 */
export function moduleLoader(entryFile, preloads) {
  return (
    `(function(d,w){var m=${JSON.stringify(preloads)},s=0,r,P=w.PerformanceObserver;` +
    `w.hsStarted=new Promise(function(x){r=x});` +
    `function go(){if(s)return;s=1;` +
    `for(var i=0;i<m.length;i++){var l=d.createElement("link");l.rel="modulepreload";` +
    `l.href=m[i];d.head.appendChild(l)}` +
    `import(new URL(${JSON.stringify(entryFile)},d.baseURI).href).then(function(){r()},function(){r()})}` +
    `function next(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `function start(){if(d.visibilityState!=="visible")return go();setTimeout(go,3000);` +
    `if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return next();` +
    `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();next()}});` +
    `o.observe({type:"paint",buffered:true})}` +
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()})(document,window);`
  );
}
