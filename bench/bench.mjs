// Benchmark of the production build in Chromium (run by `npm run bench` after the build): every
// route, beside two reference pages served the same way in the same run (a floor page and a
// control tap page, see reference-pages.mjs). Per route: Lighthouse (score, LCP and its element,
// CLS), layout shifts seen by a PerformanceObserver, the offline repeat visit served by the
// service worker, and on roll tools the time from a tap on "Roll" to the result painted. LCP is
// reported as a ratio to the floor page's, taps as a ratio to the control page's, and each goal
// as met or not. Prints the tables and writes bench/results/latest.json and latest.md. Times are
// reported, never asserted; see bench/README.md.
//
// Flags: --runs N (Lighthouse runs per page, median; default 1), --routes a,b (only routes whose
// path contains one of these; the reference pages are always measured), --visits N (offline
// visits per route, default 5), --taps N (taps per roll tool, default 20).
/* global window, performance, requestIdleCallback, HTMLButtonElement -- code run in the page */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serve } from '../scripts/serve.mjs';
import { browserLaunchOptions } from '../scripts/find-chromium.mjs';
import { budgetFailures, measureSizes } from '../scripts/size.mjs';
import { CONTROL_PATH, FLOOR_PATH, writeReferencePages } from './reference-pages.mjs';
import {
  findTapButton,
  watchContentPaint,
  watchLargestPaint,
  watchLayoutShifts,
  watchTaps,
} from './page-probes.mjs';
import { writeReport } from './report.mjs';
import { longestTaskAfterFcp } from './trace.mjs';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const settings = {
  lighthouseRuns: Number(flag('runs', '1')),
  offlineVisits: Number(flag('visits', '5')),
  taps: Number(flag('taps', '20')),
  routes: flag('routes', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};
// Lighthouse's default mobile device (moto g power), used for the other measurements too.
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
settings.viewport = MOBILE;

const started = Date.now();
// Other work on the machine slows every time measured here; the load average is reported with them.
const loadAtStart = loadavg()[0];
const log = (...a) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s]`, ...a);

// A private copy of the build, so a rebuild elsewhere during the run cannot change what is measured.
const site = `.tmp/bench-site-${process.pid}`;
const manifestPath = `.tmp/bench-build-manifest-${process.pid}.json`;
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

// Every route the build wrote a page for (home, data, each game, each tool), in path order.
const routes = readdirSync(site, { recursive: true, encoding: 'utf8' })
  .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
  .map((f) => `/${f.slice(0, -'index.html'.length)}`)
  .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
writeReferencePages(site);
const kindOf = (path) => {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return 'home';
  if (parts[0] === 'data') return 'data';
  return parts.length === 1 ? 'game' : 'tool';
};
const pages = [
  { path: FLOOR_PATH, kind: 'floor' },
  { path: CONTROL_PATH, kind: 'control' },
  ...routes
    .filter((p) => settings.routes.length === 0 || settings.routes.some((r) => p.includes(r)))
    .map((path) => ({ path, kind: kindOf(path) })),
];
const appPages = pages.filter((p) => p.kind !== 'floor' && p.kind !== 'control');

const stats = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return undefined;
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
const median = (xs) => stats(xs)?.median;

/** The first DOM node Lighthouse names in an audit's details (the LCP element). */
/**
 * The first element named anywhere in an audit's details.
 * @param {unknown} details
 * @returns {LighthouseNode | undefined}
 */
const firstNode = (details) => {
  if (!details || typeof details !== 'object') return undefined;
  if ('type' in details && details.type === 'node') return /** @type {LighthouseNode} */ (details);
  for (const v of Object.values(details)) {
    const found = Array.isArray(v) ? v.map(firstNode).find(Boolean) : firstNode(v);
    if (found) return found;
  }
  return undefined;
};

const errors = [];
const browser = await puppeteer.launch(browserLaunchOptions({ defaultViewport: null }));
const chromium = await browser.version();
let server = await serve({ dir: site, port: 0 });
const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
const stop = async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
};

/** One Lighthouse run of `path` in a fresh browser context. */
async function lighthouseRun(path) {
  const ctx = await browser.createBrowserContext();
  try {
    const page = await ctx.newPage();
    const result = await lighthouse(
      origin + path,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      return { error: `${lhr?.runtimeError?.code}: ${lhr?.runtimeError?.message}` };
    const audit = (id) => lhr.audits[id]?.numericValue;
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (12: its own audit).
    const node = [
      'largest-contentful-paint-element',
      'lcp-breakdown-insight',
      'lcp-discovery-insight',
    ]
      .map((id) => firstNode(lhr.audits[id]?.details))
      .find(Boolean);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      bytes: audit('total-byte-weight'),
      lcpElement: node ? (node.selector ?? node.snippet) : undefined,
      lcpSnippet: node?.snippet,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => ({
        score: Math.round(i.score * 1000) / 1000,
        node: i.node?.selector ?? i.node?.snippet,
      })),
      runWarnings: lhr.runWarnings,
    };
  } finally {
    await ctx.close();
  }
}

/**
 * One traced first visit of `path` (fresh context, mobile viewport, no throttling): the longest
 * task on the page's main thread that starts after its first contentful paint, until 1.5 s after
 * the app's content is painted, with what took most of it (scripts by file, or the kind of work).
 */
async function traceRun(path) {
  const ctx = await browser.createBrowserContext();
  try {
    const page = await ctx.newPage();
    await page.setViewport(MOBILE);
    await page.evaluateOnNewDocument(watchContentPaint);
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'v8.execute',
        'toplevel',
      ],
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    const reference = path === FLOOR_PATH || path === CONTROL_PATH;
    if (!reference)
      await page
        .waitForFunction(() => window.__hsPainted !== undefined, { timeout: 10000 })
        .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    const trace = await page.tracing.stop();
    if (!trace) throw new Error('the trace came back empty');
    const events = JSON.parse(Buffer.from(trace).toString('utf8')).traceEvents;
    return longestTaskAfterFcp(events);
  } finally {
    await ctx.close();
  }
}

try {
  // Lighthouse: default config (mobile emulation, simulated throttling), one fresh context per
  // run, interleaved: run 1 of every page, then run 2 of every page, and so on, so that what
  // else loads the machine falls on every page alike.
  /** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} LighthouseResult */
  const lhRuns = new Map(pages.map((p) => [p, /** @type {LighthouseResult[]} */ ([])]));
  for (let i = 0; i < settings.lighthouseRuns; i++)
    for (const p of pages) {
      const t = Date.now();
      const r = await lighthouseRun(p.path);
      lhRuns.get(p)?.push(r);
      log(
        `lighthouse ${i + 1}/${settings.lighthouseRuns} ${p.path}: ${r.error ?? `perf ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
      );
    }
  for (const p of pages) {
    const runs = lhRuns.get(p) ?? [];
    const ok = runs.filter((r) => !r.error);
    if (ok.length === 0) {
      p.lighthouse = { error: runs[0]?.error };
    } else {
      // The run with the median LCP gives the LCP element; each number is its own median.
      const byLcp = [...ok].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))[
        Math.floor((ok.length - 1) / 2)
      ];
      p.lighthouse = {
        runs: ok.length,
        performance: median(ok.map((r) => r.performance)),
        lcpMs: median(ok.map((r) => r.lcpMs)),
        fcpMs: median(ok.map((r) => r.fcpMs)),
        tbtMs: median(ok.map((r) => r.tbtMs)),
        cls: median(ok.map((r) => r.cls)),
        bytes: median(ok.map((r) => r.bytes)),
        lcpElement: byLcp.lcpElement,
        lcpSnippet: byLcp.lcpSnippet,
        layoutShifts: byLcp.layoutShifts,
        all: ok,
      };
    }
  }

  // The longest main-thread task after the first contentful paint, from a Chromium trace of a
  // first visit (fresh context, no throttling), interleaved like Lighthouse's runs.
  /** @typedef {{ error?: string, longestMs?: number, over50?: number, what?: string }} TraceResult */
  const traced = new Map(pages.map((p) => [p, /** @type {TraceResult[]} */ ([])]));
  for (let i = 0; i < settings.lighthouseRuns; i++)
    for (const p of pages) {
      /** @type {TraceResult} */
      const r = await traceRun(p.path).catch((e) => ({ error: String(e) }));
      traced.get(p)?.push(r);
      log(
        `trace ${i + 1}/${settings.lighthouseRuns} ${p.path}: ${r.error ?? `longest task after FCP ${r.longestMs} ms (${r.what})`}`,
      );
    }
  for (const p of pages) {
    const ok = (traced.get(p) ?? []).filter((r) => !r.error);
    const byLongest = [...ok].sort((a, b) => (a.longestMs ?? 0) - (b.longestMs ?? 0));
    const mid = byLongest[Math.floor((byLongest.length - 1) / 2)];
    p.longTask = ok.length
      ? {
          runs: ok.length,
          medianMs: median(ok.map((r) => r.longestMs)),
          maxMs: Math.max(...ok.map((r) => r.longestMs ?? 0)),
          over50: median(ok.map((r) => r.over50)),
          what: mid?.what,
          all: ok,
        }
      : { error: traced.get(p)?.[0]?.error };
  }

  // The reference pages first, in a context of their own: the app's service worker would
  // answer their addresses with the app.
  const openPage = async () => {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setViewport(MOBILE);
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${/** @type {Error} */ (e).message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    await page.evaluateOnNewDocument(watchContentPaint);
    await page.evaluateOnNewDocument(watchLayoutShifts);
    await page.evaluateOnNewDocument(watchLargestPaint);
    // With reduced motion, the 450 ms dice animation is not part of a tap.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    return { ctx, page };
  };
  const visit = async (page, path, { content = true } = {}) => {
    await page.goto('about:blank');
    const resp = await page.goto(origin + path, { waitUntil: 'load' });
    const painted = content
      ? await page
          .waitForFunction(() => window.__hsPainted !== undefined, { timeout: 10000 })
          .then(() => true)
          .catch(() => false)
      : true;
    return {
      fromSw: resp?.fromServiceWorker() === true,
      seen: painted,
      ...(await page.evaluate(() => ({
        painted: window.__hsPainted,
        lcp: window.__hsLcp,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }))),
    };
  };
  /** Layout shifts of a loaded page (PerformanceObserver), then taps if it has a Roll button. */
  const probe = async (page, p) => {
    const reference = p.kind === 'floor' || p.kind === 'control';
    const v = await visit(page, p.path, { content: !reference });
    if (!v.seen) errors.push(`${p.path}: content not seen painted within 10 s`);
    // Let what loads late (stored data, lazy views) arrive before reading the shifts.
    await new Promise((r) => setTimeout(r, 1000));
    p.observedCls = await page.evaluate(() => ({
      value: Math.round(window.__hsCls.value * 1000) / 1000,
      shifts: window.__hsCls.shifts,
    }));
    const button = await page.evaluateHandle(findTapButton);
    const usable = await button.evaluate((b) => b instanceof HTMLButtonElement && !b.disabled);
    if (!usable) return;
    await page.evaluate(watchTaps);
    for (let i = 1; i <= settings.taps; i++) {
      await button.tap();
      await page.waitForFunction((n) => window.__hsTaps.length >= n, { timeout: 5000 }, i);
      // Let the roll log's write finish, so taps do not overlap.
      await page.evaluate(
        () =>
          /** @type {Promise<void>} */ (
            new Promise((r) => requestIdleCallback(() => r(), { timeout: 250 }))
          ),
      );
    }
    p.tap = stats(await page.evaluate(() => window.__hsTaps));
    p.tapEventTiming = {
      ...stats(await page.evaluate(() => window.__hsClickTiming)),
      note: 'clicks under 16 ms are not reported',
    };
  };
  const ref = await openPage();
  for (const p of pages.filter((x) => !appPages.includes(x))) {
    await probe(ref.page, p);
    log(`${p.path}: CLS (observer) ${p.observedCls.value}, tap median ${p.tap?.median} ms`);
  }
  await ref.ctx.close();

  // The app's routes in one context, where a first visit installs the service worker.
  const { ctx, page } = await openPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
  for (const p of appPages) {
    await probe(page, p);
    log(`${p.path}: CLS (observer) ${p.observedCls.value}, tap median ${p.tap?.median} ms`);
  }

  // Offline repeat visits: the server is stopped and the page set offline.
  await stop();
  await page.setOfflineMode(true);
  log('server stopped, page offline');
  for (const p of appPages) {
    await visit(page, p.path); // warm-up, not counted
    const runs = [];
    for (let i = 0; i < settings.offlineVisits; i++) runs.push(await visit(page, p.path));
    p.offline = {
      content: stats(runs.map((r) => r.lcp)),
      painted: stats(runs.map((r) => r.painted)),
      fcp: stats(runs.map((r) => r.fcp)),
      fromServiceWorker: runs.filter((r) => r.fromSw).length,
    };
    log(
      `offline ${p.path}: content (LCP) ${p.offline.content?.median} ms, app ready ${p.offline.painted?.median} ms`,
    );
  }
  await ctx.close();
} finally {
  await browser.close();
  if (server.listening) await stop();
  rmSync(site, { recursive: true, force: true });
  rmSync(manifestPath, { force: true });
}

const lighthouseVersion = JSON.parse(
  readFileSync('bench/node_modules/lighthouse/package.json', 'utf8'),
).version;
writeReport({
  pages,
  settings,
  sizes,
  overBudget,
  errors,
  meta: {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    chromium,
    lighthouse: lighthouseVersion,
    machine: {
      cores: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      platform: `${process.platform} ${process.arch}`,
      node: process.version,
      loadAverage1min: { atStart: loadAtStart, atEnd: loadavg()[0] },
    },
  },
  filtered: settings.routes.length > 0,
});
log('wrote bench/results/');
