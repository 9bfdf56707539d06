// End-to-end check of the built app in Chromium: the service worker installs and precaches every
// asset, the app is installable, deep links open with the server stopped, a new version shows the
// update prompt without losing saved data, and the build works under a sub-path. Every route the
// build has is walked (axe in each theme); Battle Cry of Freedom's routes are also named: each must
// be built, precached, walked and open offline with its tool's heading.
// Prints one line per check and a final "N passed, N failed" line; exit code 1 on any failure.
import { cpSync, readdirSync, rmSync, appendFileSync, mkdirSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { originOf, serve } from './serve.mjs';
import { assert, createChecks, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';
import { leaveUnsaved } from './leave-unsaved.mjs';
/* global Event, dispatchEvent */

const { check, finish } = createChecks('e2e');
const stop = async (server) => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
};

// Serve a copy so the update test can change the service worker without touching dist/.
const root = '.tmp/e2e-site';
rmSync(root, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('dist', root, { recursive: true });
const jsFiles = readdirSync(`${root}/assets`).filter((f) => f.endsWith('.js'));

/** Battle Cry of Freedom's routes by name, each with the heading its page shows. */
const BCOF_ROUTES = [
  ['campaign', 'Campaign tracker'],
  ['combat', 'Combat ledger'],
  ['placement', 'Placement and blocking'],
  ['resources', 'Resource cards'],
  ['cards', 'Cards and generals'],
  ['glossary', 'Glossary and sequence'],
  ['setup', 'Scenario setup'],
  ['rulings', 'Rulings'],
].map(([tool, title]) => [`battle-cry-of-freedom/${tool}/`, title]);

const browser = await puppeteer.launch(browserLaunchOptions());
const errors = [];
const watch = (page) => {
  leaveUnsaved(page);
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (
      m.type() === 'error' &&
      !m.text().includes('ERR_CONNECTION_REFUSED') &&
      !m.text().includes('404')
    )
      errors.push(`${page.url()}: ${m.text()}`);
  });
  return page;
};
const heading = (page) =>
  page
    .waitForFunction(
      () => {
        const app = document.querySelector('hs-app')?.shadowRoot;
        const main = app?.querySelector('main');
        const pageEl = main?.firstElementChild;
        return pageEl?.shadowRoot?.querySelector('h1')?.textContent?.trim() || null;
      },
      { polling: 100, timeout: 10000 },
    )
    .then((h) => h.jsonValue());

// In-page helpers that see through shadow roots.
const deepHelpers = () => {
  globalThis.hsDeep = (selector, root = document) => {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.matches(selector)) out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    return out;
  };
  globalThis.hsButton = (label) =>
    globalThis
      .hsDeep('button')
      .find((b) => (b.getAttribute('aria-label') ?? b.textContent.trim()).startsWith(label));
};
const inPage = async (page, fn, ...args) => {
  await page.evaluate(deepHelpers);
  return page.evaluate(fn, ...args);
};
/** Waits until a tracker's saved-games form, drawn in the HTML, is live (hydrated). */
const savedGamesLive = (page) =>
  page.waitForFunction(() => globalThis.hsDeep('hs-saved-games')[0]?.hasUpdated === true, {
    polling: 100,
    timeout: 10000,
  });

const tracker = {
  /**
   * Opens the tracker at `url`; unless the link names a game, starts one named `name`. Returns the
   * open game's id once the tracker shows that game and the link names it. Without a link the page
   * also looks up the game last opened on this device to resume it, and that lookup may end before
   * or after the start: waiting for the started game by its name (not for any game to show) is
   * what makes the id the one of the game kept open.
   */
  open: async (page, url, name) => {
    await openApp(page, url);
    await page.evaluate(deepHelpers);
    const linked = new URL(url).searchParams.get('game');
    if (!linked) {
      await page.waitForFunction(() => globalThis.hsButton('Start a new game'), {
        polling: 100,
        timeout: 10000,
      });
      // The form is drawn in the page's HTML: wait until it is live (hydrated: hydration comes in
      // slices), or a script's submit would go nowhere. Submitted by script, not by a click: the
      // game last opened may resume meanwhile and fold the form away.
      await savedGamesLive(page);
      await page.evaluate((n) => {
        const form = globalThis.hsButton('Start a new game').form;
        form.elements.namedItem('name').value = n;
        form.requestSubmit();
      }, name);
    }
    const shown = () =>
      page.evaluate(
        () =>
          `“${globalThis.hsDeep('h2.game-name')[0]?.textContent.trim() ?? 'no game'}” at ${location.href}`,
      );
    await page
      .waitForFunction(
        (n, id) => {
          const game = new URL(location.href).searchParams.get('game');
          if (globalThis.hsDeep('.bar').length === 0 || !game) return false;
          if (id) return game === id;
          return globalThis.hsDeep('h2.game-name')[0]?.textContent.trim().startsWith(n) ?? false;
        },
        { polling: 100, timeout: 10000 },
        name,
        linked,
      )
      .catch(async (e) => {
        throw new Error(`the tracker shows ${await shown()}, not ${linked ?? name}: ${e.message}`);
      });
    const id = await page.evaluate(() => new URL(location.href).searchParams.get('game'));
    if (!linked) {
      const stored = await tracker.stored(page, id);
      assert(stored?.name === name, `the link names “${stored?.name}”, not the started “${name}”`);
    }
    return id;
  },
  press: (page, label) => inPage(page, (l) => globalThis.hsButton(l).click(), label),
  broken: (page) =>
    inPage(page, () => globalThis.hsDeep('.army .count')[0]?.textContent.trim() ?? null),
  status: (page) =>
    inPage(
      page,
      () =>
        globalThis
          .hsDeep('hs-tracker')[0]
          ?.shadowRoot?.querySelector('[role="status"]')
          ?.textContent.trim() ?? '',
    ),
  stored: (page, id) =>
    page.evaluate(
      (gameId) =>
        new Promise((ok, fail) => {
          const req = indexedDB.open('haversack');
          req.onsuccess = () => {
            const get = req.result.transaction('games').objectStore('games').get(gameId);
            get.onsuccess = () => {
              req.result.close();
              ok(get.result ?? null);
            };
            get.onerror = () => fail(get.error);
          };
          req.onerror = () => fail(req.error);
        }),
      id,
    ),
};

try {
  let server = await serve({ dir: root, port: 0 });
  const origin = originOf(server);
  // The default (non-incognito) context: Chromium only reports installability there.
  const context = browser.defaultBrowserContext();
  const page = watch(await context.newPage());
  await page.setViewport({ width: 820, height: 1180 });

  await check('home page renders online with its title', async () => {
    await openApp(page, `${origin}/`);
    const h1 = await heading(page);
    assert(h1 === 'Play aids for Civil War wargames', `h1 was ${h1}`);
    assert((await page.title()).startsWith('Haversack'), `title was ${await page.title()}`);
  });

  await check('service worker activates and controls the app', async () => {
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) =>
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
        );
      return !!navigator.serviceWorker.controller;
    });
    assert(controlled, 'page not controlled');
  });

  await check('every built JS chunk, route page and icon is precached', async () => {
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = [];
      for (const n of names)
        for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
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
    assert(missing.length === 0, `not precached: ${missing.join(', ')}`);
  });

  await check('the app is installable (manifest, icons, service worker)', async () => {
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert(installabilityErrors.length === 0, JSON.stringify(installabilityErrors));
    const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    assert(
      url.endsWith('/manifest.webmanifest') && manifestErrors.length === 0,
      JSON.stringify(manifestErrors),
    );
  });

  await check('the install entry opens the browser’s install dialog once', async () => {
    // Headless Chromium never offers installation: an event of the same shape stands in for it.
    const r = await page.evaluate(async () => {
      const e = /** @type {BeforeInstallPromptEvent} */ (
        new Event('beforeinstallprompt', { cancelable: true })
      );
      let prompted = 0;
      /** @type {{ prompt: () => Promise<void> }} */ (e).prompt = async () => {
        prompted += 1;
      };
      Object.defineProperty(e, 'userChoice', { value: Promise.resolve({ outcome: 'accepted' }) });
      dispatchEvent(e);
      const settings =
        /** @type {HTMLElement & { updateComplete: Promise<boolean>, shadowRoot: ShadowRoot }} */ (
          document.querySelector('hs-app')?.shadowRoot?.querySelector('hs-settings')
        );
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
    assert(r.shown, 'no “Install Haversack” entry after the browser offered installation');
    assert(r.held && r.prompted === 1 && !r.after, JSON.stringify(r));
  });

  await check(
    'every route page stays on its own origin and passes axe in all three themes',
    async () => {
      const { readFileSync } = await import('node:fs');
      const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
      const routes = [''];
      for (const dir of readdirSync(root, { withFileTypes: true })) {
        if (!dir.isDirectory() || dir.name === 'assets' || dir.name === 'icons') continue;
        routes.push(`${dir.name}/`);
        for (const t of readdirSync(`${root}/${dir.name}`, { withFileTypes: true }))
          if (t.isDirectory()) routes.push(`${dir.name}/${t.name}/`);
      }
      const unbuilt = BCOF_ROUTES.map(([route]) => route).filter((r) => !routes.includes(r));
      assert(unbuilt.length === 0, `routes not built, so not walked: ${unbuilt.join(', ')}`);
      const foreign = [];
      const violations = [];
      const p = watch(await context.newPage());
      await p.setBypassCSP(true);
      p.on('request', (r) => {
        const u = new URL(r.url());
        if (!['data:', 'blob:'].includes(u.protocol) && u.origin !== origin) foreign.push(r.url());
      });
      for (const [i, route] of routes.entries()) {
        const theme = ['light', 'dark', 'contrast'][i % 3];
        await p.evaluateOnNewDocument((t) => localStorage.setItem('hs-theme', t), theme);
        await openApp(p, `${origin}/${route}`, { waitUntil: 'networkidle0' });
        await heading(p);
        await p.evaluate(axeSource);
        const found = await p.evaluate(async () => {
          const r = await globalThis.axe.run(document, { resultTypes: ['violations'] });
          return r.violations.map((v) => `${v.id} (${v.nodes.length})`);
        });
        if (found.length) violations.push(`/${route} [${theme}]: ${found.join(', ')}`);
      }
      await p.close();
      assert(foreign.length === 0, `requests left the origin: ${foreign.slice(0, 5).join(', ')}`);
      assert(violations.length === 0, violations.slice(0, 10).join('\n'));
    },
  );

  await check('two tabs on one saved game: a change in either shows in the other', async () => {
    const a = watch(await context.newPage());
    const id = await tracker.open(a, `${origin}/altar-of-freedom/tracker/`, 'Two tabs');
    const b = watch(await context.newPage());
    await tracker.open(b, `${origin}/altar-of-freedom/tracker/?game=${id}`);
    await tracker.press(a, 'Break');
    await b
      .waitForFunction(() => globalThis.hsDeep('.army .count')[0]?.textContent.trim() === '1', {
        polling: 100,
        timeout: 5000,
      })
      .catch(async () => {
        throw new Error(
          `tab B shows ${await tracker.broken(b)} broken (A: ${await tracker.broken(a)}); B says “${await tracker.status(b)}”`,
        );
      });
    assert((await tracker.status(b)).includes('another tab'), 'tab B was not told');
    await tracker.press(b, 'Break');
    await a
      .waitForFunction(() => globalThis.hsDeep('.army .count')[0]?.textContent.trim() === '2', {
        polling: 100,
        timeout: 5000,
      })
      .catch(async () => {
        throw new Error(
          `tab A shows ${await tracker.broken(a)} broken (B: ${await tracker.broken(b)}); A says “${await tracker.status(a)}”, B says “${await tracker.status(b)}”`,
        );
      });
    const stored = await tracker.stored(a, id);
    const broken = Object.values(stored.state.units).filter((u) => u.state === 'broken').length;
    assert(broken === 2, `stored game has ${broken} broken units, expected 2`);
    await a.close();
    await b.close();
  });

  await check(
    'a full device: the save is refused with a message, told once, the app works on',
    async () => {
      // Chromium fixes an origin's quota when its storage is first used, so this runs in a fresh
      // profile whose quota is set below what one saved game needs, before the first visit.
      const ctx = await browser.createBrowserContext();
      const p = watch(await ctx.newPage());
      const cdp = await p.createCDPSession();
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1000 });
      await openApp(p, `${origin}/altar-of-freedom/tracker/`);
      await p.evaluate(deepHelpers);
      const start = async () => {
        // The form is drawn in the page's HTML: wait until it is live (hydrated) before clicking.
        await savedGamesLive(p);
        await p.evaluate(() => globalThis.hsButton('Start a new game').click());
        await p.waitForFunction(
          () =>
            globalThis
              .hsDeep('hs-saved-games')[0]
              ?.shadowRoot?.textContent.includes('Storage is full'),
          { polling: 100, timeout: 5000 },
        );
      };
      await start();
      await start();
      const notices = await inPage(
        p,
        () =>
          globalThis.hsDeep('p').filter((el) => el.textContent.includes('out of storage space'))
            .length,
      );
      assert(notices === 1, `${notices} storage-full notices, expected 1`);
      const games = await p.evaluate(
        () =>
          new Promise((ok) => {
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
      assert(games === 0, `${games} games stored half-written`);
      // The rest of the app works: a roll is made and shown.
      await openApp(p, `${origin}/altar-of-freedom/firing/`);
      await p.evaluate(deepHelpers);
      await p.waitForFunction(() => globalThis.hsButton('Roll'), { polling: 100, timeout: 10000 });
      await p.evaluate(() => globalThis.hsButton('Roll').click());
      await p
        .waitForFunction(() => globalThis.hsDeep('hs-roll-log li').length > 0, {
          polling: 100,
          timeout: 5000,
        })
        .catch(() => undefined);
      const rolled = await inPage(p, () =>
        globalThis
          .hsDeep('[role="status"], [aria-live]')
          .map((e) => e.textContent)
          .join(' '),
      );
      assert(/\d/.test(rolled), `no result announced after a roll: “${rolled.slice(0, 200)}”`);
      await ctx.close();
    },
  );

  await stop(server);

  const deepLinks = [
    ['altar-of-freedom/firing/?sm=2&cover=1', 'Firing'],
    ['price-of-freedom/', 'The Price of Freedom'],
    ['us-civil-war/battle/', 'Land battle'],
    ['altar-of-freedom/close-combat', 'Close combat'],
    ['battle-cry-of-freedom/', 'Battle Cry of Freedom'],
    ...BCOF_ROUTES,
  ];
  for (const [link, expected] of deepLinks) {
    await check(`offline: /${link} opens from the service worker`, async () => {
      const p = watch(await context.newPage());
      // The device is offline (navigator.onLine false), as at a club with no signal: the
      // prerendered page must hydrate all the same, with the offline badge added after.
      await p.setOfflineMode(true);
      const resp = await openApp(p, `${origin}/${link}`);
      assert(resp?.fromServiceWorker(), 'not served by the service worker');
      const h1 = await heading(p);
      assert(h1 === expected, `h1 was ${h1}`);
      // Elements below the fold hydrate when seen or when the page is idle (docs/decisions/0012):
      // wait for the last one (up to 15 s) before reading what still waits.
      await p
        .waitForFunction(
          () => {
            const waits = (root) =>
              root.querySelector('[defer-hydration]') !== null ||
              [...root.querySelectorAll('*')].some((el) => el.shadowRoot && waits(el.shadowRoot));
            return !waits(document);
          },
          { timeout: 15000 },
        )
        .catch(() => undefined);
      const state = await p.evaluate(async () => {
        const app = document.querySelector('hs-app');
        await app?.updateComplete;
        const waiting = [];
        const visit = (root) => {
          for (const el of root.querySelectorAll('*')) {
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
      assert(state.badge === 'Offline', `no offline badge (${state.badge})`);
      assert(state.waiting.length === 0, `never hydrated: ${state.waiting.join(', ')}`);
      await p.close();
    });
  }

  await check('offline: an unknown tool gets a clear message, not a blank page', async () => {
    const p = watch(await context.newPage());
    await openApp(p, `${origin}/altar-of-freedom/fring/`);
    const h1 = await heading(p);
    assert(h1 === 'Page not found', `h1 was ${h1}`);
    const text = await p.evaluate(
      () =>
        document.querySelector('hs-app')?.shadowRoot?.querySelector('hs-not-found')?.shadowRoot
          ?.textContent ?? '',
    );
    assert(text.includes('Firing'), 'no suggestion of the Firing tool');
    await p.close();
  });

  // A new version: change the service worker, serve again, check the prompt and the saved data.
  server = await serve({ dir: root, port: Number(new URL(origin).port) });
  await check('a new version while a saved game is open: prompt, reload, game intact', async () => {
    // Every wait below is for a state of the page, never for a time: the started game shown by its
    // name (the page may first resume the two-tab check's game), the update prompt, the reloaded
    // document (told from this one by a mark only this one carries), the game shown again.
    const id = await tracker.open(page, `${origin}/altar-of-freedom/tracker/`, 'New version');
    await tracker.press(page, 'Break');
    appendFileSync(`${root}/sw.js`, '\n// new version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(
      () =>
        document.querySelector('hs-app')?.shadowRoot?.querySelector('.update button.primary') !==
        null,
      { polling: 100, timeout: 30000 },
    );
    // A change made just before "Update now" is saved before the reload.
    await tracker.press(page, 'Break');
    await page.evaluate(() => {
      globalThis.hsBeforeUpdate = true;
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector(/** @type {'button'} */ ('.update button.primary'))
        ?.click();
    });
    await page.waitForFunction(
      () => globalThis.hsBeforeUpdate === undefined && document.readyState === 'complete',
      { polling: 100, timeout: 30000 },
    );
    const active = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    assert(active !== null, 'no service worker controls the page after the update');
    assert(
      new URL(page.url()).searchParams.get('game') === id,
      `reopened ${page.url()}, not the game ${id}`,
    );
    await page.evaluate(deepHelpers);
    await page.waitForFunction(() => globalThis.hsDeep('.bar').length > 0, {
      polling: 100,
      timeout: 30000,
    });
    const shown = await tracker.broken(page);
    assert(shown === '2', `after the update the tracker shows ${shown} broken, expected 2`);
    const stored = await tracker.stored(page, id);
    const broken = Object.values(stored.state.units).filter((u) => u.state === 'broken').length;
    assert(broken === 2, `stored game has ${broken} broken units, expected 2`);
  });
  await stop(server);

  // The same build under a sub-path.
  const sub = await serve({ dir: root, port: 0, base: '/haversack/' });
  const subOrigin = originOf(sub);
  await check('under /haversack/: a deep link works online and offline', async () => {
    const ctx = await browser.createBrowserContext();
    const p = watch(await ctx.newPage());
    await openApp(p, `${subOrigin}/haversack/altar-of-freedom/rally/`);
    assert((await heading(p)) === 'Rally', 'online heading');
    const scope = await p.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert(scope === `${subOrigin}/haversack/`, `scope was ${scope}`);
    await stop(sub);
    const q = watch(await ctx.newPage());
    const resp = await openApp(q, `${subOrigin}/haversack/price-of-freedom/battle/`);
    assert(resp?.fromServiceWorker(), 'not from the service worker');
    assert((await heading(q)) === 'Battle calculator', 'offline heading');
    const home = await q.evaluate(
      () =>
        document.querySelector('hs-app')?.shadowRoot?.querySelector(/** @type {'a'} */ ('.brand'))
          ?.href,
    );
    assert(home === `${subOrigin}/haversack/`, `home link was ${home}`);
    await ctx.close();
  });

  await check('no uncaught errors or console errors on any page', async () => {
    assert(errors.length === 0, errors.join('\n'));
  });
} finally {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
}

await finish();
