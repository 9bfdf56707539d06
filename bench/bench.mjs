// Benchmark of the production build in Chromium (run by `npm run bench` after the build):
// Lighthouse scores and metrics, the offline repeat visit served by the service worker, the time
// from a tap on "Roll" to the result painted, and the gzipped sizes with their budgets.
// Prints one table and writes it to bench/results/latest.json and latest.md. Times are reported,
// never asserted; see bench/README.md for what each column measures.
/* global window, performance, requestAnimationFrame, requestIdleCallback, MessageChannel,
   PerformanceObserver, addEventListener, HTMLButtonElement -- code run in the page */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serve } from '../scripts/serve.mjs';
import { browserLaunchOptions } from '../scripts/find-chromium.mjs';
import { BUDGETS, budgetFailures, kb, measureSizes } from '../scripts/size.mjs';

const OFFLINE_VISITS = 20;
const TAPS = 100;
// Lighthouse's default mobile device (moto g power), used for the other measurements too.
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const started = Date.now();
// Other work on the machine slows every time measured here; the load average is reported with them.
const loadAtStart = loadavg()[0];
const log = (...a) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s]`, ...a);

// A private copy of the build, so a rebuild elsewhere during the run cannot change what is measured.
const site = '.tmp/bench-site';
const manifestPath = '.tmp/bench-build-manifest.json';
if (!existsSync('dist/index.html') || !existsSync('.tmp/build-manifest.json')) {
  console.error('No build found: run "npm run bench" (it builds first) or "npm run build".');
  process.exit(1);
}
rmSync(site, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('dist', site, { recursive: true });
cpSync('.tmp/build-manifest.json', manifestPath);
const sizes = measureSizes({ dir: site, manifestPath });
const overBudget = budgetFailures(sizes);

// The pages: home, then per game its first built tool, or its game page when none is built.
const { GAMES } = await import(
  `data:text/javascript;base64,${Buffer.from(
    (
      await build({
        entryPoints: ['src/catalog.ts'],
        bundle: true,
        write: false,
        format: 'esm',
        logLevel: 'silent',
      })
    ).outputFiles[0].text,
  ).toString('base64')}`
);
const pages = [{ path: '/', label: 'Home', kind: 'home' }];
for (const g of GAMES) {
  const tool = g.tools.find((t) => t.built);
  pages.push(
    tool
      ? {
          path: `/${g.slug}/${tool.slug}/`,
          label: `${g.title}: ${tool.title}`,
          kind: 'tool',
          game: g.slug,
        }
      : {
          path: `/${g.slug}/`,
          label: `${g.title} (game page)`,
          kind: 'game',
          game: g.slug,
          note: 'tools not built yet: game page measured',
        },
  );
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  const r = (n) => Math.round(n * 10) / 10;
  return {
    n: s.length,
    median: r(s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2),
    min: r(s[0]),
    max: r(s[s.length - 1]),
    p90: r(at(0.9)),
  };
};

/**
 * Runs in every document before the app: from the first frame, checks in each animation frame
 * whether the page's content is in the DOM (a tool page: the app's `hs-tool-rendered` mark; other
 * pages: their heading rendered by the app). The frame in which it first is, paints it; the time
 * right after that frame (a message posted from the rAF callback) is recorded as `__hsPainted`.
 */
function watchContentPaint() {
  const ready = () => {
    const pageEl = document
      .querySelector('hs-app')
      ?.shadowRoot?.querySelector('main')?.firstElementChild;
    if (!pageEl) return false;
    if (pageEl.localName === 'hs-tool-page')
      return performance.getEntriesByName('hs-tool-rendered').length > 0;
    return pageEl.shadowRoot?.querySelector('h1') != null;
  };
  const frame = () => {
    if (!ready()) {
      requestAnimationFrame(frame);
      return;
    }
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      window.__hsPainted = performance.now();
    };
    ch.port2.postMessage(0);
  };
  requestAnimationFrame(frame);
}

/**
 * Installed on a roll tool's page: on each touchend (the tap's finger lift), watches in each frame
 * for the result of a new roll (its seed changes) and records the time from the touchend's
 * timestamp to right after the frame that paints it.
 */
function watchRolls() {
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === 'hs-roll-tool') return el;
      const inner = el.shadowRoot && find(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const tool = find(document);
  const seed = () => tool.shadowRoot.querySelector('.result .source code')?.textContent ?? '';
  window.__hsTaps = [];
  // Cross-check: the browser's own Event Timing of each click (input to next paint, in 8 ms steps;
  // only clicks of 16 ms or more are reported).
  window.__hsClickTiming = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'click') window.__hsClickTiming.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  addEventListener(
    'touchend',
    (e) => {
      const start = e.timeStamp;
      const before = seed();
      const frame = () => {
        const now = seed();
        if (!now || now === before) {
          requestAnimationFrame(frame);
          return;
        }
        const ch = new MessageChannel();
        ch.port1.onmessage = () => window.__hsTaps.push(performance.now() - start);
        ch.port2.postMessage(0);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

const rollButton = (page) =>
  page.evaluateHandle(() => {
    const find = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'hs-roll-tool') return el;
        const inner = el.shadowRoot && find(el.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    return find(document)?.shadowRoot?.querySelector('.roll button.primary') ?? null;
  });

const errors = [];
const browser = await puppeteer.launch(browserLaunchOptions({ defaultViewport: null }));
const chromium = await browser.version();
let server = await serve({ dir: site, port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const stop = async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
};

try {
  // Lighthouse: default config (mobile emulation, simulated throttling), one fresh context each.
  for (const p of pages) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    const t = Date.now();
    const result = await lighthouse(
      origin + p.path,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    const audit = (id) => lhr?.audits[id]?.numericValue;
    p.lighthouse = lhr?.runtimeError
      ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      : {
          scores: Object.fromEntries(
            Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)]),
          ),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          bytes: audit('total-byte-weight'),
          requests: lhr.audits['network-requests']?.details?.items?.length,
          layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => ({
            score: Math.round(i.score * 1000) / 1000,
            node: i.node?.selector ?? i.node?.snippet,
          })),
          runWarnings: lhr.runWarnings,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
    await ctx.close();
    log(`lighthouse ${p.path} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }

  // Offline repeat visits: a first visit installs the service worker, then the network goes.
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport(MOBILE);
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  await page.evaluateOnNewDocument(watchContentPaint);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
  await stop();
  await page.setOfflineMode(true);
  log('service worker installed; server stopped, page offline');

  const visit = async (path) => {
    await page.goto('about:blank');
    const resp = await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__hsPainted !== undefined, { timeout: 10000 });
    // The first-contentful-paint entry can arrive a little after the frame; wait briefly for it.
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, {
        timeout: 1000,
      })
      .catch(() => {});
    return {
      fromSw: resp?.fromServiceWorker() === true,
      ...(await page.evaluate(() => ({
        painted: window.__hsPainted,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        rendered: performance.getEntriesByName('hs-tool-rendered')[0]?.startTime,
      }))),
    };
  };
  for (const p of pages) {
    await visit(p.path); // warm-up, not counted
    const runs = [];
    for (let i = 0; i < OFFLINE_VISITS; i++) runs.push(await visit(p.path));
    p.offline = {
      painted: stats(runs.map((r) => r.painted)),
      fcp: stats(runs.map((r) => r.fcp ?? NaN).filter(Number.isFinite)),
      ...(p.kind === 'tool' ? { toolRendered: stats(runs.map((r) => r.rendered)) } : {}),
      fromServiceWorker: runs.filter((r) => r.fromSw).length,
    };
    log(`offline ${p.path}: median ${p.offline.painted.median} ms`);
  }

  // Tap "Roll" → result painted, with reduced motion (no 450 ms dice animation).
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  for (const p of pages.filter((x) => x.kind === 'tool')) {
    await visit(p.path);
    const button = await rollButton(page);
    if (!(await button.evaluate((b) => b instanceof HTMLButtonElement && !b.disabled))) {
      p.interaction = { skipped: 'no enabled Roll button on this tool' };
      continue;
    }
    await page.evaluate(watchRolls);
    for (let i = 1; i <= TAPS; i++) {
      await button.tap();
      await page.waitForFunction((n) => window.__hsTaps.length >= n, { timeout: 5000 }, i);
      // Let the roll log's write and refresh finish, so taps do not overlap.
      await page.evaluate(
        () => new Promise((r) => requestIdleCallback(() => r(), { timeout: 250 })),
      );
    }
    p.interaction = stats(await page.evaluate(() => window.__hsTaps));
    const clicks = await page.evaluate(() => window.__hsClickTiming);
    p.interactionEventTiming = { ...stats(clicks), note: 'clicks under 16 ms are not reported' };
    log(`taps ${p.path}: median ${p.interaction.median} ms`);
  }
  await ctx.close();
} finally {
  await browser.close();
  if (server.listening) await stop();
  rmSync(site, { recursive: true, force: true });
  rmSync(manifestPath, { force: true });
}

// The table.
const ms = (n) => (n === undefined ? '–' : `${Math.round(n)} ms`);
// Median, then min–max and p90 in brackets.
const spread = (s) => (s ? `${s.median} ms (${s.min}–${s.max}, p90 ${s.p90})` : '–');
const sizeCell = (p) => {
  const flag = (size, budget) => `${kb(size)}${size > budget ? ' OVER BUDGET' : ''}`;
  if (p.kind === 'home') {
    const f = sizes.firstPage;
    return `first page: JS ${flag(f.js, BUDGETS.firstPageJs)}, CSS ${flag(f.css, BUDGETS.firstPageCss)}, HTML ${flag(f.html, BUDGETS.firstPageHtml)}`;
  }
  const g = sizes.games[p.game];
  return g ? `game chunk ${flag(g.gzip, BUDGETS.gameChunk)}` : 'no game chunk';
};
const header = [
  'Page',
  'Perf',
  'A11y',
  'Best pr.',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
  'Transferred',
  `Offline visit → content painted (${OFFLINE_VISITS} runs)`,
  `Tap "Roll" → result painted (${TAPS} taps)`,
  'Gzipped size',
];
const rows = pages.map((p) => {
  const lh = p.lighthouse;
  const sc = (k) => (lh?.scores ? String(lh.scores[k]) : 'error');
  return [
    `${p.path}${p.note ? ` (${p.note})` : ''}`,
    sc('performance'),
    sc('accessibility'),
    sc('best-practices'),
    sc('seo'),
    ms(lh?.lcpMs),
    ms(lh?.tbtMs),
    lh?.cls === undefined ? '–' : String(lh.cls),
    lh?.bytes === undefined ? '–' : kb(lh.bytes),
    spread(p.offline?.painted),
    p.kind !== 'tool' ? 'no Roll button' : (p.interaction?.skipped ?? spread(p.interaction)),
    sizeCell(p),
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');

const seconds = Math.round((Date.now() - started) / 1000);
const date = new Date().toISOString();
const cpuModel = cpus()[0]?.model ?? 'unknown';
const lighthouseVersion = JSON.parse(
  readFileSync('bench/node_modules/lighthouse/package.json', 'utf8'),
).version;
const notes = [
  'Time cells: median (min–max, p90) of the runs, in milliseconds.',
  `Lighthouse ${lighthouseVersion}, default config: mobile emulation (moto g power, 412×823), simulated throttling (slow 4G, 4× CPU), one fresh browser context per page. "Transferred" is Lighthouse's total byte weight as served by scripts/serve.mjs, which gzips text as a real host does.`,
  `Offline repeat visit: the service worker is installed by a first visit in the same context, then the server is stopped and the page set offline; each page is opened ${OFFLINE_VISITS} times from about:blank (after one uncounted warm-up). Time from navigation start to right after the first frame that shows the page's content (tool pages: the tool rendered, marked by the app; other pages: their heading rendered by the app). Every visit checked to come from the service worker. No CPU throttling; mobile viewport with touch.`,
  `Tap: ${TAPS} real touch taps (CDP touch events) on "Roll" on each built game's measured roll tool, with prefers-reduced-motion: reduce emulated, so the 450 ms dice animation is not part of the time. Time from the touchend's timestamp to right after the frame in which the new result (its seed) is shown; the roll log's write settles before the next tap. No CPU throttling. The browser's Event Timing of the same clicks is in latest.json as a cross-check.`,
  `Sizes: gzip -9 of the first page's JS (${sizes.firstPage.jsFiles.join(', ')}), CSS and index.html; a game's chunk is its lazily loaded UI module and what it imports statically beyond the first page (views it loads lazily in turn are not counted). Budgets (enforced by npm test through scripts/size.mjs --budget): first-page JS ${kb(BUDGETS.firstPageJs)}, CSS ${kb(BUDGETS.firstPageCss)}, HTML ${kb(BUDGETS.firstPageHtml)}, each game chunk ${kb(BUDGETS.gameChunk)}.`,
  ...pages
    .filter((p) => p.kind === 'game')
    .map((p) => `${p.path}: ${p.note}; it has no roll tool and no game chunk yet.`),
];
const machine = {
  cores: cpus().length,
  cpuModel,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  platform: `${process.platform} ${process.arch}`,
  node: process.version,
  loadAverage1min: { atStart: loadAtStart, atEnd: loadavg()[0] },
};
const heading = `Date ${date} · ${chromium} · Lighthouse ${lighthouseVersion} · ${machine.cores} cores (${cpuModel}) · node ${machine.node} · load average ${loadAtStart.toFixed(1)} at start, ${machine.loadAverage1min.atEnd.toFixed(1)} at end · bench run ${seconds} s`;

console.log(`\n${heading}\n\n${table}\n`);
for (const n of notes) console.log(`- ${n}`);
for (const f of overBudget) console.log(f);
if (errors.length) console.log(`page errors during the run:\n  ${errors.join('\n  ')}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  `${JSON.stringify(
    {
      date,
      durationSeconds: seconds,
      chromium,
      lighthouse: lighthouseVersion,
      machine,
      settings: { offlineVisits: OFFLINE_VISITS, taps: TAPS, viewport: MOBILE },
      budgets: BUDGETS,
      overBudget,
      sizes: { firstPage: sizes.firstPage, games: sizes.games },
      pages,
      errors,
      notes,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  'bench/results/latest.md',
  `# Benchmark results\n\n${heading}\n\n${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n${
    overBudget.length ? `\n${overBudget.map((f) => `- ${f}`).join('\n')}\n` : ''
  }`,
);
log('wrote bench/results/latest.json and bench/results/latest.md');
