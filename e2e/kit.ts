// What the end-to-end tests share: the address of the served build (e2e/global-setup.ts), the
// list of routes (from the app's own catalogue, the list the build draws every page from), and
// opening a page of the app as a player would.
import { test as base, type Page, type Response } from '@playwright/test';
import { GAMES } from '../src/catalog.js';

/** Every route's path, relative to the root: '', 'data/', each game and each of its tools. */
export const ROUTE_PATHS: readonly string[] = [
  '',
  'data/',
  ...GAMES.flatMap((g) => [`${g.slug}/`, ...g.tools.map((t) => `${g.slug}/${t.slug}/`)]),
];

/** The origin every worker's pages open, served once for the run by the global setup. */
export function siteOrigin(): string {
  const origin = process.env.HS_ORIGIN;
  if (!origin) throw new Error('HS_ORIGIN is not set: run through `npx playwright test`');
  return origin;
}

/** Test with `origin`: the served build's origin, e.g. http://127.0.0.1:40123 (no slash). */
export const test = base.extend<{ origin: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
  origin: async ({}, use) => {
    await use(siteOrigin());
  },
});
export { expect } from '@playwright/test';

declare global {
  interface Window {
    hsStarted?: Promise<unknown>;
  }
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
  await page.evaluate(() => window.hsStarted);
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
