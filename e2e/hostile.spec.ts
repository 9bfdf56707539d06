// Hostile-input tests of the built app under its real CSP in Chromium. Thousands of generated
// addresses (fast-check, fixed seed: e2e/hostile-cases.ts) are opened in the page through the
// client router (e2e/hostile-probe.ts), many per page load, and a few hundred more as real page
// loads (pre-rendered pages, the 404 fallback, the service worker, boot). After each address: the
// page shows the heading the pure route parser expects (the tool, the game, or "Page not found"
// with its reason), a built tool's UI is rendered, nothing is thrown or logged as an error (CSP
// violations included), no element or handler from the input exists in any shadow root, and the
// payload's flag (`window.__pwned`) is never set. Data-carrying links (`?data=`) get malformed,
// truncated, oversized and script-bearing payloads: each is refused with a message naming the
// problem. Every test ends by checking that IndexedDB holds no new game, roll or user data and
// that nothing was thrown or logged outside the addresses it opened. A first test plants an
// element, a `javascript:` link, an error and a wrong heading, to show that each is reported.
// A failing test attaches every failing address in full (hostile-failures.txt).
// Sizes: HOSTILE_PER_TOOL, HOSTILE_PER_OTHER, HOSTILE_PATHS, HOSTILE_LOADS.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import fc from 'fast-check';
import {
  DATA_KINDS,
  HOSTILE_ROUTES,
  dataCases,
  expectation,
  pathArb,
  queryArb,
  sample,
} from './hostile-cases.js';
import { installProbe, type Shown, type Visited } from './hostile-probe.js';
import { expect, leaveUnsaved, openApp, test } from './kit.js';

/** Generated addresses per route, opened in the page. */
const PER_BUILT_TOOL = Number(process.env.HOSTILE_PER_TOOL ?? 80);
const PER_OTHER_ROUTE = Number(process.env.HOSTILE_PER_OTHER ?? 20);
const GENERATED_PATHS = Number(process.env.HOSTILE_PATHS ?? 700);
/** Generated addresses opened as real page loads. */
const FULL_LOADS = Number(process.env.HOSTILE_LOADS ?? 200);
/** Longest address (encoded) opened as a real page load: the test server refuses over 16 KB. */
const MAX_LOADED_URL = 12_000;

test.describe.configure({ timeout: 300_000 });

const clip = (s: unknown, n = 160): string => {
  const t = String(s);
  return t.length > n ? `${t.slice(0, n)}… (${t.length} chars)` : t;
};

/**
 * One browser context with one page, its own IndexedDB and its own error log. `answered404` is the
 * address of its last real load when the server answered 404 (the app's 404 page): Chromium logs
 * that as a console error, and only that one is expected.
 */
interface Worker {
  context: BrowserContext;
  page: Page;
  answered404: string;
  loading: string;
  outside: string[];
  dbBefore: Record<string, string>;
  failedUrls: Set<string>;
}

async function makeWorker(
  browser: Browser,
  origin: string,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<Worker> {
  // Addresses opened through the router never reach the service worker; a worker installing
  // halfway through a run is taken by the app for an update from another tab, after which the
  // router loads pages afresh. The real page loads keep it.
  const context = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    serviceWorkers,
  });
  const page = await context.newPage();
  leaveUnsaved(page);
  const worker: Worker = {
    context,
    page,
    answered404: '',
    loading: '',
    outside: [],
    dbBefore: {},
    failedUrls: new Set(),
  };
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame())
      worker.answered404 = r.status() === 404 ? r.url() : '';
  });
  page.on('pageerror', (e) => worker.outside.push(`uncaught ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url;
    if (
      /status of 404/.test(m.text()) &&
      at !== '' &&
      (at === worker.answered404 || at === worker.loading)
    )
      return;
    worker.outside.push(`console ${m.text()}`);
  });
  await openApp(page, `${origin}/`);
  await page.evaluate(installProbe);
  await page.evaluate(() => window.__hs?.settle());
  worker.dbBefore = await dumpDb(page);
  return worker;
}

const dumpDb = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => window.__hs?.dumpDb('haversack') ?? Promise.resolve({}));

/** What is wrong with what the page showed for `url`, or null. */
function problemsOf(w: Worker, r: Visited, url: string): string | null {
  const exp = expectation(r.path, r.search);
  const p: string[] = [];
  if (r.settled !== true) p.push(`the page did not settle within 10 s: ${r.settled}`);
  if (r.page !== exp.page) p.push(`showed <${r.page}>, expected <${exp.page}>`);
  if (!r.h1) p.push('no heading (blank page)');
  else if (r.h1 !== exp.h1) p.push(`heading “${clip(r.h1, 60)}”, expected “${clip(exp.h1, 60)}”`);
  if (exp.reason !== undefined && r.notice !== exp.reason.replace(/\s+/g, ' ').trim())
    p.push(`message “${clip(r.notice, 80)}”, expected “${clip(exp.reason, 80)}”`);
  if (exp.page === 'hs-tool-page') {
    if (exp.built && (r.tool !== 'ready' || !r.rendered))
      p.push(`the tool was not shown (${r.tool}${r.notice ? `: ${r.notice}` : ''})`);
    if (!exp.built && r.tool !== 'not-built') p.push(`no “not built yet” message (${r.tool})`);
  }
  for (const x of r.waiting) p.push(`<${x}> never hydrated (still defer-hydration)`);
  for (const i of r.injected) p.push(`injected from the input: ${i}`);
  for (const e of r.errors) p.push(clip(e, 300));
  if (!p.length) return null;
  w.failedUrls.add(url);
  return `${clip(url, 140)}\n        ${p.join('\n        ')}`;
}

/** Opens `urls` in the worker's page through the router, 50 per call; returns the failures. */
async function inPage(w: Worker, urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (let at = 0; at < urls.length; at += 50) {
    const batch = urls.slice(at, at + 50).map((url, j) => ({ i: at + j, url }));
    const out = await w.page.evaluate(
      (cases) => window.__hs?.visitAll(cases) ?? Promise.resolve([]),
      batch,
    );
    expect(out, 'the probe answered for every address').toHaveLength(batch.length);
    for (const r of out) {
      const f = problemsOf(w, r, urls[r.i] ?? '');
      if (f) failures.push(f);
    }
    if (w.outside.length > 0)
      failures.push(
        `while opening the ${batch.length} addresses from ${clip(urls[at], 100)}:\n        ${w.outside.splice(0).join('\n        ')}`,
      );
  }
  // Anything the last address set off after its check.
  const late = await w.page.evaluate(async () => {
    await window.__hs?.settle();
    return window.__hs?.errors.splice(0) ?? [];
  });
  failures.push(...late.map((e) => `after ${clip(urls.at(-1), 100)}: ${clip(e, 300)}`));
  return failures;
}

/** Opens each address as a real page load (server, service worker, 404 page, boot). */
async function fullLoads(w: Worker, urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const url of urls) {
    try {
      w.loading = new URL(url).href;
      await openApp(w.page, url, { timeout: 15_000 });
      await w.page.evaluate(installProbe);
      const r = await w.page.evaluate(async () => {
        const hs = window.__hs;
        if (!hs) throw new Error('no probe');
        const settled = await hs.settle();
        return { i: 0, settled, ...hs.inspect() };
      });
      const f = problemsOf(w, r, url);
      if (f) failures.push(f);
    } catch (e) {
      w.failedUrls.add(url);
      failures.push(`${clip(url, 140)}\n        ${clip((e as Error).message, 300)}`);
    }
    if (w.outside.length > 0) {
      w.failedUrls.add(url);
      failures.push(`${clip(url, 140)}\n        ${w.outside.splice(0).join('\n        ')}`);
    }
  }
  return failures;
}

/** Each hostile `data` link: refused with a message saying what is wrong. */
async function dataLinks(w: Worker, origin: string, routeKey: string): Promise<string[]> {
  const failures: string[] = [];
  for (const c of dataCases(routeKey)) {
    const url = `${origin}/${routeKey}/?data=${c.data}`;
    const refusal = c.page === 'hs-not-found' ? 'Page not found' : 'could not be used';
    const r = await w.page.evaluate(
      async ([u, wanted]) => {
        const hs = window.__hs;
        if (!hs) throw new Error('no probe');
        const [visited] = await hs.visitAll([{ i: 0, url: u }]);
        if (!visited) throw new Error('nothing visited');
        // The payload is read asynchronously: wait for its message.
        for (let t = 0; t < 100 && !hs.pageText().includes(wanted); t++)
          await new Promise((ok) => setTimeout(ok, 20));
        await hs.settle();
        const now: Shown = hs.inspect();
        return {
          ...visited,
          injected: [...visited.injected, ...now.injected],
          errors: [...visited.errors, ...now.errors],
          text: hs.pageText(),
        };
      },
      [url, refusal] as const,
    );
    const p = problemsOf(w, r, url);
    if (p) failures.push(`${c.name}: ${p}`);
    if (r.page !== (c.page ?? 'hs-tool-page')) failures.push(`${c.name}: showed <${r.page}>`);
    const shown =
      c.page === 'hs-not-found'
        ? r.notice
        : (/could not be used:(.*?)(Dismiss|$)/.exec(r.text)?.[1]?.trim() ?? '');
    if (!shown) failures.push(`${c.name}: no refusal shown`);
    else if (!c.says.test(shown))
      failures.push(`${c.name}: the message “${clip(shown, 120)}” does not say ${String(c.says)}`);
    if (w.outside.length > 0) failures.push(`${c.name}: ${w.outside.splice(0).join('; ')}`);
  }
  return failures;
}

/**
 * Runs `job` on a fresh page with the probe, then checks what every hostile test checks at its
 * end: IndexedDB holds no new game, roll or user data, and nothing was thrown or logged outside
 * the addresses opened. Fails with the first failures; attaches every failing address in full.
 */
async function hostile(
  browser: Browser,
  origin: string,
  info: TestInfo,
  total: number,
  job: (w: Worker) => Promise<string[]>,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<void> {
  const w = await makeWorker(browser, origin, serviceWorkers);
  try {
    const failures = await job(w);
    const after = await dumpDb(w.page);
    for (const store of ['games', 'rolls', 'userData'])
      if ((after[store] ?? '[]') !== (w.dbBefore[store] ?? '[]'))
        failures.push(`IndexedDB ${store} changed: ${clip(after[store], 160)}`);
    failures.push(...w.outside.splice(0).map((e) => `outside the checks: ${e}`));
    if (w.failedUrls.size > 0)
      await info.attach('hostile-failures.txt', {
        body: `${[...w.failedUrls].join('\n')}\n`,
        contentType: 'text/plain',
      });
    expect(
      failures,
      `${failures.length} of ${total} failed:\n      ${failures.slice(0, 6).join('\n      ')}`,
    ).toEqual([]);
  } finally {
    await w.context.close();
  }
}

test('hostile: the checks can fail: a planted element, link, error and wrong heading are reported', async ({
  browser,
  origin,
}) => {
  const w = await makeWorker(browser, origin);
  try {
    const r = await w.page.evaluate(() => {
      const shadow = document.querySelector('hs-app')?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot;
      if (!shadow || !window.__hs) throw new Error('no page');
      // (Trusted Types forbid setting an on* attribute here, as they would for any input.)
      const planted = document.createElement('img');
      planted.id = 'hsx';
      const a = document.createElement('a');
      a.setAttribute('href', 'javascript:void 0');
      shadow.append(planted, a);
      console.error('planted error');
      const shown = { i: 0, settled: true as const, ...window.__hs.inspect() };
      planted.remove();
      a.remove();
      return shown;
    });
    // The planted console error reaches Chromium's log too: wait for it, then drop it.
    await expect.poll(() => w.outside.some((e) => e.includes('planted error'))).toBe(true);
    w.outside.splice(0);
    const found = problemsOf(w, r, 'planted') ?? '';
    for (const expected of ['<img>', 'id=hsx', 'javascript:', 'planted error'])
      expect(found, `not reported: ${expected}`).toContain(expected);
    const wrong = problemsOf(
      w,
      { ...r, injected: [], errors: [], path: '/altar-of-freedom/firing/' },
      'wrong heading',
    );
    expect(wrong, 'a wrong heading is reported').toContain('expected <hs-tool-page>');
  } finally {
    await w.context.close();
  }
});

// Generated query strings for every route, in the page.
for (const [i, routePath] of HOSTILE_ROUTES.entries()) {
  const key = routePath.replace(/\/$/, '');
  const built = expectation(`/${routePath}`, '').built === true;
  const n = built ? PER_BUILT_TOOL : PER_OTHER_ROUTE;
  const queries = sample(queryArb(key), n, 1000 + i);
  test(`hostile: /${routePath}: ${n} generated query strings in the page`, async ({
    browser,
    origin,
  }, info) => {
    const urls = queries.map((q) => `${origin}/${routePath}${q}`);
    await hostile(browser, origin, info, n, (w) => inPage(w, urls));
  });
}

// Generated paths: near misses, extra and dot segments, encoded slashes, long.
const PATHS = sample(
  fc.tuple(pathArb, fc.oneof(fc.constant(''), queryArb(''))),
  GENERATED_PATHS,
  1,
).map(([p, q]) => `${p}${q}`);
const PATH_CHUNK = 100;
for (let at = 0; at < PATHS.length; at += PATH_CHUNK) {
  const chunk = PATHS.slice(at, at + PATH_CHUNK);
  test(`hostile: generated paths ${at + 1}–${at + chunk.length} (near misses, extra and dot segments, encoded slashes, long) in the page`, async ({
    browser,
    origin,
  }, info) => {
    const urls = chunk.map((x) => `${origin}/${x}`);
    await hostile(browser, origin, info, urls.length, (w) => inPage(w, urls));
  });
}

// Hostile data-carrying links.
for (const routeKey of Object.keys(DATA_KINDS)) {
  const n = dataCases(routeKey).length;
  test(`hostile: /${routeKey}/?data=: ${n} hostile payloads refused with a message naming the problem, nothing saved`, async ({
    browser,
    origin,
  }, info) => {
    await hostile(browser, origin, info, n, (w) => dataLinks(w, origin, routeKey));
  });
}

// Generated addresses opened as real page loads.
const LOADS = sample(
  fc.oneof(
    fc.tuple(pathArb, fc.oneof(fc.constant(''), queryArb(''))).map(([p, q]) => `${p}${q}`),
    fc
      .constantFrom(...HOSTILE_ROUTES)
      .chain((p) => queryArb(p.replace(/\/$/, '')).map((q) => `${p}${q}`)),
  ),
  FULL_LOADS,
  2,
);
const LOAD_CHUNK = 20;
for (let at = 0; at < LOADS.length; at += LOAD_CHUNK) {
  const chunk = LOADS.slice(at, at + LOAD_CHUNK);
  test(`hostile: generated addresses ${at + 1}–${at + chunk.length} opened as real page loads`, async ({
    browser,
    origin,
  }, info) => {
    // Static servers refuse request lines much over 8 KB (431/414) before the app can run.
    const urls = chunk.map((x) => new URL(`${origin}/${x}`).href.slice(0, MAX_LOADED_URL));
    await hostile(browser, origin, info, urls.length, (w) => fullLoads(w, urls), 'allow');
  });
}
