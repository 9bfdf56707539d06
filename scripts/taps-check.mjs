// At the table, from opening the app to a fire or battle result: counted in the built app (dist/)
// in Chromium with real touch taps, at a tablet (820×1180) and a phone (390×844). For each game's
// main tool (the one its meta marks `main`), on a device that has used nothing yet: open the home
// page, tap the tool, tap Roll (or start the ledger); at most 2 taps, each target inside the
// viewport before it is tapped (so no scroll is needed), and the result inside the viewport after
// the last tap. Then the home page's recent tools: a tool used with an input changed reopens with
// that input from the home page in one tap. Prints what it measured (taps, the result's box,
// the page's height) and "taps: N passed, N failed"; exit code 1 on failure. The turn clock,
// whose page goes on past its roll, is checked tap by tap: the control roll, the depletion roll
// and the time left each in view, with the page opened fresh, from a link and as reopened.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { serve } from './serve.mjs';
import { assert, createChecks, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';
import { leaveUnsaved } from './leave-unsaved.mjs';
/* global window -- in page.evaluate() code */

const VIEWPORTS = [
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
];
const MAX_TAPS = 2;
/** From the home page to a U.S. Civil War land battle with two generals a side, inputs included. */
const MAX_BATTLE_TAPS = 12;

/**
 * A CRT keyed to the rulebook's facts (the tests' fixture: made up to fit them, not the printed
 * chart), as the charts' share link carries it: the export file, deflated, base64url.
 */
const CRT = {
  0: { from: 1, results: ['0', '0', '0', '0', '0', '*', '1', '1'] },
  1: { from: 1, results: ['0', '0', '0', '0', '1', '1', '1', '1'] },
  2: { from: -1, results: ['0', '0', '*', '1', '1', '1', '1', '1*', '2', '2'] },
  3: { from: 2, results: ['1', '1', '1', '1', '1', '1◆', '2'] },
  4: { from: 1, results: ['*', '*', '1', '1', '1', '1', '2'] },
  '5-6': { from: 1, results: ['0', '*', '1', '1', '1*', '2', '2', '2', '2', '2', '2'] },
  '7-8': { from: 2, results: ['0', '0', '*', '1', '1', '1', '1', '1*', '2'] },
  '9-12': { from: 2, results: ['0', '*', '1', '1', '1', '1', '1*', '2', '2', '2', '2', '3'] },
};
const CHARTS_LINK = deflateRawSync(
  JSON.stringify({
    format: 'haversack-user-data',
    version: 1,
    gameSlug: 'us-civil-war',
    kind: 'charts',
    exportedAt: '2026-01-01T00:00:00.000Z',
    data: { crt: CRT, generals: { polk: { attack: 0 } } },
  }),
).toString('base64url');

const { check, finish } = createChecks('taps');

/** Installed in every page: finds elements through every shadow root. Runs in the browser. */
function pageHelpers() {
  function all(root = document, out = []) {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  }
  function shown(el) {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
  }
  /** The first shown element matching `selector`, or whose text starts with `text`. */
  function find({ selector, text }) {
    return (
      all().find(
        (el) =>
          (selector ? el.matches(selector) : el.textContent.trim().startsWith(text)) &&
          (!text || !selector || el.textContent.trim().startsWith(text)) &&
          shown(el),
      ) ?? null
    );
  }
  /** Where the element is, and whether it lies wholly inside the viewport. */
  function box(target) {
    const el = find(target);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {
      left: Math.round(r.left),
      top: Math.round(r.top),
      right: Math.round(r.right),
      bottom: Math.round(r.bottom),
      inView:
        r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
    };
  }
  /** Scrolls the target to the middle of the screen; true when a tap there reaches it. */
  function reach(target) {
    const el = find(target);
    if (!el) return false;
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    let hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit === el || el.contains(hit);
  }
  globalThis.__taps = { find, box, reach };
}

// Serve a copy, so a build started meanwhile cannot change the pages under the check.
const root = '.tmp/taps-site';
rmSync(root, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('dist', root, { recursive: true });
const server = await serve({ dir: root, port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch(browserLaunchOptions());
const errors = [];

/** The catalogue's main tools, read from the home page's own links. */
async function mainTools(page) {
  return page.evaluate(() =>
    globalThis.__taps
      .find({ selector: 'hs-home-page' })
      .shadowRoot.querySelectorAll('.mains a')
      .values()
      .map((a) => a.getAttribute('href'))
      .toArray(),
  );
}

async function newPage(viewport) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  leaveUnsaved(page);
  await page.setBypassServiceWorker(true);
  await page.evaluateOnNewDocument(pageHelpers);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.setViewport({ width: viewport.width, height: viewport.height, hasTouch: true });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { page, context };
}

/** Waits for a target to be shown, then returns its box. */
async function waitFor(page, target, what) {
  await page
    .waitForFunction((t) => globalThis.__taps.find(t), { timeout: 10000 }, target)
    .catch(() => {
      throw new Error(`${what} never appeared`);
    });
  return page.evaluate((t) => globalThis.__taps.box(t), target);
}

/** Taps the target with a finger, after checking it is inside the viewport (no scroll needed). */
async function tap(page, target, what) {
  const b = await waitFor(page, target, what);
  const scrollY = await page.evaluate(() => window.scrollY);
  assert(scrollY === 0, `the page was scrolled (${scrollY} px) before tapping ${what}`);
  assert(b.inView, `${what} is outside the viewport (${b.left},${b.top}–${b.right},${b.bottom})`);
  await page.touchscreen.tap((b.left + b.right) / 2, (b.top + b.bottom) / 2);
}

/**
 * Scrolls to the target (a scroll is no tap), checks it is inside the viewport and that a tap at
 * its centre reaches it (not the result bar over it), then taps it.
 */
async function scrollTap(page, target, what) {
  await waitFor(page, target, what);
  const reached = await page.evaluate((t) => globalThis.__taps.reach(t), target);
  const b = await page.evaluate((t) => globalThis.__taps.box(t), target);
  assert(b.inView, `${what} is outside the viewport (${b.left},${b.top}–${b.right},${b.bottom})`);
  assert(reached, `a tap on ${what} lands on something over it`);
  await page.touchscreen.tap((b.left + b.right) / 2, (b.top + b.bottom) / 2);
}

/** The roller's outcome and its first lines, as text. */
async function outcomeText(page) {
  await page.waitForFunction(() => globalThis.__taps.find({ selector: '.result .outcome' }), {
    timeout: 10000,
  });
  return page.evaluate(() => {
    const o = globalThis.__taps.find({ selector: '.result .outcome' });
    const next = o.parentElement.querySelector('.next');
    return `${o.textContent.trim()} | ${(next?.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
  });
}

/** What ends the task on a tool, by how its page draws the result. */
const ROLL = { selector: 'button.big', text: 'Roll' };
const START = { selector: 'button', text: 'Start a new game' };
const RESULTS = [
  { selector: '.result .outcome' }, // a roll's outcome
  { selector: '.mini' }, // a calculator's summary on a phone
  { selector: '.result .total' }, // a calculator's result beside its inputs
  { selector: '.fact', text: 'Now:' }, // a card battle's standing in its ledger
];

async function firstResult(page) {
  await page.waitForFunction(
    (targets) => targets.some((t) => globalThis.__taps.find(t)),
    { timeout: 10000 },
    RESULTS,
  );
  for (const target of RESULTS) {
    const b = await page.evaluate((t) => globalThis.__taps.box(t), target);
    if (b) return b;
  }
  throw new Error('no result shown');
}

/** The turn clock: its page, its time left, its depletion roll and the dice it offers. */
const TURN_CLOCK = '/altar-of-freedom/turn-clock/';
const CLOCK_LEFT = { selector: 'section.clock h2 .value' };
const DEPLETE = { selector: 'section.clock button', text: 'Roll depletion' };
const DEPLETION = { selector: '.rolls[aria-label^="Take one"]' };
/** A clock in a link (a control roll shared with it), and as the home page reopens it (no roll). */
const CLOCK_LINKS = [
  ['link', '?seed=taps0clock&scenario=shiloh&controller=USA&clock=7&levels=2'],
  ['reopened', '?scenario=antietam&controller=CSA&clock=9&levels=1'],
];

/** The target's box, after checking it is shown wholly inside the viewport. */
async function inView(page, target, what) {
  const b = await waitFor(page, target, what);
  assert(b.inView, `${what} is outside the viewport (${b.left},${b.top}–${b.right},${b.bottom})`);
  return b;
}

const clockLeft = (page) =>
  page.evaluate((t) => globalThis.__taps.find(t)?.textContent ?? '', CLOCK_LEFT);

const measured = [];

try {
  const { page: probe, context: probeContext } = await newPage(VIEWPORTS[0]);
  await openApp(probe, `${origin}/`);
  await waitFor(probe, { selector: 'a.card' }, 'the home page');
  const tools = await mainTools(probe);
  await probeContext.close();

  await check(`the home page offers ${tools.length} fire or battle tools, one per game`, () => {
    assert(tools.length === 5, `found ${tools.join(', ')}`);
  });

  for (const viewport of VIEWPORTS) {
    for (const href of tools) {
      await check(
        `${viewport.name}: home → ${href} → result in at most ${MAX_TAPS} taps, no scroll`,
        async () => {
          const { page, context } = await newPage(viewport);
          try {
            let taps = 0;
            await openApp(page, `${origin}/`);
            await tap(page, { selector: `a.card[href="${href}"]` }, `the ${href} card`);
            taps += 1;
            await page.waitForFunction((h) => location.pathname.endsWith(`/${h}`), {}, href);
            const next = await page.waitForFunction(
              (targets) => targets.findIndex((t) => globalThis.__taps.find(t)) + 1,
              { timeout: 10000 },
              [ROLL, START, ...RESULTS],
            );
            const which = (await next.jsonValue()) - 1;
            if (which === 0) {
              await tap(page, ROLL, 'Roll');
              taps += 1;
            } else if (which === 1) {
              await tap(page, START, 'Start a new game');
              taps += 1;
            }
            const result = await firstResult(page);
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            const scrollY = await page.evaluate(() => window.scrollY);
            measured.push({ viewport: viewport.name, href, taps, result, height, scrollY });
            assert(taps <= MAX_TAPS, `${taps} taps`);
            assert(
              result.inView,
              `result at ${result.left},${result.top}–${result.right},${result.bottom}, outside the viewport`,
            );
          } finally {
            await context.close();
          }
        },
      );
    }

    await check(
      `${viewport.name}: the turn clock's roll, and each tap's outcome (control, depletion, time left), without scrolling`,
      async () => {
        const { page, context } = await newPage(viewport);
        try {
          await openApp(page, `${origin}${TURN_CLOCK}`);
          // The control roll: a tie is rolled again, as the rulebook says (each tap counted).
          let rolls = 0;
          while (!(await page.evaluate((t) => globalThis.__taps.find(t), CLOCK_LEFT))) {
            assert(rolls < 8, `no side won the control roll in ${rolls} rolls`);
            await tap(page, ROLL, 'Roll');
            rolls += 1;
            await firstResult(page);
          }
          await inView(page, { selector: '.result .outcome' }, 'the control roll');
          await inView(page, CLOCK_LEFT, 'the time left');
          await tap(page, { selector: 'section.clock button', text: 'Highest bid' }, 'Highest bid');
          await tap(page, DEPLETE, 'Roll depletion dice');
          await inView(page, DEPLETION, 'the depletion rolls');
          const before = await clockLeft(page);
          await tap(page, { selector: `${DEPLETION.selector} button` }, 'a depletion roll');
          await page.waitForFunction(
            (t, was) => globalThis.__taps.find(t)?.textContent !== was,
            {},
            CLOCK_LEFT,
            before,
          );
          const left = await inView(page, CLOCK_LEFT, 'the time left after depletion');
          measured.push({
            viewport: viewport.name,
            href: `turn clock (${rolls} control roll${rolls > 1 ? 's' : ''})`,
            taps: rolls + 3,
            result: left,
            height: await page.evaluate(() => document.documentElement.scrollHeight),
          });
          // The set-up is one tap away, and kept.
          await tap(page, { selector: 'details.setup > summary' }, 'the set-up');
          await inView(page, { selector: '[slot="setup"] select' }, 'the scenario');
        } finally {
          await context.close();
        }
      },
    );

    for (const [what, query] of CLOCK_LINKS) {
      await check(
        `${viewport.name}: a turn clock ${what} opens with the roll and the clock in view`,
        async () => {
          const { page, context } = await newPage(viewport);
          try {
            await openApp(page, `${origin}${TURN_CLOCK}${query}`);
            if (query.includes('seed='))
              await inView(page, { selector: '.result .outcome' }, 'the control roll');
            await inView(page, CLOCK_LEFT, 'the time left');
            await inView(page, ROLL, 'Roll');
            await tap(page, DEPLETE, 'Roll depletion dice');
            const result = await inView(page, DEPLETION, 'the depletion rolls');
            measured.push({ viewport: viewport.name, href: `turn clock ${what}`, taps: 1, result });
          } finally {
            await context.close();
          }
        },
      );
    }

    await check(
      `${viewport.name}: the last tool used reopens from the home page with its inputs, in one tap`,
      async () => {
        const { page, context } = await newPage(viewport);
        try {
          await openApp(page, `${origin}/altar-of-freedom/firing/`);
          await waitFor(page, ROLL, 'Roll');
          // Change one input as a player would: the first unticked modifier.
          await page.evaluate(() => {
            const box = globalThis.__taps.find({
              selector: 'input[type="checkbox"]:not(:checked)',
            });
            box.click();
          });
          await page.waitForFunction(() => location.search.length > 1);
          const inputs = await page.evaluate(() => location.search);
          await openApp(page, `${origin}/`);
          await tap(page, { selector: '.recent a' }, 'the recent tool');
          await waitFor(page, ROLL, 'Roll');
          const reopened = await page.evaluate(() => location.pathname + location.search);
          assert(
            reopened.endsWith(`/altar-of-freedom/firing/${inputs}`),
            `reopened ${reopened}, expected the inputs ${inputs}`,
          );
          await tap(page, ROLL, 'Roll');
          const result = await firstResult(page);
          assert(result.inView, 'the result is outside the viewport');
          measured.push({
            viewport: viewport.name,
            href: `recent: firing${inputs}`,
            taps: 2,
            result,
          });
        } finally {
          await context.close();
        }
      },
    );
  }

  let battleLink = null;
  let battleResult = null;
  await check(
    `phone: home → U.S. Civil War land battle, two generals a side → result in at most ${MAX_BATTLE_TAPS} taps`,
    async () => {
      const { page, context } = await newPage(VIEWPORTS[1]);
      try {
        // The players' CRT, keyed in once beforehand (here from its share link): not counted.
        await openApp(page, `${origin}/us-civil-war/charts/?data=${CHARTS_LINK}`);
        const take = { selector: '.notice button.primary' };
        await waitFor(page, take, 'the offer of the link’s charts');
        await page.evaluate((t) => globalThis.__taps.find(t).click(), take);
        await page.waitForFunction(
          () => !globalThis.__taps.find({ selector: '.notice button.primary' }),
        );
        let taps = 0;
        await openApp(page, `${origin}/`);
        await tap(
          page,
          { selector: 'a.card[href$="us-civil-war/battle/"]' },
          'the land battle card',
        );
        taps += 1;
        await waitFor(page, ROLL, 'Roll');
        for (const who of ['Commanding', 'Second']) {
          for (const rating of ['attack', 'defense']) {
            const label = `Increase ${who} General’s ${rating}`;
            await scrollTap(page, { selector: `button[aria-label="${label}"]` }, label);
            taps += 1;
          }
        }
        await scrollTap(page, ROLL, 'Roll');
        taps += 1;
        const result = await firstResult(page);
        battleResult = await outcomeText(page);
        await page
          .waitForFunction(() => /[?&]data=/.test(location.search), { timeout: 5000 })
          .catch(() => null);
        battleLink = await page.evaluate(() => location.href);
        measured.push({
          viewport: 'phone',
          href: 'us-civil-war/battle/ (2 generals a side)',
          taps,
          result,
        });
        console.log(`      ${battleResult}`);
        assert(taps <= MAX_BATTLE_TAPS, `${taps} taps`);
        assert(result.inView, 'the result is outside the viewport');
        assert(!battleResult.startsWith('No result'), battleResult);
        assert(
          /Attacker: loses/.test(battleResult),
          `no losses in the first lines: ${battleResult}`,
        );
        assert(/aCmd=1/.test(battleLink) && /dSub1=1/.test(battleLink), battleLink);
      } finally {
        await context.close();
      }
    },
  );

  await check(
    'a land-battle link opened in a fresh browser profile shows the sender’s result',
    async () => {
      assert(battleLink, 'no link from the battle above');
      assert(/[?&]data=/.test(battleLink), `the link carries no chart: ${battleLink}`);
      const { page, context } = await newPage(VIEWPORTS[1]);
      try {
        await openApp(page, battleLink);
        const seen = await outcomeText(page);
        assert(seen === battleResult, `the friend sees “${seen}”, the sender “${battleResult}”`);
        await waitFor(
          page,
          { selector: '.notice', text: 'This roll is read with the sender' },
          'the note on the sender’s chart',
        );
      } finally {
        await context.close();
      }
    },
  );

  await check('no uncaught errors', () => {
    assert(errors.length === 0, errors.slice(0, 10).join('\n'));
  });
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

console.log('\nMeasured (result box in CSS px from the viewport top-left; page height in px):');
for (const m of measured) {
  const r = m.result;
  console.log(
    `  ${m.viewport.padEnd(6)} ${m.href.padEnd(38)} ${m.taps} taps, result ${r.left},${r.top}–${r.right},${r.bottom}` +
      (m.height ? `, page ${m.height} px` : ''),
  );
}
await finish();
