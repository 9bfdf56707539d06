// The home page is no longer than what it shows needs: on a phone the catalogue names each
// game's tools, two to a row (what each does is on the game's page and the tool's own), so the
// whole page is a few screens, not a dozen; every tool of every game is still linked from it,
// and nothing scrolls sideways. At a tablet the catalogue keeps each tool's summary.
import { GAMES, type GameEntry } from '../src/catalog.js';
import { formatRoute } from '../src/routing/routes.js';
import { device, expect, openApp, test } from './kit.js';

/** Every tool of every game, as the catalogue links it. */
const EVERY_TOOL = (GAMES as readonly GameEntry[]).flatMap((g) =>
  g.tools.map((t) => `/${formatRoute({ game: g.slug, tool: t.slug })}`),
);

/** A phone's home page is at most this many screens long. */
const MAX_PHONE_SCREENS = 6;

for (const size of ['phone', 'tablet'] as const) {
  test(`home: ${size}: every tool linked, no sideways scroll${size === 'phone' ? `, at most ${MAX_PHONE_SCREENS} screens long` : ', summaries shown'}`, async ({
    browser,
    origin,
  }) => {
    const context = await browser.newContext({ ...device(size) });
    const page = await context.newPage();
    await openApp(page, `${origin}/`);
    const home = page.locator('hs-home-page');
    const read = await home.evaluate((el) => {
      const root = el.shadowRoot as ShadowRoot;
      const cards = [...root.querySelectorAll<HTMLAnchorElement>('section.game a.card')];
      return {
        hrefs: cards.map((a) => new URL(a.href).pathname),
        summariesShown: cards.filter((a) => {
          const s = a.querySelector('span:not(.badge)');
          return s !== null && s.getBoundingClientRect().height > 0;
        }).length,
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
        firstSection: root.querySelector('section h2')?.textContent.trim() ?? '',
      };
    });
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    test.info().annotations.push({
      type: 'measured',
      description: `${size}: home page ${read.height} px (${(read.height / viewport.height).toFixed(1)} screens), ${read.hrefs.length} tools`,
    });
    expect(read.firstSection).toBe('Your games');
    expect(read.hrefs.length).toBe(EVERY_TOOL.length);
    for (const href of EVERY_TOOL) expect(read.hrefs).toContain(href);
    expect(read.width).toBeLessThanOrEqual(viewport.width);
    if (size === 'phone') {
      expect(read.summariesShown).toBe(0);
      expect(read.height).toBeLessThanOrEqual(MAX_PHONE_SCREENS * viewport.height);
    } else expect(read.summariesShown).toBe(EVERY_TOOL.length);
    await context.close();
  });
}

test('home: phone: the tools used last show a line each with their game, nothing to swipe', async ({
  browser,
  origin,
}) => {
  const context = await browser.newContext({ ...device('phone') });
  const page = await context.newPage();
  const used = ['us-civil-war/battle/', 'us-civil-war/movement/', 'altar-of-freedom/firing/'];
  for (const route of used) await openApp(page, `${origin}/${route}`);
  await openApp(page, `${origin}/`);
  const box = page.locator('hs-home-page ul.recent');
  await expect(box.locator('a.chip.last')).toHaveCount(used.length);
  const read = await box.evaluate((ul) => {
    const shown = [...ul.querySelectorAll<HTMLAnchorElement>('a.chip')].filter(
      (a) => a.getBoundingClientRect().height > 0,
    );
    return {
      box: {
        scroll: ul.scrollWidth,
        client: ul.clientWidth,
        bottom: ul.getBoundingClientRect().bottom,
      },
      lines: shown.map((a) => ({
        text: a.innerText.replace(/\s+/g, ' ').trim(),
        path: new URL(a.href).pathname,
        right: a.getBoundingClientRect().right,
        height: a.getBoundingClientRect().height,
        bottom: a.getBoundingClientRect().bottom,
      })),
    };
  });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // The last used first, each a line of its own with its game's name, inside the box and the screen.
  expect(read.lines.map((l) => l.text)).toEqual([
    'Firing Altar of Freedom',
    'Land movement The U.S. Civil War',
    'Land battle The U.S. Civil War',
  ]);
  expect(read.lines.map((l) => l.path)).toEqual(used.map((r) => `/${r}`).reverse());
  expect(read.box.scroll).toBeLessThanOrEqual(read.box.client);
  for (const line of read.lines) {
    expect(line.right).toBeLessThanOrEqual(viewport.width);
    expect(line.height).toBeGreaterThanOrEqual(44);
    expect(line.bottom).toBeLessThanOrEqual(read.box.bottom);
  }
  await context.close();
});
