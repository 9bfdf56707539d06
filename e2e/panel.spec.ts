// The roll panel's share of a phone's screen: on every roll tool of the built app, at 390×844,
// the fixed result panel's height as a share of the screen before a roll (with the default
// inputs, with "Enter my dice" chosen, and with inputs the tool refuses where one is listed
// below) and after a roll. Before a roll the panel covers at most 35 % of the screen, whatever
// the inputs; after a roll its first lines are on screen. Each test attaches its row of the table
// (before, dice entered, refused, after) as `panel`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { device, expect, openApp, test } from './kit.js';

const MAX_BEFORE = 0.35;
/** Inputs each tool refuses (a failing check), to measure the panel while it warns. */
// Morale tools open with no test due (they then offer no roll): opened with losses that call one.
const DUE: Record<string, string> = {
  '/in-freedoms-cause/brigade-morale/': '?average=4&lost=3',
  '/in-freedoms-cause/army-morale/': '?brigades=2&broken=1&average=4',
};
const REFUSED: Record<string, string> = {
  '/us-civil-war/battle/': '?aSp=7&dSp=1',
  '/us-civil-war/initiative/': '?slower=1&phase=4',
};

/** Every route whose prerendered page holds the generic roller. */
function rollRoutes(site: string): string[] {
  const out: string[] = [];
  for (const game of readdirSync(site, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    for (const tool of readdirSync(`${site}/${game.name}`, { withFileTypes: true })) {
      const file = `${site}/${game.name}/${tool.name}/index.html`;
      if (!tool.isDirectory() || !existsSync(file)) continue;
      if (/<hs-roll-(tool|data)[\s>]/.test(readFileSync(file, 'utf8')))
        out.push(`/${game.name}/${tool.name}/`);
    }
  }
  return out.sort();
}

/** The routes are read from dist/ when the tests are listed (the global setup serves a copy). */
const ROUTES = existsSync('dist/index.html') ? rollRoutes('dist') : [];

interface Share {
  share: number;
  outcomeInView: boolean | null;
}

/** The roller's panel and its share of the screen; runs in the page. */
function panelShare(): Share | null {
  const all = (r: Document | ShadowRoot, out: Element[] = []): Element[] => {
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
  const fr = panel.querySelector('.result .outcome')?.getBoundingClientRect();
  return {
    share: Math.max(0, bottom - top) / window.innerHeight,
    outcomeInView: fr ? fr.top >= 0 && fr.bottom <= window.innerHeight : null,
  };
}

/** Whether the roller shows an outcome; runs in the page. */
function hasOutcome(): boolean {
  const all = (r: Document | ShadowRoot, out: Element[] = []): Element[] => {
    for (const el of r.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  };
  return all(document).some((el) => el.matches('.result .outcome'));
}

/** Clicks the roller's button whose text starts with `text`; runs in the page. */
function clickButton(text: string): boolean {
  const all = (r: Document | ShadowRoot, out: Element[] = []): Element[] => {
    for (const el of r.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  };
  const b = all(document).find(
    (el): el is HTMLButtonElement =>
      el instanceof HTMLButtonElement &&
      (text === 'Roll' ? el.matches('button.big') : el.textContent.trim().startsWith(text)) &&
      !el.disabled,
  );
  b?.click();
  return Boolean(b);
}

const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? '–' : `${(100 * x).toFixed(0)} %`;

async function share(page: Page): Promise<Share> {
  const s = await page.evaluate(panelShare);
  if (!s) throw new Error('the panel went away');
  return s;
}

test.use(device('phone'));

test(`panel: the roll tools are found in the build (${ROUTES.length})`, () => {
  expect(ROUTES.length, ROUTES.join(', ')).toBeGreaterThanOrEqual(20);
});

for (const route of ROUTES) {
  test(`panel: ${route}: the panel covers at most 35 % before a roll`, async ({
    page,
    origin,
    pageErrors,
  }, info) => {
    await openApp(page, `${origin}${route}${DUE[route] ?? ''}`);
    const first = await page
      .waitForFunction(panelShare, null, { timeout: 5000 })
      .then(() => page.evaluate(panelShare))
      .catch(() => null);
    if (!first) {
      // A roller drawn inside another tool's page (a tracker's clock) has no fixed panel.
      info.annotations.push({
        type: 'panel',
        description: 'no fixed panel: the roller sits in the page',
      });
      expect(pageErrors).toEqual([]);
      return;
    }
    const before = first.share;
    expect(await page.evaluate(clickButton, 'Enter my dice'), 'an "Enter my dice" button').toBe(
      true,
    );
    const entered = (await share(page)).share;
    expect(await page.evaluate(clickButton, 'Roll here'), 'a "Roll here" button').toBe(true);
    let refused: number | null = null;
    const bad = REFUSED[route];
    if (bad) {
      await openApp(page, `${origin}${route}${bad}`);
      await page.waitForFunction(panelShare, null, { timeout: 10_000 });
      refused = (await share(page)).share;
      await openApp(page, `${origin}${route}`);
      await page.waitForFunction(panelShare, null, { timeout: 10_000 });
    }
    expect(await page.evaluate(clickButton, 'Roll'), 'a Roll button').toBe(true);
    await page.waitForFunction(hasOutcome, null, { timeout: 10_000 });
    const after = await share(page);
    const row = `before ${pct(before)}, dice entered ${pct(entered)}, refused ${pct(refused)}, after ${pct(after.share)}, outcome on screen ${after.outcomeInView ? 'yes' : 'no'}`;
    info.annotations.push({ type: 'panel', description: row });
    const worst = Math.max(before, entered, refused ?? 0);
    expect(worst, `the panel covers ${pct(worst)} before a roll`).toBeLessThanOrEqual(MAX_BEFORE);
    expect(after.outcomeInView, 'after a roll the outcome is on screen').toBe(true);
    expect(pageErrors).toEqual([]);
  });
}
