// Offline, installed and updated, in a browser profile of its own (Chromium reports installability
// only outside incognito): the service worker installs and precaches every asset, the app is
// installable, two tabs share a saved game, a full device refuses a save with a message, deep links open with the server
// stopped, a new version shows the update prompt without losing the saved game, and the build
// works under a sub-path. The tests run in order on a copy of the build served on a server of
// their own (the update test changes its service worker). Battle Cry of Freedom's routes are
// named: each must be built, precached and open offline with its tool's heading. (Every route's
// own-origin and axe check, a theme each in turn, is in prerender.spec.ts: one load per route.)
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { originOf, serve } from '../scripts/serve.mjs';
import { CHROMIUM_ARGS, browserTempDir, requireChromium } from '../scripts/find-chromium.mjs';
import { expect, leaveUnsaved, openApp, test } from './kit.js';
import { installDeep } from './in-page.js';

declare global {
  var hsBeforeUpdate: boolean | undefined;
}

const root = '.tmp/offline-spec-site';
const VIEWPORT = { width: 820, height: 1180 };

/** Battle Cry of Freedom's routes by name, each with the heading its page shows. */
const BCOF_ROUTES = (
  [
    ['campaign', 'Campaign tracker'],
    ['combat', 'Combat ledger'],
    ['placement', 'Placement and blocking'],
    ['resources', 'Resource cards'],
    ['cards', 'Cards and generals'],
    ['glossary', 'Glossary and sequence'],
    ['setup', 'Scenario setup'],
    ['rulings', 'Rulings'],
  ] as const
).map(([tool, title]) => [`battle-cry-of-freedom/${tool}/`, title] as const);

const DEEP_LINKS = [
  ['altar-of-freedom/firing/?sm=2&cover=1', 'Firing'],
  ['price-of-freedom/', 'The Price of Freedom'],
  ['us-civil-war/battle/', 'Land battle'],
  ['altar-of-freedom/close-combat', 'Close combat'],
  ['battle-cry-of-freedom/', 'Battle Cry of Freedom'],
  ...BCOF_ROUTES,
] as const;

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
}

/** The page's heading, once it has one. */
async function heading(page: Page): Promise<string> {
  const h = await page.waitForFunction(
    () =>
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot?.querySelector('h1')
        ?.textContent.trim() || null,
    undefined,
    { polling: 100, timeout: 10_000 },
  );
  return String(await h.jsonValue());
}

/** Waits until a tracker's saved-games form, drawn in the HTML, is live (hydrated). */
const savedGamesLive = (page: Page) =>
  page.waitForFunction(
    () =>
      (globalThis.hsDeep('hs-saved-games')[0] as { hasUpdated?: boolean } | undefined)
        ?.hasUpdated === true,
    undefined,
    { polling: 100, timeout: 10_000 },
  );

/** A saved game as IndexedDB holds it, or null. */
const storedGame = (page: Page, id: string | null) =>
  page.evaluate(
    (gameId) =>
      new Promise<{ name: string; state: { units: Record<string, { state: string }> } } | null>(
        (ok, fail) => {
          const req = indexedDB.open('haversack');
          req.onsuccess = () => {
            const get = req.result
              .transaction('games')
              .objectStore('games')
              .get(gameId ?? '');
            get.onsuccess = () => {
              req.result.close();
              ok((get.result as Parameters<typeof ok>[0] | undefined) ?? null);
            };
            get.onerror = () => {
              fail(new Error(String(get.error)));
            };
          };
          req.onerror = () => {
            fail(new Error(String(req.error)));
          };
        },
      ),
    id,
  );
const brokenIn = (game: { state: { units: Record<string, { state: string }> } } | null) =>
  Object.values(game?.state.units ?? {}).filter((u) => u.state === 'broken').length;

const tracker = {
  /**
   * Opens the tracker at `url`; unless the link names a game, starts one named `name`. Returns the
   * open game's id once the tracker shows that game and the link names it. Without a link the page
   * also looks up the game last opened on this device to resume it, and that lookup may end before
   * or after the start: waiting for the started game by its name (not for any game to show) is
   * what makes the id the one of the game kept open.
   */
  async open(page: Page, url: string, name = ''): Promise<string | null> {
    await openApp(page, url);
    await page.evaluate(installDeep);
    const linked = new URL(url).searchParams.get('game');
    if (!linked) {
      await page.waitForFunction(() => globalThis.hsButton('Start a new game'), undefined, {
        polling: 100,
        timeout: 10_000,
      });
      // The form is drawn in the page's HTML: wait until it is live (hydration comes in slices),
      // or a script's submit would go nowhere. Submitted by script, not by a click: the game last
      // opened may resume meanwhile and fold the form away.
      await savedGamesLive(page);
      await page.evaluate((n) => {
        const form = globalThis.hsButton('Start a new game')?.form;
        (form?.elements.namedItem('name') as HTMLInputElement).value = n;
        form?.requestSubmit();
      }, name);
    }
    await page
      .waitForFunction(
        ([n, id]) => {
          const game = new URL(location.href).searchParams.get('game');
          if (globalThis.hsDeep('.bar').length === 0 || !game) return false;
          if (id) return game === id;
          return globalThis.hsDeep('h2.game-name')[0]?.textContent.trim().startsWith(n) ?? false;
        },
        [name, linked] as const,
        { polling: 100, timeout: 10_000 },
      )
      .catch(async (e: unknown) => {
        const shown = await page.evaluate(
          () =>
            `“${globalThis.hsDeep('h2.game-name')[0]?.textContent.trim() ?? 'no game'}” at ${location.href}`,
        );
        throw new Error(
          `the tracker shows ${shown}, not ${linked ?? name}: ${e instanceof Error ? e.message : String(e)}`,
        );
      });
    const id = await page.evaluate(() => new URL(location.href).searchParams.get('game'));
    if (!linked) expect((await storedGame(page, id))?.name, 'the game the link names').toBe(name);
    return id;
  },
  async press(page: Page, label: string): Promise<void> {
    await page.evaluate(installDeep);
    await page.evaluate((l) => globalThis.hsButton(l)?.click(), label);
  },
  async broken(page: Page): Promise<string | null> {
    await page.evaluate(installDeep);
    return page.evaluate(() => globalThis.hsDeep('.army .count')[0]?.textContent.trim() ?? null);
  },
  async status(page: Page): Promise<string> {
    return page.evaluate(
      () =>
        globalThis
          .hsDeep('hs-tracker')[0]
          ?.shadowRoot?.querySelector('[role="status"]')
          ?.textContent.trim() ?? '',
    );
  },
  /** Waits until `page` shows `count` broken units, saying what each tab shows if it never does. */
  async shows(page: Page, count: string, other: Page): Promise<void> {
    await page
      .waitForFunction(
        (c) => globalThis.hsDeep('.army .count')[0]?.textContent.trim() === c,
        count,
        { polling: 100, timeout: 10_000 },
      )
      .catch(async () => {
        throw new Error(
          `the tab shows ${await tracker.broken(page)} broken (the other: ${await tracker.broken(other)}); it says “${await tracker.status(page)}”, the other “${await tracker.status(other)}”`,
        );
      });
  },
};

test.describe.serial('offline', () => {
  let server: Server;
  let origin: string;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  /** Records `p`'s uncaught errors and console errors (but a stopped server's refusals and 404s). */
  const watch = (p: Page) => {
    leaveUnsaved(p);
    p.on('pageerror', (e) => errors.push(`${p.url()}: ${e.message}`));
    p.on('console', (m) => {
      if (
        m.type() === 'error' &&
        !m.text().includes('ERR_CONNECTION_REFUSED') &&
        !m.text().includes('404')
      )
        errors.push(`${p.url()}: ${m.text()}`);
    });
    return p;
  };

  test.beforeAll(async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync('.tmp', { recursive: true });
    cpSync('dist', root, { recursive: true });
    server = await serve({ dir: root, port: 0 });
    origin = originOf(server);
    const temp = browserTempDir();
    // A profile on disk, not incognito: Chromium only reports installability there.
    context = await chromium.launchPersistentContext(mkdtempSync(join(temp, 'profile-')), {
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      env: { ...process.env, TMPDIR: temp },
      headless: true,
      viewport: VIEWPORT,
    });
    page = watch(await context.newPage());
  });

  test.afterAll(async () => {
    await context.close();
    if (server.listening) await stop(server);
    rmSync(root, { recursive: true, force: true });
  });

  test('home page renders online with its title', async () => {
    await openApp(page, `${origin}/`);
    expect(await heading(page)).toBe('Play aids for Civil War wargames');
    expect(await page.title()).toMatch(/^Haversack/);
  });

  test('service worker activates and controls the app', async () => {
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => {
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true });
        });
      return navigator.serviceWorker.controller !== null;
    });
    expect(controlled, 'the page is controlled').toBe(true);
  });

  test('every built JS chunk, route page and icon is precached', async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const n of await caches.keys())
        for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    const jsFiles = readdirSync(`${root}/assets`).filter((f) => f.endsWith('.js'));
    expect(jsFiles.length).toBeGreaterThan(0);
    const missing = [
      ...jsFiles.map((f) => `/assets/${f}`),
      '/index.html',
      '/404.html',
      '/altar-of-freedom/firing/index.html',
      '/battle-cry-of-freedom/index.html',
      ...BCOF_ROUTES.map(([route]) => `/${route}index.html`),
      '/icons/icon-512.png',
      '/manifest.webmanifest',
    ].filter((p) => !cached.includes(p));
    expect(missing, 'not precached').toEqual([]);
  });

  test('the app is installable (manifest, icons, service worker)', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifestErrors).toEqual([]);
  });

  test('the install entry opens the browser’s install dialog once', async () => {
    // Headless Chromium never offers installation: an event of the same shape stands in for it.
    const r = await page.evaluate(async () => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      let prompted = 0;
      e.prompt = () => {
        prompted += 1;
        return Promise.resolve();
      };
      Object.defineProperty(e, 'userChoice', { value: Promise.resolve({ outcome: 'accepted' }) });
      dispatchEvent(e);
      const settings = document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('hs-settings') as HTMLElement & {
        updateComplete: Promise<boolean>;
        shadowRoot: ShadowRoot;
      };
      await settings.updateComplete;
      const entry = () =>
        [...settings.shadowRoot.querySelectorAll('button')].find(
          (b) => b.textContent.trim() === 'Install Haversack',
        );
      const shown = entry() !== undefined;
      entry()?.click();
      await e.userChoice;
      dispatchEvent(new Event('appinstalled'));
      await settings.updateComplete;
      return { shown, prompted, held: e.defaultPrevented, after: entry() !== undefined };
    });
    expect(r.shown, 'an “Install Haversack” entry after the browser offered installation').toBe(
      true,
    );
    expect(r).toEqual({ shown: true, prompted: 1, held: true, after: false });
  });

  test('two tabs on one saved game: a change in either shows in the other', async () => {
    const a = watch(await context.newPage());
    const id = await tracker.open(a, `${origin}/altar-of-freedom/tracker/`, 'Two tabs');
    const b = watch(await context.newPage());
    await tracker.open(b, `${origin}/altar-of-freedom/tracker/?game=${String(id)}`);
    await tracker.press(a, 'Break');
    await tracker.shows(b, '1', a);
    expect(await tracker.status(b), 'tab B is told').toContain('another tab');
    await tracker.press(b, 'Break');
    await tracker.shows(a, '2', b);
    expect(brokenIn(await storedGame(a, id)), 'broken units in the stored game').toBe(2);
    await a.close();
    await b.close();
  });

  test('a full device: the save is refused with a message, told once, the app works on', async ({
    browser,
  }) => {
    // Chromium fixes an origin's quota when its storage is first used, so this runs in a fresh
    // profile whose quota is set below what one saved game needs, before the first visit.
    const ctx = await browser.newContext({ viewport: VIEWPORT });
    const p = watch(await ctx.newPage());
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1000 });
    await openApp(p, `${origin}/altar-of-freedom/tracker/`);
    await p.evaluate(installDeep);
    const start = async () => {
      // The form is drawn in the page's HTML: wait until it is live (hydrated) before clicking.
      await savedGamesLive(p);
      await p.evaluate(() => globalThis.hsButton('Start a new game')?.click());
      await p.waitForFunction(
        () =>
          globalThis
            .hsDeep('hs-saved-games')[0]
            ?.shadowRoot?.textContent.includes('Storage is full'),
        undefined,
        { polling: 100, timeout: 10_000 },
      );
    };
    await start();
    await start();
    const notices = await p.evaluate(
      () =>
        globalThis.hsDeep('p').filter((el) => el.textContent.includes('out of storage space'))
          .length,
    );
    expect(notices, 'storage-full notices').toBe(1);
    const games = await p.evaluate(
      () =>
        new Promise<number>((ok) => {
          const req = indexedDB.open('haversack');
          req.onsuccess = () => {
            const all = req.result.transaction('games').objectStore('games').getAll();
            all.onsuccess = () => {
              req.result.close();
              ok(all.result.length);
            };
          };
        }),
    );
    expect(games, 'games stored half-written').toBe(0);
    // The rest of the app works: a roll is made and shown.
    await openApp(p, `${origin}/altar-of-freedom/firing/`);
    await p.evaluate(installDeep);
    await p.waitForFunction(() => globalThis.hsButton('Roll 1d6'), undefined, {
      polling: 100,
      timeout: 10_000,
    });
    // The button is drawn in the HTML: click it once the page is live (hydrated).
    await p.waitForFunction(
      () => globalThis.hsDeep('[defer-hydration], [data-hs-adopt]').length === 0,
      undefined,
      { polling: 100, timeout: 15_000 },
    );
    await p.evaluate(() => globalThis.hsButton('Roll 1d6')?.click());
    // The result is drawn and announced (the roll log keeps nothing: the device is full).
    const announced = () =>
      globalThis
        .hsDeep('[role="status"], [aria-live]')
        .map((e) => e.textContent.replace(/\s+/g, ' '))
        .join(' | ');
    await p
      .waitForFunction(
        () =>
          globalThis
            .hsDeep('[role="status"], [aria-live]')
            .some((e) => /\btotal \d+/.test(e.textContent.replace(/\s+/g, ' '))),
        undefined,
        { polling: 100, timeout: 10_000 },
      )
      .catch(async () => {
        throw new Error(
          `no result announced after a roll: “${(await p.evaluate(announced)).slice(0, 300)}”`,
        );
      });
    const rolled = await p.evaluate(announced);
    expect(rolled, 'a result announced after a roll').toMatch(/\d/);
    await ctx.close();
  });

  test.describe('with the server stopped and the device offline', () => {
    test.beforeAll(async () => {
      await stop(server);
      // The device is offline (navigator.onLine false), as at a club with no signal: the
      // prerendered page must hydrate all the same, with the offline badge added after.
      await context.setOffline(true);
    });
    test.afterAll(async () => {
      await context.setOffline(false);
    });

    for (const [link, expected] of DEEP_LINKS)
      test(`offline: /${link} opens from the service worker`, async () => {
        const p = watch(await context.newPage());
        const resp = await openApp(p, `${origin}/${link}`);
        expect(resp?.fromServiceWorker(), 'served by the service worker').toBe(true);
        expect(await heading(p)).toBe(expected);
        // Elements below the fold hydrate when seen or when the page is idle (decision 0012):
        // wait for the last one before reading what still waits.
        await p
          .waitForFunction(
            () => {
              const waits = (r: Document | ShadowRoot): boolean =>
                r.querySelector('[defer-hydration]') !== null ||
                [...r.querySelectorAll('*')].some(
                  (el) => el.shadowRoot !== null && waits(el.shadowRoot),
                );
              return !waits(document);
            },
            undefined,
            { timeout: 15_000 },
          )
          .catch(() => undefined);
        const state = await p.evaluate(async () => {
          const app = document.querySelector<HTMLElement & { updateComplete?: Promise<boolean> }>(
            'hs-app',
          );
          await app?.updateComplete;
          const waiting: string[] = [];
          const visit = (r: Document | ShadowRoot) => {
            for (const el of r.querySelectorAll('*')) {
              if (el.hasAttribute('defer-hydration')) waiting.push(el.localName);
              if (el.shadowRoot) visit(el.shadowRoot);
            }
          };
          visit(document);
          return {
            badge: app?.shadowRoot?.querySelector('.offline')?.textContent.trim() ?? '',
            waiting,
          };
        });
        expect(state.badge, 'the offline badge').toBe('Offline');
        expect(state.waiting, 'never hydrated').toEqual([]);
        await p.close();
      });

    test('offline: an unknown tool gets a clear message, not a blank page', async () => {
      const p = watch(await context.newPage());
      await openApp(p, `${origin}/altar-of-freedom/fring/`);
      expect(await heading(p)).toBe('Page not found');
      const text = await p.evaluate(
        () =>
          document.querySelector('hs-app')?.shadowRoot?.querySelector('hs-not-found')?.shadowRoot
            ?.textContent ?? '',
      );
      expect(text, 'a suggestion of the Firing tool').toContain('Firing');
      await p.close();
    });
  });

  test('a new version while a saved game is open: prompt, reload, game intact', async () => {
    // Served again on the same origin, with a changed service worker. Every wait is for a state
    // of the page, never for a time: the started game shown by its name (the page may first
    // resume the two-tab test's game), the update prompt, the reloaded document (told from this
    // one by a mark only this one carries), the game shown again.
    server = await serve({ dir: root, port: Number(new URL(origin).port) });
    const id = await tracker.open(page, `${origin}/altar-of-freedom/tracker/`, 'New version');
    await tracker.press(page, 'Break');
    appendFileSync(`${root}/sw.js`, '\n// new version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(
      () =>
        document.querySelector('hs-app')?.shadowRoot?.querySelector('.update button.primary') !==
        null,
      undefined,
      { polling: 100, timeout: 60_000 },
    );
    // A change made just before "Update now" is saved before the reload.
    await tracker.press(page, 'Break');
    await page.evaluate(() => {
      globalThis.hsBeforeUpdate = true;
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('.update button.primary')
        ?.click();
    });
    await page.waitForFunction(
      () => globalThis.hsBeforeUpdate === undefined && document.readyState === 'complete',
      undefined,
      { polling: 100, timeout: 60_000 },
    );
    expect(
      await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null),
      'a service worker controls the page after the update',
    ).not.toBeNull();
    expect(new URL(page.url()).searchParams.get('game'), 'the game reopened').toBe(id);
    await page.evaluate(installDeep);
    await page.waitForFunction(() => globalThis.hsDeep('.bar').length > 0, undefined, {
      polling: 100,
      timeout: 60_000,
    });
    expect(await tracker.broken(page), 'broken units shown after the update').toBe('2');
    expect(brokenIn(await storedGame(page, id)), 'broken units in the stored game').toBe(2);
    await stop(server);
  });

  test('under /haversack/: a deep link works online and offline', async ({ browser }) => {
    const sub = await serve({ dir: root, port: 0, base: '/haversack/' });
    const subOrigin = originOf(sub);
    const ctx = await browser.newContext({ viewport: VIEWPORT });
    const p = watch(await ctx.newPage());
    await openApp(p, `${subOrigin}/haversack/altar-of-freedom/rally/`);
    expect(await heading(p), 'online heading').toBe('Rally');
    const scope = await p.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${subOrigin}/haversack/`);
    await stop(sub);
    const q = watch(await ctx.newPage());
    const resp = await openApp(q, `${subOrigin}/haversack/price-of-freedom/battle/`);
    expect(resp?.fromServiceWorker(), 'served by the service worker').toBe(true);
    expect(await heading(q), 'offline heading').toBe('Battle calculator');
    const home = await q.evaluate(
      () =>
        document.querySelector('hs-app')?.shadowRoot?.querySelector<HTMLAnchorElement>('.brand')
          ?.href,
    );
    expect(home, 'the home link').toBe(`${subOrigin}/haversack/`);
    await ctx.close();
  });

  test('no uncaught errors or console errors on any page', () => {
    expect(errors).toEqual([]);
  });
});

// Battle Cry of Freedom's routes, which the deep-link tests above open by name, are built (every
// route is walked, in a theme each, by the per-route tests in prerender.spec.ts).
test('offline: the Battle Cry of Freedom routes opened by name are in the build', () => {
  const built = BCOF_ROUTES.map(([route]) => route).filter((r) =>
    existsSync(`dist/${r}index.html`),
  );
  expect(built).toEqual(BCOF_ROUTES.map(([route]) => route));
});
