// What the end-to-end tests share: the address of the served build (e2e/global-setup.ts), the
// list of routes (from the app's own catalogue, the list the build draws every page from), and
// opening a page of the app as a player would.
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { GAMES } from '../src/catalog.js';

/** Every route's path, relative to the root: '', 'data/', 'receive/', each game and each of its tools. */
export const ROUTE_PATHS: readonly string[] = [
  '',
  'data/',
  // The page that takes a game handed over from another device (src/routing/routes.ts).
  'receive/',
  ...GAMES.flatMap((g) => [`${g.slug}/`, ...g.tools.map((t) => `${g.slug}/${t.slug}/`)]),
];

/** The origin every worker's pages open, served once for the run by the global setup. */
export function siteOrigin(): string {
  const origin = process.env.HS_ORIGIN;
  if (!origin) throw new Error('HS_ORIGIN is not set: run through `npx playwright test`');
  return origin;
}

/** The two screens the checks of a player's use read: a tablet and a phone, both touch. */
export const VIEWPORTS = {
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The context options of a player's device at `size`: touch, reduced motion, and the service
 * worker blocked (a context that only opens pages must block it, or its install mid-test turns
 * every later address into a full load: the offline and update tests allow it on purpose).
 */
export function device(size: ViewportName): {
  viewport: { width: number; height: number };
  hasTouch: boolean;
  reducedMotion: 'reduce';
  serviceWorkers: 'block';
} {
  return {
    viewport: { ...VIEWPORTS[size] },
    hasTouch: true,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  };
}

/**
 * Test with `origin`: the served build's origin, e.g. http://127.0.0.1:40123 (no slash); and
 * `pageErrors`: every uncaught error of the test's context's pages, which fails the test at its
 * end when any was thrown (a test that names it checks it). Every test's `page` answers the
 * leave-the-page question (leaveUnsaved).
 */
export const test = base.extend<{ origin: string; pageErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
  origin: async ({}, use) => {
    await use(siteOrigin());
  },
  pageErrors: async ({ context }, use) => {
    const errors: string[] = [];
    context.on('weberror', (e) => {
      errors.push(`${e.page()?.url() ?? ''}: ${e.error().message}`);
    });
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page }, use) => {
    leaveUnsaved(page);
    await use(page);
  },
});
export { expect };

declare global {
  interface Window {
    hsStarted?: Promise<unknown>;
  }
}

/** Waits until the page's app has started (its inline loader sets `hsStarted` when it begins). */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => window.hsStarted !== undefined);
  await page.evaluate(() => window.hsStarted);
}

/**
 * Opens `url` and waits until the app has started: a prerendered page starts its app only after
 * its first paint (its inline loader, docs/decisions/0007), so the `load` event no longer means
 * the app's code has run. Resolves with the navigation's response.
 */
export async function openApp(
  page: Page,
  url: string,
  options: { timeout?: number; waitUntil?: 'load' | 'networkidle' } = {},
): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load', ...options });
  await appStarted(page);
  return response;
}

/**
 * The app asks before a page with unsaved work is left (a `beforeunload` listener while something
 * is unsaved: src/components/app/unsaved-work.ts). A test that types into a form and then goes to
 * the next route answers that question "leave" as a player would; any other dialog is dismissed
 * and reported on the console.
 */
export function leaveUnsaved(page: Page): void {
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => undefined);
      return;
    }
    console.error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}
