// Gzipped sizes of the build: every JS chunk, the JS, CSS and HTML the first page loads, each
// game's chunk (its lazily loaded UI module and what that statically imports beyond the first
// page), each tool's own chunks (its descriptor and the game's additions to it, with what they
// import beyond the first page and the game's chunk), the JavaScript each route loads before it
// answers (the first page's and the route's preloads; all recorded in .tmp/build-manifest.json
// by the build), and every route's prerendered HTML.
// `--budget` exits 1, with one line per budget exceeded, when any size is over its budget.
// The benchmark (bench/bench.mjs) reuses measureSizes() and budgetFailures().
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Set from the first build with a chunk per tool (largest: a game's chunk 16.4 KB, a tool's
// 50.8 KB, a route's JavaScript 140.5 KB); the README's table lists them.
const GAME_CHUNK_KB = 20;
const TOOL_CHUNK_KB = 52;
const ROUTE_KB = 144;

/** Gzipped-size budgets in bytes (gzip -9). */
export const BUDGETS = {
  firstPageJs: 40 * 1024,
  firstPageCss: 5 * 1024,
  // The home page's HTML holds the page itself (prerendered, with its shadow styles), the
  // critical CSS and the theme script (docs/decisions/0007); it was 4 KB as a bare shell.
  firstPageHtml: 10 * 1024,
  // Any route's prerendered HTML (the orders of battle are the largest, about 17 KB).
  routeHtml: 24 * 1024,
  // A game's chunk names its tools and holds its rulings; each tool is a chunk of its own
  // (docs/decisions/0005, "Chunks"). Was 120 KB while a game's chunk held all its tools.
  gameChunk: GAME_CHUNK_KB * 1024,
  // A tool's own chunks: its descriptor, its rules and data, and the game's additions to it.
  toolChunk: TOOL_CHUNK_KB * 1024,
  // Every JavaScript file a route loads before it answers (first page, game, renderer, tool).
  route: ROUTE_KB * 1024,
};
export const FIRST_PAGE_JS_BUDGET = BUDGETS.firstPageJs;

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Measures the build in `dir` with the manifest the build wrote.
 * @returns {{
 *   chunks: { file: string, raw: number, gzip: number, loaded: string }[],
 *   firstPage: { js: number, css: number, html: number, total: number, jsFiles: string[], cssFile: string },
 *   games: Record<string, { gzip: number, raw: number, files: string[] }>,
 *   routes: { file: string, raw: number, gzip: number }[],
 *   tools: { tool: string, gzip: number, files: string[] }[],
 *   routeJs: { path: string, gzip: number, files: number }[],
 * }}
 */
export function measureSizes({ dir = 'dist', manifestPath = '.tmp/build-manifest.json' } = {}) {
  if (!existsSync(manifestPath) || !existsSync(`${dir}/index.html`))
    throw new Error('No build found: run "npm run build" first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest.games)
    throw new Error('The build manifest has no game chunks: run "npm run build" again.');
  const raw = (file) => readFileSync(`${dir}/${file}`).length;
  const gz = (file) => gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
  const gameOf = new Map();
  for (const [game, files] of Object.entries(manifest.games))
    for (const f of files) gameOf.set(f, [...(gameOf.get(f) ?? []), game]);

  const chunks = [];
  for (const f of readdirSync(`${dir}/assets`)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    const file = `assets/${f}`;
    const loaded = manifest.firstPageJs.includes(file)
      ? 'first page'
      : gameOf.has(file)
        ? `lazy, in game chunk: ${gameOf.get(file).join(', ')}`
        : 'lazy';
    chunks.push({ file, raw: raw(file), gzip: gz(file), loaded });
  }
  chunks.push({ file: 'boot.js', raw: raw('boot.js'), gzip: gz('boot.js'), loaded: 'first page' });
  chunks.push({ file: 'sw.js', raw: raw('sw.js'), gzip: gz('sw.js'), loaded: 'service worker' });
  chunks.push({
    file: manifest.css,
    raw: raw(manifest.css),
    gzip: gz(manifest.css),
    loaded: 'first page CSS',
  });
  chunks.push({
    file: 'index.html',
    raw: raw('index.html'),
    gzip: gz('index.html'),
    loaded: 'first page HTML',
  });

  const js = manifest.firstPageJs.reduce((sum, f) => sum + gz(f), 0);
  const css = gz(manifest.css);
  const html = gz('index.html');
  /** @param {string[]} files */
  const sum = (files) => files.reduce((s, f) => s + gz(f), 0);
  const tools = Object.entries(manifest.tools ?? {})
    .map(([tool, files]) => ({ tool, gzip: sum(files), files }))
    .sort((a, b) => b.gzip - a.gzip);
  const routeJs = Object.entries(manifest.routes ?? {})
    .map(([path, files]) => ({ path, gzip: sum([...files, 'boot.js']), files: files.length + 1 }))
    .sort((a, b) => b.gzip - a.gzip);
  /** @type {Record<string, { gzip: number, raw: number, files: string[] }>} */
  const games = {};
  for (const [game, files] of Object.entries(manifest.games))
    games[game] = {
      gzip: files.reduce((sum, f) => sum + gz(f), 0),
      raw: files.reduce((sum, f) => sum + raw(f), 0),
      files,
    };
  const routes = [];
  const walk = (d) => {
    for (const f of readdirSync(`${dir}/${d}`)) {
      const p = d ? `${d}/${f}` : f;
      if (statSync(`${dir}/${p}`).isDirectory()) {
        if (f !== 'assets' && f !== 'icons' && f !== 'screenshots') walk(p);
      } else if (f === 'index.html') routes.push({ file: p, raw: raw(p), gzip: gz(p) });
    }
  };
  walk('');
  routes.sort((a, b) => b.gzip - a.gzip);
  return {
    chunks,
    routes,
    tools,
    routeJs,
    firstPage: {
      js,
      css,
      html,
      total: js + css + html,
      jsFiles: manifest.firstPageJs,
      cssFile: manifest.css,
    },
    games,
  };
}

/** One line per size over its budget (empty when all are within). */
export function budgetFailures(sizes, budgets = BUDGETS) {
  const over = (what, size, budget) =>
    size > budget
      ? [
          `over budget: ${what} is ${kb(size)} gzipped, budget ${kb(budget)} (${kb(size - budget)} over)`,
        ]
      : [];
  return [
    ...over('first page JS', sizes.firstPage.js, budgets.firstPageJs),
    ...over('first page CSS', sizes.firstPage.css, budgets.firstPageCss),
    ...over('first page HTML (index.html)', sizes.firstPage.html, budgets.firstPageHtml),
    ...(sizes.routes ?? []).flatMap((r) =>
      over(`the route page ${r.file}`, r.gzip, budgets.routeHtml),
    ),
    ...Object.entries(sizes.games).flatMap(([game, g]) =>
      over(`the ${game} game chunk`, g.gzip, budgets.gameChunk),
    ),
    ...(sizes.tools ?? []).flatMap((t) =>
      over(`the ${t.tool} tool's chunks`, t.gzip, budgets.toolChunk),
    ),
    ...(sizes.routeJs ?? []).flatMap((r) =>
      over(`the JavaScript of the route /${r.path}`, r.gzip, budgets.route),
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let sizes;
  try {
    sizes = measureSizes();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
  const width = Math.max(...sizes.chunks.map((r) => r.file.length));
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  loaded`);
  for (const { file, raw, gzip, loaded } of sizes.chunks)
    console.log(
      `${file.padEnd(width)}  ${kb(raw).padStart(9)}  ${kb(gzip).padStart(9)}  ${loaded}`,
    );
  const { js, css, html, total } = sizes.firstPage;
  console.log(
    `\nfirst page JS:   ${kb(js).padStart(8)} gzipped (budget ${kb(BUDGETS.firstPageJs)})`,
  );
  console.log(
    `first page CSS:  ${kb(css).padStart(8)} gzipped (budget ${kb(BUDGETS.firstPageCss)})`,
  );
  console.log(
    `first page HTML: ${kb(html).padStart(8)} gzipped (budget ${kb(BUDGETS.firstPageHtml)}); JS + CSS + HTML: ${kb(total)}`,
  );
  const [largest] = sizes.routes;
  const median = sizes.routes[Math.floor(sizes.routes.length / 2)];
  console.log(
    `route pages (prerendered HTML): ${sizes.routes.length}, median ${kb(median.gzip)}, largest ${kb(largest.gzip)} gzipped (${largest.file}; budget ${kb(BUDGETS.routeHtml)})`,
  );
  for (const [game, g] of Object.entries(sizes.games))
    console.log(
      `game chunk ${game}: ${kb(g.gzip)} gzipped in ${g.files.length} files (budget ${kb(BUDGETS.gameChunk)})`,
    );
  const [bigTool] = sizes.tools;
  console.log(
    `tool chunks: ${sizes.tools.length}, median ${kb(sizes.tools[Math.floor(sizes.tools.length / 2)].gzip)}, largest ${kb(bigTool.gzip)} gzipped (${bigTool.tool}; budget ${kb(BUDGETS.toolChunk)})`,
  );
  console.log(
    `\nJavaScript a route loads before it answers (gzipped, files; budget ${kb(BUDGETS.route)}):`,
  );
  for (const r of sizes.routeJs)
    console.log(`  ${kb(r.gzip).padStart(9)}  ${String(r.files).padStart(3)}  /${r.path}`);
  if (process.argv.includes('--budget')) {
    const failures = budgetFailures(sizes);
    for (const line of failures) console.error(line);
    if (failures.length) process.exit(1);
    console.log('all sizes within budget');
  }
}
