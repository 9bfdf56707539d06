// The roll panel's share of a phone's screen: on every roll tool of the built app (dist/), at
// 390×844 in Chromium, the fixed result panel's height as a share of the screen before a roll
// (with the default inputs, with "Enter my dice" chosen, and with inputs the tool refuses where
// one is listed below) and after a roll. Before a roll the panel covers at most 35 % of the
// screen, whatever the inputs; after a roll its first lines are on screen. Prints the table and
// "panel: N passed, N failed"; exit code 1 on failure.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { serve } from './serve.mjs';
import { assert, createChecks, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';
import { leaveUnsaved } from './leave-unsaved.mjs';
/* global window -- in page.evaluate() code */

const VIEWPORT = { width: 390, height: 844 };
const MAX_BEFORE = 0.35;
/** Inputs each tool refuses (a failing check), to measure the panel while it warns. */
// Morale tools open with no test due (they then offer no roll): opened with losses that call one.
const DUE = {
  '/in-freedoms-cause/brigade-morale/': '?average=4&lost=3',
  '/in-freedoms-cause/army-morale/': '?brigades=2&broken=1&average=4',
};
const REFUSED = {
  '/us-civil-war/battle/': '?aSp=7&dSp=1',
  '/us-civil-war/initiative/': '?slower=1&phase=4',
};

const { check, finish } = createChecks('panel');

// Serve a copy, so a build started meanwhile cannot change the pages under the check.
const root = '.tmp/panel-site';
rmSync(root, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('dist', root, { recursive: true });

/** Every route whose prerendered page holds the generic roller. */
function rollRoutes() {
  const out = [];
  for (const game of readdirSync(root, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    for (const tool of readdirSync(`${root}/${game.name}`, { withFileTypes: true })) {
      const file = `${root}/${game.name}/${tool.name}/index.html`;
      if (!tool.isDirectory() || !existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      if (/<hs-roll-(tool|data)[\s>]/.test(text)) out.push(`/${game.name}/${tool.name}/`);
    }
  }
  return out.sort();
}

const server = await serve({ dir: root, port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch(browserLaunchOptions());
const errors = [];

/** The roller's panel and its share of the screen; runs in the page. */
function panelShare() {
  const all = (r, out = []) => {
    for (const el of r.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  };
  const roller = all(document).find(
    (el) => el.tagName === 'HS-ROLL-TOOL' && el.hasAttribute('page'),
  );
  const panel = roller?.shadowRoot?.querySelector('section.roll');
  if (!panel) return null;
  const r = panel.getBoundingClientRect();
  const top = Math.max(0, r.top);
  const bottom = Math.min(window.innerHeight, r.bottom);
  const first = panel.querySelector('.result .outcome');
  const fr = first?.getBoundingClientRect();
  return {
    share: Math.max(0, bottom - top) / window.innerHeight,
    outcomeInView: fr ? fr.top >= 0 && fr.bottom <= window.innerHeight : null,
  };
}

async function open(url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  leaveUnsaved(page);
  await page.setBypassServiceWorker(true);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.setViewport({ ...VIEWPORT, hasTouch: true });
  page.on('pageerror', (e) => errors.push(`${url}: ${e.message}`));
  await openApp(page, url);
  await page.waitForFunction(panelShare, { timeout: 5000 }).catch(() => null);
  return { page, context };
}

/** Whether the roller shows an outcome; runs in the page. */
function hasOutcome() {
  const all = (r, out = []) => {
    for (const el of r.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  };
  return all(document).some((el) => el.matches('.result .outcome'));
}

/** Clicks the roller's button whose text starts with `text`; runs in the page. */
function clickButton(text) {
  const all = (r, out = []) => {
    for (const el of r.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  };
  const b = all(document).find(
    (el) =>
      el.tagName === 'BUTTON' &&
      (text === 'Roll' ? el.matches('button.big') : el.textContent.trim().startsWith(text)) &&
      !el.disabled,
  );
  b?.click();
  return Boolean(b);
}

const rows = [];
const pct = (x) =>
  x === null || x === undefined ? '  –  ' : `${(100 * x).toFixed(0).padStart(3)} %`;

try {
  const routes = rollRoutes();
  await check(`found the roll tools (${routes.length})`, () => {
    assert(routes.length >= 20, routes.join(', '));
  });
  for (const route of routes) {
    await check(`${route}: the panel covers at most 35 % before a roll`, async () => {
      const row = { route, before: null, entered: null, refused: null, after: null, first: null };
      rows.push(row);
      const { page, context } = await open(`${origin}${route}${DUE[route] ?? ''}`);
      try {
        const first = await page.evaluate(panelShare);
        if (!first) {
          // A roller drawn inside another tool's page (a tracker's clock) has no fixed panel.
          row.note = 'no fixed panel: the roller sits in the page';
          return;
        }
        row.before = first.share;
        assert(await page.evaluate(clickButton, 'Enter my dice'), 'no "Enter my dice"');
        row.entered = (await page.evaluate(panelShare)).share;
        assert(await page.evaluate(clickButton, 'Roll here'), 'no "Roll here"');
        if (REFUSED[route]) {
          await openApp(page, `${origin}${route}${REFUSED[route]}`);
          await page.waitForFunction(panelShare, { timeout: 10000 });
          row.refused = (await page.evaluate(panelShare)).share;
          await openApp(page, `${origin}${route}`);
          await page.waitForFunction(panelShare, { timeout: 10000 });
        }
        assert(await page.evaluate(clickButton, 'Roll'), 'no Roll button');
        await page.waitForFunction(hasOutcome, { timeout: 10000 });
        const after = await page.evaluate(panelShare);
        row.after = after.share;
        row.first = after.outcomeInView;
        const worst = Math.max(row.before, row.entered, row.refused ?? 0);
        assert(worst <= MAX_BEFORE, `the panel covers ${pct(worst)} before a roll`);
        assert(row.first === true, 'after a roll the outcome is not on screen');
      } finally {
        await context.close();
      }
    });
  }
  await check('no uncaught errors', () => {
    assert(errors.length === 0, errors.slice(0, 10).join('\n'));
  });
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

console.log('\nThe roll panel as a share of a 390×844 screen:');
console.log(
  '  tool                                         before  dice-in  refused  after  outcome on screen',
);
for (const r of rows)
  console.log(
    `  ${r.route.padEnd(44)} ${pct(r.before)}   ${pct(r.entered)}   ${pct(r.refused)}   ${pct(r.after)}  ${r.first === null ? '–' : r.first ? 'yes' : 'no'}${r.note ? `  (${r.note})` : ''}`,
  );
await finish();
