// An update with two real builds: the app is built twice, the second time with a mark written into
// the app's entry (so its file name, and every page's, change). The first build is served on a
// server of its own and opened in four tabs of one browser context; the second is then deployed
// over it (the first build's chunks gone from the server, as after a real deploy). The tests run in
// order, each taking the tabs where the last left them. Every wait is for a state of the page,
// never for a time.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { rollup, type OutputOptions, type Plugin, type RollupOptions } from 'rollup';
import type { BrowserContext, Page } from '@playwright/test';
import { originOf, serve } from '../scripts/serve.mjs';
import { expect, leaveUnsaved, openApp, test } from './kit.js';
import { installDeep } from './in-page.js';

declare global {
  // Set by the app’s entry in each build of this test.
  var hsBuild: string | undefined;
  var hsOld: boolean | undefined;
}

const dir = '.tmp/update-spec';
const site = `${dir}/site`;

/** Builds the app into `out`, with `mark` written into the app's entry, which every page runs. */
async function build(out: string, mark: string): Promise<void> {
  process.env.HS_OUT_DIR = out;
  // The query makes the config module evaluate again, reading HS_OUT_DIR for this build.
  const { default: config } = (await import(`../rollup.config.mjs?${mark}`)) as {
    default: Omit<RollupOptions, 'output' | 'plugins'> & {
      output: OutputOptions;
      plugins: Plugin[];
    };
  };
  const marker: Plugin = {
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

/** Puts a build in place of the served one, as a deploy does (the old chunks gone). */
function deploy(from: string): void {
  rmSync(site, { recursive: true, force: true });
  cpSync(from, site, { recursive: true });
}

/**
 * Waits for `fn` to hold in `page`. A condition, not a delay: the bound only ends a real hang (on
 * a loaded machine a service worker's install, activation and the reload after it have taken
 * more than 30 s).
 */
async function until(
  page: Page,
  fn: (arg: string) => unknown,
  what: string,
  arg = '',
): Promise<void> {
  // The page may be between documents (a reload under way): the next one gets the helpers anyway.
  await page.evaluate(installDeep).catch(() => undefined);
  await page.waitForFunction(fn, arg, { polling: 100, timeout: 90_000 }).catch((e: unknown) => {
    throw new Error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
  });
}

const headingOf = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot?.querySelector('h1')
        ?.textContent.trim() ?? '',
  );
const headingIs = (page: Page, want: string) =>
  until(
    page,
    (h) =>
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot?.querySelector('h1')
        ?.textContent.trim() === h,
    `the heading “${want}”`,
    want,
  );
const runs = (page: Page, build: string, tab: string) =>
  until(page, (b) => globalThis.hsBuild === b, `${tab} does not run build ${build}`, build);
const banner = (page: Page) =>
  until(page, () => globalThis.hsButton('Update now'), 'the update banner never showed');
/** Marks the document, so a wait can tell the reloaded one from it. */
const markOld = (page: Page) => page.evaluate(() => (globalThis.hsOld = true));
const reloaded = (page: Page, what: string) =>
  until(page, () => globalThis.hsOld === undefined && document.readyState === 'complete', what);
/** Clicks "Update now" from a task of its own: the reload it starts must not cut the call short. */
const updateNow = (page: Page) =>
  page.evaluate(() => {
    setTimeout(() => globalThis.hsButton('Update now')?.click());
  });
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => {
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true });
      });
    return navigator.serviceWorker.controller?.scriptURL;
  });
const restoredNotes = (page: Page) =>
  page.evaluate(() =>
    globalThis.hsDeep('.kept-typed').map((x) => x.textContent.replace(/\s+/g, ' ')),
  );
/** Types `value` into the first element `selector` finds through the shadow roots. */
const typeInto = (page: Page, selector: string, value: string) =>
  page.evaluate(
    ([s, v]) => {
      const input = globalThis.hsDeep(s)[0] as HTMLInputElement;
      input.value = v;
      input.dispatchEvent(new Event('input'));
    },
    [selector, value] as const,
  );

test.describe.serial('update', () => {
  let server: Server;
  let origin: string;
  let context: BrowserContext;
  const errors: string[] = [];
  const tabs: Record<'a' | 'b' | 'c' | 'd', Page> = {} as Record<'a' | 'b' | 'c' | 'd', Page>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await build(`${dir}/v1`, 'v1');
    await build(`${dir}/v2`, 'v2');
    deploy(`${dir}/v1`);
    server = await serve({ dir: site, port: 0 });
    origin = originOf(server);
    // The service worker is what this test is about: the context allows it.
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    context.on('weberror', (e) => errors.push(`${e.page()?.url() ?? ''}: ${e.error().message}`));
    await context.addInitScript(installDeep);
    for (const name of ['a', 'b', 'c', 'd'] as const) {
      const page = await context.newPage();
      leaveUnsaved(page);
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`tab ${name}: ${m.text()}`);
      });
      page.on('response', (r) => {
        if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/assets/'))
          errors.push(`tab ${name}: ${r.url()} is gone (404)`);
      });
      tabs[name] = page;
    }
  });

  test.afterAll(async () => {
    await context.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  test('first visit: the service worker takes control and says once it is ready offline', async () => {
    const { a, b } = tabs;
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
    expect(again, 'the offline-ready notice showed a second time').toBe(false);
    await runs(b, 'v1', 'tab B');
  });

  test('every tab is offered the new version once it is deployed', async () => {
    const { a, b, c, d } = tabs;
    await openApp(c, `${origin}/price-of-freedom/`);
    await headingIs(c, 'The Price of Freedom');
    await controlled(c);
    // Tab A holds an army that is not saved.
    await until(a, () => globalThis.hsDeep('input[placeholder]').length > 0, 'no army name field');
    await typeInto(a, 'input[placeholder]', 'Saturday');
    // Tab D holds a tracker game with a General's name typed in a form, not submitted.
    await openApp(d, `${origin}/us-civil-war/tracker/`);
    await controlled(d);
    await until(d, () => globalThis.hsButton('Start a new game'), 'no way to start a game');
    await d.evaluate(() => globalThis.hsButton('Start a new game')?.click());
    await until(
      d,
      () => globalThis.hsDeep('#displace-form-h-general').length > 0,
      'the tracker game did not open',
    );
    await typeInto(d, '#displace-form-h-general', 'Longstreet');
    deploy(`${dir}/v2`);
    await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const p of [a, b, c, d]) await banner(p);
  });

  test('before anyone updates, an old tab still opens new tools (old chunks kept)', async () => {
    const { c } = tabs;
    const go = (to: string) =>
      c.evaluate((route) => {
        (document.querySelector('hs-app') as HTMLElement & { navigate(r: string): void }).navigate(
          route,
        );
      }, to);
    await go('in-freedoms-cause/');
    await headingIs(c, "In Freedom's Cause");
    await go('us-civil-war/battle/');
    await headingIs(c, 'Land battle');
  });

  test('“Update now” with an unsaved army updates and puts the army back, marked', async () => {
    const { a } = tabs;
    // The player clicks in the tab in front of them.
    await a.bringToFront();
    await markOld(a);
    await updateNow(a);
    await reloaded(a, 'tab A did not reload').catch(async (e: unknown) => {
      const said = await a.evaluate(() =>
        globalThis
          .hsDeep('hs-leave-prompt, [role="status"], [role="alert"]')
          .map((x) => x.shadowRoot?.textContent ?? x.textContent)
          .join(' | ')
          .replace(/\s+/g, ' '),
      );
      throw new Error(
        `${e instanceof Error ? e.message : String(e)}; the page says: ${said.slice(0, 600)}`,
      );
    });
    await headingIs(a, 'Army builder');
    await runs(a, 'v2', 'tab A');
    await until(
      a,
      () =>
        (globalThis.hsDeep('input[placeholder]')[0] as HTMLInputElement | undefined)?.value ===
        'Saturday',
      'the army typed before the update is not back',
    );
    expect(await restoredNotes(a), 'the army is marked as restored').toContainEqual(
      expect.stringContaining('Restored what you had typed before the update'),
    );
  });

  test('“Update now” with text typed in a tracker updates and puts the text back, marked', async () => {
    const { d } = tabs;
    await d.bringToFront();
    await markOld(d);
    await updateNow(d);
    await reloaded(d, 'tab D did not reload');
    await runs(d, 'v2', 'tab D');
    await until(
      d,
      () =>
        (globalThis.hsDeep('#displace-form-h-general')[0] as HTMLInputElement | undefined)
          ?.value === 'Longstreet',
      'the General typed before the update is not back',
    );
    expect(await restoredNotes(d), 'the typed General is marked as restored').toContainEqual(
      expect.stringContaining('Restored what you had typed before the update'),
    );
  });

  test('“Update now” works in a tab another tab already updated', async () => {
    const { b } = tabs;
    await b.bringToFront();
    await markOld(b);
    await updateNow(b);
    await reloaded(b, 'tab B stayed on “Updating…”');
    await headingIs(b, 'Firing');
    await runs(b, 'v2', 'tab B');
  });

  test('a tab taken over by the new version loads its next page whole, no chunk lost', async () => {
    const { c } = tabs;
    await c.bringToFront();
    expect(await headingOf(c), 'tab C stayed where it was').toBe('Land battle');
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
    await runs(c, 'v2', 'tab C');
  });

  test('no tab logged an error or asked for a chunk that is gone', () => {
    expect(errors).toEqual([]);
  });
});
