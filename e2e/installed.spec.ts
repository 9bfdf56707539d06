// The installed app (issue 32; docs/decisions/0010): installed in Chromium's own web-app system
// (the DevTools protocol's PWA domain, as an install from the browser's menu does) and launched by
// it: the system knows its file handler; a second link launched while the app is open is shown in
// the same window (`launch_handler` focus-existing: the launch queue, no second window); a backup
// file opened with the app (`file_handlers`) is previewed on the data page; a link shared to it
// (`share_target`) is taken by the Receive page; every shortcut opens its page. Headless Chromium
// launches the app in the window it already has open (no separate standalone frame to check).
// One browser profile of its own: an install lasts for the profile.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, browserTempDir, requireChromium } from '../scripts/find-chromium.mjs';
import { backupText } from '../src/core/shared/backup.js';
import { makeHandoff } from '../src/core/shared/handoff.js';
import type { SavedGame } from '../src/core/shared/saved-game-schema.js';
import { deflateCodec } from '../src/platform/compress.js';
import { appStarted, expect, test } from './kit.js';

interface Manifest {
  shortcuts: { name: string; url: string }[];
}

/** `page` once it shows `url` and its app has started. */
async function started(page: Page, url: string): Promise<void> {
  await expect(page).toHaveURL(url);
  await appStarted(page);
}

const heading = (page: Page) => page.locator('h1').first();

const GAME: SavedGame = {
  id: 'g-installed',
  gameSlug: 'us-civil-war',
  scenario: 's1',
  name: 'Handed over',
  stateVersion: 1,
  state: { turn: 2 },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
};

test('installed: it opens backup files, shows each launched link in its one window, takes a shared link, and opens every shortcut', async ({
  origin,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(browserTempDir(), 'installed-'));
  const ctx = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: requireChromium(),
    args: CHROMIUM_ARGS,
    env: { ...process.env, TMPDIR: browserTempDir() },
    viewport: { width: 390, height: 844 },
  });
  try {
    const tab = ctx.pages()[0] ?? (await ctx.newPage());
    await tab.goto(`${origin}/`);
    const cdp: CDPSession = await ctx.newCDPSession(tab);
    const manifestId = `${origin}/`;
    await cdp.send('PWA.install', { manifestId, installUrlOrBundleUrl: `${origin}/` });

    // The system knows the app opens backup files (.json) on its data page.
    const os = (await cdp.send('PWA.getOsAppState', { manifestId })) as {
      fileHandlers: {
        action: string;
        accepts: { mediaType: string; fileExtensions: string[] }[];
      }[];
    };
    expect(os.fileHandlers.map((h) => h.action)).toEqual([`${origin}/data/`]);
    expect(os.fileHandlers[0]?.accepts.flatMap((a) => a.fileExtensions)).toContain('.json');

    // Launched, it opens the page asked for.
    await cdp.send('PWA.launch', { manifestId, url: `${origin}/us-civil-war/` });
    const app = ctx.pages().find((p) => p.url().startsWith(origin)) ?? tab;
    await started(app, `${origin}/us-civil-war/`);
    await expect(heading(app)).toHaveText('The U.S. Civil War');

    // A link launched while the window is open is shown in it: no second window.
    const windows = ctx.pages().length;
    await cdp.send('PWA.launch', { manifestId, url: `${origin}/altar-of-freedom/firing/` });
    await expect(heading(app)).toHaveText('Firing');
    expect(ctx.pages().length).toBe(windows);

    // A backup file opened with the app is previewed on the data page, nothing yet restored.
    const file = join(dir, 'haversack-backup.json');
    writeFileSync(
      file,
      backupText(
        { games: [GAME], rolls: [], userData: [], preferences: [] },
        '2026-11-21T09:00:00.000Z',
      ),
    );
    await cdp.send('PWA.launchFilesInApp', { manifestId, files: [file] });
    await expect(heading(app)).toHaveText('Your data');
    await expect(app.getByText('haversack-backup.json')).toBeVisible();
    await expect(app.getByText('Handed over (The U.S. Civil War)')).toBeVisible();
    expect(ctx.pages().length).toBe(windows);

    // A hand-off link shared to the app (share_target: GET receive/?text=…) is read and previewed.
    const made = await makeHandoff(
      { kind: 'game', game: GAME, rolls: [] },
      '2026-11-21T09:00:00.000Z',
      deflateCodec,
    );
    if (!made.ok || made.fragment === null) throw new Error('no hand-off link');
    const link = `${origin}/receive/#${made.fragment}`;
    await app.goto(`${origin}/receive/?text=${encodeURIComponent(`Our game: ${link}`)}`);
    await expect(app.getByRole('heading', { name: 'About to take' })).toBeVisible();
    await expect(app.getByText('Handed over').first()).toBeVisible();

    // Every shortcut opens its own page in the app's window.
    const manifest = (await (
      await tab.request.get(`${origin}/manifest.webmanifest`)
    ).json()) as Manifest;
    expect(manifest.shortcuts.length).toBeGreaterThanOrEqual(7);
    for (const s of manifest.shortcuts) {
      await cdp.send('PWA.launch', { manifestId, url: new URL(s.url, `${origin}/`).href });
      await expect(app).toHaveURL(new URL(s.url, `${origin}/`).href);
      await expect(heading(app)).not.toHaveText('Page not found');
    }
    expect(ctx.pages().length).toBe(windows);
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
