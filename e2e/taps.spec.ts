// At the table, from opening the app to a fire or battle result, counted in the built app with
// real touch taps at a tablet (820×1180) and a phone (390×844). For each game's main tool (its
// meta marks `main`), on a device that has used nothing yet: open the home page, tap the tool,
// tap Roll (or start the ledger); at most 2 taps, each target inside the viewport before it is
// tapped (no scroll needed), and the result inside the viewport after the last tap. Then the
// home page's recent tools (a tool used with an input changed reopens with it in one tap), the
// turn clock tap by tap (fresh, from a link and reopened), and a U.S. Civil War land battle with
// two generals a side, whose link shows the sender's result in a fresh profile. Each test
// attaches what it measured (taps, the result's box, the page's height) as `measured`.
import { deflateRawSync } from 'node:zlib';
import type { Page, TestInfo } from '@playwright/test';
import { GAMES, type GameEntry } from '../src/catalog.js';
import { installFinder, type Box, type Target } from './in-page.js';
import { device, expect, openApp, test, type ViewportName } from './kit.js';

const MAX_TAPS = 2;
/** From the home page to a U.S. Civil War land battle with two generals a side, inputs included. */
const MAX_BATTLE_TAPS = 12;

/** Each game's main tool, as the home page links it: '<game>/<tool>/'. */
const MAIN_TOOLS = (GAMES as readonly GameEntry[]).flatMap((g) =>
  g.tools.filter((t) => t.main).map((t) => `${g.slug}/${t.slug}/`),
);

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

/** What ends the task on a tool, by how its page draws the result. */
const ROLL: Target = { selector: 'button.big', text: 'Roll' };
const START: Target = { selector: 'button', text: 'Start a new game' };
const RESULTS: Target[] = [
  { selector: '.result .outcome' }, // a roll's outcome
  { selector: '.mini' }, // a calculator's summary on a phone
  { selector: '.result .total' }, // a calculator's result beside its inputs
  { selector: '.fact', text: 'Now:' }, // a card battle's standing in its ledger
];

/** The turn clock: its page, its time left, its depletion roll and the dice it offers. */
const TURN_CLOCK = '/altar-of-freedom/turn-clock/';
const CLOCK_LEFT: Target = { selector: 'section.clock h2 .value' };
const DEPLETE: Target = { selector: 'section.clock button', text: 'Roll depletion' };
const DEPLETION: Target = { selector: '.rolls[aria-label^="Take one"]' };
/** A clock in a link (a control roll shared with it), and as the home page reopens it (no roll). */
const CLOCK_LINKS = [
  ['link', '?seed=taps0clock&scenario=shiloh&controller=USA&clock=7&levels=2'],
  ['reopened', '?scenario=antietam&controller=CSA&clock=9&levels=1'],
] as const;

const at = (b: Box): string => `${b.left},${b.top}–${b.right},${b.bottom}`;

/** Waits for a target to be shown, then returns its box. */
async function waitFor(page: Page, target: Target, what: string): Promise<Box> {
  await page
    .waitForFunction((t) => window.__find.find(t), target, { timeout: 10_000 })
    .catch(() => {
      throw new Error(`${what} never appeared`);
    });
  const b = await page.evaluate((t) => window.__find.box(t), target);
  if (!b) throw new Error(`${what} went away`);
  return b;
}

/** Taps the target with a finger, after checking it is inside the viewport (no scroll needed). */
async function tap(page: Page, target: Target, what: string): Promise<void> {
  const b = await waitFor(page, target, what);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY, `the page was scrolled before tapping ${what}`).toBe(0);
  expect(b.inView, `${what} is outside the viewport (${at(b)})`).toBe(true);
  await page.touchscreen.tap((b.left + b.right) / 2, (b.top + b.bottom) / 2);
}

/**
 * Scrolls to the target (a scroll is no tap), checks it is inside the viewport and that a tap at
 * its centre reaches it (not the result bar over it), then taps it.
 */
async function scrollTap(page: Page, target: Target, what: string): Promise<void> {
  await waitFor(page, target, what);
  const reached = await page.evaluate((t) => window.__find.reach(t), target);
  const b = await waitFor(page, target, what);
  expect(b.inView, `${what} is outside the viewport (${at(b)})`).toBe(true);
  expect(reached, `a tap on ${what} lands on something over it`).toBe(true);
  await page.touchscreen.tap((b.left + b.right) / 2, (b.top + b.bottom) / 2);
}

/** The target's box, after checking it is shown wholly inside the viewport. */
async function inView(page: Page, target: Target, what: string): Promise<Box> {
  const b = await waitFor(page, target, what);
  expect(b.inView, `${what} is outside the viewport (${at(b)})`).toBe(true);
  return b;
}

/** The roller's outcome and its first lines, as text. */
async function outcomeText(page: Page): Promise<string> {
  await waitFor(page, { selector: '.result .outcome' }, 'the outcome');
  return page.evaluate(() => {
    const o = window.__find.find({ selector: '.result .outcome' });
    const next = o?.parentElement?.querySelector('.next');
    return `${(o?.textContent ?? '').trim()} | ${(next?.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
  });
}

/** The box of the first result the page shows. */
async function firstResult(page: Page): Promise<Box> {
  await page.waitForFunction((targets) => targets.some((t) => window.__find.find(t)), RESULTS, {
    timeout: 10_000,
  });
  for (const target of RESULTS) {
    const b = await page.evaluate((t) => window.__find.box(t), target);
    if (b) return b;
  }
  throw new Error('no result shown');
}

const clockLeft = (page: Page): Promise<string> =>
  page.evaluate((t) => window.__find.find(t)?.textContent ?? '', CLOCK_LEFT);

/** Attaches what a test measured, as the old script printed it. */
async function measured(
  info: TestInfo,
  m: { taps: number; result: Box; height?: number; what?: string },
): Promise<void> {
  const line =
    `${m.what ? `${m.what}: ` : ''}${m.taps} taps, result ${at(m.result)}` +
    (m.height ? `, page ${m.height} px` : '');
  info.annotations.push({ type: 'measured', description: line });
  await info.attach('measured', { body: line, contentType: 'text/plain' });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installFinder);
});

test('taps: the home page offers one fire or battle tool per game, the catalogue’s main tools', async ({
  page,
  origin,
  pageErrors,
}) => {
  expect(MAIN_TOOLS).toHaveLength(GAMES.length);
  await openApp(page, `${origin}/`);
  await waitFor(page, { selector: 'a.card' }, 'the home page');
  const shown = await page.evaluate(() =>
    [
      ...(window.__find
        .find({ selector: 'hs-home-page' })
        ?.shadowRoot?.querySelectorAll('.mains a') ?? []),
    ].map((a) => a.getAttribute('href') ?? ''),
  );
  expect(shown).toHaveLength(MAIN_TOOLS.length);
  for (const [i, href] of shown.entries()) expect(href.endsWith(MAIN_TOOLS[i] ?? '?')).toBe(true);
  expect(pageErrors).toEqual([]);
});

for (const size of ['tablet', 'phone'] as ViewportName[]) {
  test.describe(`taps, ${size}`, () => {
    test.use(device(size));

    for (const href of MAIN_TOOLS) {
      test(`taps: ${size}: home → ${href} → result in at most ${MAX_TAPS} taps, no scroll`, async ({
        page,
        origin,
        pageErrors,
      }, info) => {
        let taps = 0;
        await openApp(page, `${origin}/`);
        await tap(page, { selector: `.mains a.card[href$="${href}"]` }, `the ${href} card`);
        taps += 1;
        await page.waitForFunction((h) => location.pathname.endsWith(`/${h}`), href);
        const next = await page.waitForFunction(
          (targets) => targets.findIndex((t) => window.__find.find(t)) + 1,
          [ROLL, START, ...RESULTS],
          { timeout: 10_000 },
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
        await measured(info, { taps, result, height });
        expect(taps).toBeLessThanOrEqual(MAX_TAPS);
        expect(result.inView, `result at ${at(result)}, outside the viewport`).toBe(true);
        expect(pageErrors).toEqual([]);
      });
    }

    test(`taps: ${size}: the turn clock's roll, and each tap's outcome (control, depletion, time left), without scrolling`, async ({
      page,
      origin,
      pageErrors,
    }, info) => {
      await openApp(page, `${origin}${TURN_CLOCK}`);
      // The control roll: a tie is rolled again, as the rulebook says (each tap counted).
      let rolls = 0;
      while (!(await page.evaluate((t) => Boolean(window.__find.find(t)), CLOCK_LEFT))) {
        expect(rolls, `no side won the control roll in ${rolls} rolls`).toBeLessThan(8);
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
      await tap(page, { selector: `${DEPLETION.selector ?? ''} button` }, 'a depletion roll');
      await page.waitForFunction(([t, was]) => window.__find.find(t)?.textContent !== was, [
        CLOCK_LEFT,
        before,
      ] as const);
      const left = await inView(page, CLOCK_LEFT, 'the time left after depletion');
      await measured(info, {
        what: `${rolls} control roll${rolls > 1 ? 's' : ''}`,
        taps: rolls + 3,
        result: left,
        height: await page.evaluate(() => document.documentElement.scrollHeight),
      });
      // The set-up is one tap away, and kept.
      await tap(page, { selector: 'details.setup > summary' }, 'the set-up');
      await inView(page, { selector: '[slot="setup"] select' }, 'the scenario');
      expect(pageErrors).toEqual([]);
    });

    for (const [what, query] of CLOCK_LINKS) {
      test(`taps: ${size}: a turn clock ${what} opens with the roll and the clock in view`, async ({
        page,
        origin,
        pageErrors,
      }, info) => {
        await openApp(page, `${origin}${TURN_CLOCK}${query}`);
        if (query.includes('seed='))
          await inView(page, { selector: '.result .outcome' }, 'the control roll');
        await inView(page, CLOCK_LEFT, 'the time left');
        await inView(page, ROLL, 'Roll');
        await tap(page, DEPLETE, 'Roll depletion dice');
        const result = await inView(page, DEPLETION, 'the depletion rolls');
        await measured(info, { taps: 1, result });
        expect(pageErrors).toEqual([]);
      });
    }

    test(`taps: ${size}: the last tool used reopens from the home page with its inputs, in one tap`, async ({
      page,
      origin,
      pageErrors,
    }, info) => {
      await openApp(page, `${origin}/altar-of-freedom/firing/`);
      await waitFor(page, ROLL, 'Roll');
      // Change one input as a player would: the first unticked modifier.
      await page.evaluate(() => {
        const box = window.__find.find({ selector: 'input[type="checkbox"]:not(:checked)' });
        (box as HTMLInputElement | null)?.click();
      });
      await page.waitForFunction(() => location.search.length > 1);
      const inputs = await page.evaluate(() => location.search);
      await openApp(page, `${origin}/`);
      await tap(page, { selector: '.recent a' }, 'the recent tool');
      await waitFor(page, ROLL, 'Roll');
      const reopened = await page.evaluate(() => location.pathname + location.search);
      expect(reopened, 'reopened with the inputs').toMatch(
        new RegExp(`/altar-of-freedom/firing/${inputs.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}$`),
      );
      await tap(page, ROLL, 'Roll');
      const result = await firstResult(page);
      expect(result.inView, 'the result is outside the viewport').toBe(true);
      await measured(info, { what: `recent: firing${inputs}`, taps: 2, result });
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('taps, a land battle and its link', () => {
  test.describe.configure({ mode: 'serial' });
  test.use(device('phone'));
  let battleLink = '';
  let battleResult = '';

  test(`taps: phone: home → U.S. Civil War land battle, two generals a side → result in at most ${MAX_BATTLE_TAPS} taps`, async ({
    page,
    origin,
    pageErrors,
  }, info) => {
    // The players' CRT, keyed in once beforehand (here from its share link): not counted.
    await openApp(page, `${origin}/us-civil-war/charts/?data=${CHARTS_LINK}`);
    const take: Target = { selector: '.notice button.primary' };
    await waitFor(page, take, 'the offer of the link’s charts');
    await page.evaluate((t) => (window.__find.find(t) as HTMLElement | null)?.click(), take);
    await page.waitForFunction(() => !window.__find.find({ selector: '.notice button.primary' }));
    let taps = 0;
    await openApp(page, `${origin}/`);
    await tap(page, { selector: 'a.card[href$="us-civil-war/battle/"]' }, 'the land battle card');
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
      .waitForFunction(() => /[?&]data=/.test(location.search), null, { timeout: 5000 })
      .catch(() => null);
    battleLink = page.url();
    await measured(info, { what: battleResult, taps, result });
    expect(taps).toBeLessThanOrEqual(MAX_BATTLE_TAPS);
    expect(result.inView, 'the result is outside the viewport').toBe(true);
    expect(battleResult).not.toMatch(/^No result/);
    expect(battleResult, 'the losses in the first lines').toMatch(/Attacker: loses/);
    expect(battleLink).toMatch(/aCmd=1/);
    expect(battleLink).toMatch(/dSub1=1/);
    expect(pageErrors).toEqual([]);
  });

  test('taps: a land-battle link opened in a fresh browser profile shows the sender’s result on screen', async ({
    page,
    pageErrors,
  }, info) => {
    expect(battleLink, 'the link carries the chart').toMatch(/[?&]data=/);
    await openApp(page, battleLink);
    expect(await outcomeText(page), 'the friend sees the sender’s result').toBe(battleResult);
    // Under the offer of the sender's chart and the shared roll's banner, without scrolling.
    const result = await firstResult(page);
    await measured(info, { what: 'opened from the link', taps: 0, result });
    expect(result.inView, 'the result is outside the viewport').toBe(true);
    await waitFor(
      page,
      { selector: '.notice', text: 'This roll is read with the sender' },
      'the note on the sender’s chart',
    );
    expect(pageErrors).toEqual([]);
  });
});

/** A Battle Cry of Freedom battle's cards, keyed in to the hands before it starts (not counted). */
const LEDGER = '/battle-cry-of-freedom/combat/';
const HAND = [
  ['union', 'Union attack', 2],
  ['union', 'Union defend', -1],
  ['confederate', 'Confederate attack', 1],
] as const;

for (const size of ['phone', 'tablet'] as ViewportName[]) {
  test.describe(`taps, ${size}: a card played in a started battle`, () => {
    test.use(device(size));

    test(`taps: ${size}: a card keyed in to the hand is played in at most ${MAX_TAPS} taps, no scroll`, async ({
      page,
      origin,
      pageErrors,
    }, info) => {
      // The battle set, its cards keyed in and started, each side done before combat: not counted.
      await openApp(page, `${origin}${LEDGER}`);
      await page.getByRole('button', { name: 'Start a new game' }).click();
      await page.locator('#battle-h-card').selectOption({ index: 1 });
      await page.locator('section[aria-labelledby="battle-h"] button[type="submit"]').click();
      const status = page.locator('hs-tracker p.status');
      await expect(status).toContainText('set.');
      for (const [side, name, value] of HAND) {
        await page.locator('#play-h-side').selectOption(side);
        await page.locator('#play-h-then').selectOption('hand');
        await page.locator('#play-h-name').fill(name);
        await page.locator('#play-h-kind').selectOption(value > 0 ? 'attack' : 'defend');
        await page.locator('#play-h-value').fill(String(value));
        await page.locator('#play-h-event').selectOption('special');
        await page.locator('section[aria-labelledby="play-h"] button[type="submit"]').click();
        await expect(status).toHaveText(`${name} is in the hand.`);
      }
      await page.getByRole('button', { name: 'Start the battle' }).click();
      for (const side of ['Confederate', 'Union'])
        await page.getByRole('button', { name: `${side}: done before combat` }).click();
      await expect(page.getByRole('button', { name: 'Union: pass' })).toBeVisible();
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      let taps = 0;
      // The Union's hand is first: its first card's menu, then the way to play it.
      await tap(
        page,
        { selector: '#hand-union ~ .table-wrap details.row-menu > summary' },
        'the card’s menu',
      );
      taps += 1;
      await tap(page, { selector: 'details.row-menu[open] button', text: 'Play' }, 'Play');
      taps += 1;
      await expect(status).toHaveText('Union attack played.');
      const result = await inView(
        page,
        { selector: '.fact', text: 'Now: Union ahead by 2' },
        'the margin',
      );
      await inView(page, { selector: 'p.status', text: 'Union attack played.' }, 'what was played');
      await measured(info, { what: 'a card from the hand', taps, result });
      expect(taps).toBeLessThanOrEqual(MAX_TAPS);
      expect(pageErrors).toEqual([]);
    });
  });
}
