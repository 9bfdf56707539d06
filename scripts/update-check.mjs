// End-to-end check of an update with two real builds: the app is built twice, the second time
// with one game chunk changed (so its file name, and the entry that imports it, change too). The
// first build is served and opened in three tabs; the second is then deployed over it (the first
// build's chunks are gone from the server, as after a real deploy). Checked: the first visit says
// once that the app is ready offline; every tab is offered the update; a tab holding an unsaved
// army updates without asking and shows the army again, marked as restored; "Update now" then
// works in a tab another tab already updated; a tab taken over by the new version loads its next
// page whole instead of asking for a chunk that is gone; a tracker with text typed in a form and
// not submitted updates and shows the text again, marked; nothing logs an error. Every wait is for a state of the page, never for a time.
// Prints one line per check and "update: N passed, N failed"; exit code 1 on any failure.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { rollup } from 'rollup';
import { originOf, serve } from './serve.mjs';
import { assert, createChecks, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';
import { leaveUnsaved } from './leave-unsaved.mjs';

const { check, finish } = createChecks('update');
const dir = '.tmp/update-check';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

/** Builds the app into `out`, with `mark` written into the app's entry, which every page runs. */
async function build(out, mark) {
  process.env.HS_OUT_DIR = out;
  const { default: config } = await import(`../rollup.config.mjs?${mark}`);
  const marker = {
    name: 'build-mark',
    transform(code, id) {
      if (/[\\/]src[\\/]main\.ts$/.test(id))
        return `${code}\n(globalThis as { hsBuild?: string }).hsBuild = ${JSON.stringify(mark)};\n`;
      return null;
    },
  };
  const bundle = await rollup({ ...config, plugins: [marker, ...config.plugins] });
  await bundle.write(config.output);
  await bundle.close();
}

const site = `${dir}/site`;
const deploy = (from) => {
  rmSync(site, { recursive: true, force: true });
  cpSync(from, site, { recursive: true });
};

await build(`${dir}/v1`, 'v1');
await build(`${dir}/v2`, 'v2');
deploy(`${dir}/v1`);

const browser = await puppeteer.launch(browserLaunchOptions());
const errors = [];
const watch = (page, name) => {
  leaveUnsaved(page);
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${name}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/assets/'))
      errors.push(`${name}: ${r.url()} is gone (404)`);
  });
  return page;
};
const deep = () => {
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
    globalThis.hsDeep('button').find((b) => b.textContent.trim().startsWith(label));
};
const until = async (page, fn, what, ...args) => {
  await page.evaluateOnNewDocument(deep);
  // The page may be between documents (a reload under way): the next one gets the helpers above.
  await page.evaluate(deep).catch(() => undefined);
  // A condition, not a delay: the bound only ends a real hang. Under a loaded machine a service
  // worker's install, activation and the reload after it have taken more than 30 s.
  await page.waitForFunction(fn, { polling: 100, timeout: 90000 }, ...args).catch((e) => {
    throw new Error(`${what}: ${e.message}`);
  });
};
const heading = (page) =>
  page.evaluate(
    () =>
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot?.querySelector('h1')
        ?.textContent.trim() ?? '',
  );
const headingIs = (page, h) =>
  until(
    page,
    (want) =>
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot?.querySelector('h1')
        ?.textContent.trim() === want,
    `the heading “${h}”`,
    h,
  );
const banner = (page) =>
  until(page, () => globalThis.hsButton('Update now'), 'the update banner never showed');
/** Marks the document, so a wait can tell the reloaded one from it. */
const markOld = (page) => page.evaluate(() => (globalThis.hsOld = true));
const reloaded = (page, what) =>
  until(page, () => globalThis.hsOld === undefined && document.readyState === 'complete', what);
const controlled = (page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
    return navigator.serviceWorker.controller?.scriptURL;
  });

let server;
try {
  server = await serve({ dir: site, port: 0 });
  const origin = originOf(server);
  const ctx = await browser.createBrowserContext();
  const a = watch(await ctx.newPage(), 'tab A');
  const b = watch(await ctx.newPage(), 'tab B');
  const c = watch(await ctx.newPage(), 'tab C');
  const d = watch(await ctx.newPage(), 'tab D');
  for (const p of [a, b, c, d]) await p.setViewport({ width: 390, height: 844 });

  await check(
    'first visit: the service worker takes control and says once it is ready offline',
    async () => {
      await openApp(a, `${origin}/altar-of-freedom/army-builder/`);
      await controlled(a);
      await until(
        a,
        () =>
          globalThis
            .hsDeep('.update[role="status"] p')
            .some((p) => p.textContent.includes('ready to use offline')),
        'no offline-ready notice',
      );
      await openApp(b, `${origin}/altar-of-freedom/firing/`);
      await headingIs(b, 'Firing');
      await controlled(b);
      const again = await b.evaluate(() =>
        globalThis.hsDeep('p').some((p) => p.textContent.includes('ready to use offline')),
      );
      assert(!again, 'the offline-ready notice showed a second time');
      await until(b, () => globalThis.hsBuild === 'v1', 'tab B does not run the first build');
    },
  );

  await check('every tab is offered the new version once it is deployed', async () => {
    await openApp(c, `${origin}/price-of-freedom/`);
    await headingIs(c, 'The Price of Freedom');
    await controlled(c);
    // Tab A holds an army that is not saved.
    await until(a, () => globalThis.hsDeep('input[placeholder]').length > 0, 'no army name field');
    await a.evaluate(() => {
      const name = globalThis.hsDeep('input[placeholder]')[0];
      name.value = 'Saturday';
      name.dispatchEvent(new globalThis.Event('input'));
    });
    // Tab D holds a tracker game with a General's name typed in a form, not submitted.
    await openApp(d, `${origin}/us-civil-war/tracker/`);
    await controlled(d);
    await until(d, () => globalThis.hsButton('Start a new game'), 'no way to start a game');
    await d.evaluate(() => globalThis.hsButton('Start a new game').click());
    await until(
      d,
      () => globalThis.hsDeep('#displace-form-h-general').length > 0,
      'the tracker game did not open',
    );
    await d.evaluate(() => {
      const general = globalThis.hsDeep('#displace-form-h-general')[0];
      general.value = 'Longstreet';
      general.dispatchEvent(new globalThis.Event('input'));
    });
    deploy(`${dir}/v2`);
    await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const p of [a, b, c, d]) await banner(p);
  });

  await check(
    'before anyone updates, an old tab still opens new tools (old chunks kept)',
    async () => {
      await c.evaluate(() =>
        /** @type {any} */ (document.querySelector('hs-app')).navigate('in-freedoms-cause/'),
      );
      await headingIs(c, "In Freedom's Cause");
      await c.evaluate(() =>
        /** @type {any} */ (document.querySelector('hs-app')).navigate('us-civil-war/battle/'),
      );
      await headingIs(c, 'Land battle');
    },
  );

  await check(
    '“Update now” with an unsaved army updates and puts the army back, marked',
    async () => {
      // The player clicks in the tab in front of them.
      await a.bringToFront();
      await markOld(a);
      // Clicked from a task of its own: the reload it starts must not cut this evaluation short.
      await a.evaluate(() => {
        setTimeout(() => globalThis.hsButton('Update now').click());
      });
      await reloaded(a, 'tab A did not reload').catch(async (e) => {
        const said = await a.evaluate(() =>
          globalThis
            .hsDeep('hs-leave-prompt, [role="status"], [role="alert"]')
            .map((x) => x.shadowRoot?.textContent ?? x.textContent)
            .join(' | ')
            .replace(/\s+/g, ' '),
        );
        throw new Error(`${e.message}; the page says: ${said.slice(0, 600)}`);
      });
      await headingIs(a, 'Army builder');
      await until(a, () => globalThis.hsBuild === 'v2', 'tab A does not run the new build');
      await until(
        a,
        () => globalThis.hsDeep('input[placeholder]')[0]?.value === 'Saturday',
        'the army typed before the update is not back',
      );
      const note = await a.evaluate(() =>
        globalThis.hsDeep('.kept-typed').map((x) => x.textContent.replace(/\s+/g, ' ')),
      );
      assert(
        note.some((x) => x.includes('Restored what you had typed before the update')),
        `the army is not marked as restored: ${JSON.stringify(note)}`,
      );
    },
  );

  await check(
    '“Update now” with text typed in a tracker updates and puts the text back, marked',
    async () => {
      await d.bringToFront();
      await markOld(d);
      await d.evaluate(() => {
        setTimeout(() => globalThis.hsButton('Update now').click());
      });
      await reloaded(d, 'tab D did not reload');
      await until(d, () => globalThis.hsBuild === 'v2', 'tab D does not run the new build');
      await until(
        d,
        () => globalThis.hsDeep('#displace-form-h-general')[0]?.value === 'Longstreet',
        'the General typed before the update is not back',
      );
      const note = await d.evaluate(() =>
        globalThis.hsDeep('.kept-typed').map((x) => x.textContent.replace(/\s+/g, ' ')),
      );
      assert(
        note.some((x) => x.includes('Restored what you had typed before the update')),
        `the typed General is not marked as restored: ${JSON.stringify(note)}`,
      );
    },
  );

  await check('“Update now” works in a tab another tab already updated', async () => {
    await b.bringToFront();
    await markOld(b);
    // Clicked from a task of its own: the reload it starts must not cut this evaluation short.
    await b.evaluate(() => {
      setTimeout(() => globalThis.hsButton('Update now').click());
    });
    await reloaded(b, 'tab B stayed on “Updating…”');
    await headingIs(b, 'Firing');
    await until(b, () => globalThis.hsBuild === 'v2', 'tab B does not run the new build');
  });

  await check(
    'a tab taken over by the new version loads its next page whole, no chunk lost',
    async () => {
      await c.bringToFront();
      assert((await heading(c)) === 'Land battle', 'tab C moved');
      await markOld(c);
      // A link inside the app, to a game whose chunk tab C has never loaded.
      await c.evaluate(() => {
        const link = document.createElement('a');
        link.href = 'altar-of-freedom/firing/';
        document.querySelector('hs-app')?.shadowRoot?.querySelector('main')?.append(link);
        link.click();
      });
      await reloaded(c, 'tab C did not load the page afresh');
      await headingIs(c, 'Firing');
      await until(c, () => globalThis.hsBuild === 'v2', 'tab C does not run the new build');
    },
  );

  await check('no tab logged an error or asked for a chunk that is gone', async () => {
    assert(errors.length === 0, errors.join('\n'));
  });
} finally {
  await browser.close();
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  rmSync(dir, { recursive: true, force: true });
}

await finish();
