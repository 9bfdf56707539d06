// Every printed sheet of the built app to PDF, with its own CSS page size, on A4 and US Letter:
// each Altar of Freedom setup sheet and base-label set (each scenario; 6, 10 and 15 mm; the
// optional division), The Price of Freedom's setup sheet, and every Battle Cry of Freedom and
// U.S. Civil War setup sheet (each scenario the sheet's own choice offers). For each: the PDF has
// the paper's size and a page count in the expected range; laid out for print at the printable
// width, nothing reaches past it and no box cuts its text off; label rows are kept whole; no
// console error. One test per sheet and paper, a step per check.
import type { Page } from '@playwright/test';
import { expect, test } from './kit.js';

const AOF_SCENARIOS = ['shiloh', 'antietam', 'champion-hill', 'cedar-creek'];
const PAPERS = {
  a4: { format: 'A4', widthMm: 210, heightMm: 297 },
  letter: { format: 'Letter', widthMm: 215.9, heightMm: 279.4 },
} as const;
type Paper = keyof typeof PAPERS;
const PAPER_KEYS = Object.keys(PAPERS) as Paper[];
const SCALES = ['6', '10', '15'];
/** A setup sheet is a few pages: anything outside this range means the layout broke. */
const SETUP_PAGES = [2, 3] as const;
/** The Price of Freedom's sheet (the whole war, with the Turn Record Track) prints on two pages. */
const POF_SETUP_PAGES = [2, 3] as const;
/** A Battle Cry of Freedom sheet (a card game: no map, no units) fits on one page. */
const BCOF_SETUP_PAGES = [1, 2] as const;
/** A U.S. Civil War sheet (markers and rules; the units are on the At Start cards) is one or two. */
const USCW_SETUP_PAGES = [1, 2] as const;
const PX_PER_MM = 96 / 25.4;
const PT_PER_MM = 72 / 25.4;

// Pages only: a service worker installing mid-test would turn the next address into a full load.
test.use({ serviceWorkers: 'block', viewport: { width: 820, height: 1180 } });

/** Pages of a PDF and the size of its first page in points. */
function pdfInfo(buffer: Buffer): { pages: number; size: [number, number] } {
  const text = buffer.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  const size: [number, number] = box
    ? [Number(box[3]) - Number(box[1]), Number(box[4]) - Number(box[2])]
    : [0, 0];
  return { pages, size };
}

/**
 * In the page, under print media: every rendered element of the printed content (the view and
 * the tool page around it, through shadow roots) must lie within the viewport's width, which the
 * caller set to the printable width; scrolling or clipping boxes must not hide content.
 */
function findOverflow(tag: string): string[] {
  const view = document
    .querySelector('hs-app')
    ?.shadowRoot?.querySelector('main')
    ?.firstElementChild?.shadowRoot?.querySelector(tag);
  if (!view) return ['the view did not render'];
  const problems: string[] = [];
  const limit = document.documentElement.clientWidth + 0.5;
  const describe = (el: Element) =>
    `${el.localName}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el instanceof HTMLElement && el.dataset.id ? `[${el.dataset.id}]` : ''}`;
  const walk = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && style.position !== 'absolute') {
      if (box.right > limit || box.left < -0.5)
        problems.push(
          `${describe(el)} spans ${box.left.toFixed(1)}–${box.right.toFixed(1)} px of ${(limit - 0.5).toFixed(1)}`,
        );
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        problems.push(
          `${describe(el)} cuts off its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
    for (const child of el.children) walk(child);
    if (el.shadowRoot) for (const child of el.shadowRoot.children) walk(child);
  };
  walk(view);
  return problems.slice(0, 8);
}

/** The margins (mm) of the page rule the view adopted into the document (the last one wins). */
function pageMarginsMm(): { top: number; right: number; bottom: number; left: number } {
  const toMm = (v: string) => {
    const n = parseFloat(v);
    if (v.endsWith('mm')) return n;
    if (v.endsWith('in')) return n * 25.4;
    if (v.endsWith('px')) return n / (96 / 25.4);
    return NaN;
  };
  const rules = [...document.styleSheets, ...document.adoptedStyleSheets]
    .flatMap((s) => {
      try {
        return [...s.cssRules];
      } catch {
        return [];
      }
    })
    .filter((r): r is CSSPageRule => r.cssText.startsWith('@page'));
  const rule = rules.at(-1);
  const m = (side: string) => (rule ? toMm(rule.style.getPropertyValue(`margin-${side}`)) : NaN);
  return { top: m('top'), right: m('right'), bottom: m('bottom'), left: m('left') };
}

/** Label rows under print: each kept whole and no taller than the printable height. */
function labelRows(printableHeightPx: number): { pages: number; labels: number; bad: string[] } {
  const root = document
    .querySelector('hs-app')
    ?.shadowRoot?.querySelector('main')
    ?.firstElementChild?.shadowRoot?.querySelector('hs-label-sheet')?.shadowRoot;
  if (!root) return { pages: 0, labels: 0, bad: ['the view did not render'] };
  const bad: string[] = [];
  for (const row of root.querySelectorAll('.row')) {
    if (getComputedStyle(row).breakInside !== 'avoid') bad.push('a row may break inside');
    if (row.getBoundingClientRect().height > printableHeightPx)
      bad.push('a row is taller than a page');
  }
  return {
    pages: Number(root.querySelector('.sheets')?.getAttribute('data-pages') ?? 0),
    labels: root.querySelectorAll('.label').length,
    bad,
  };
}

/** Every uncaught error and console error of `page`: a test ends by expecting none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  return errors;
}

/** Opens `url` and waits until `ready` is drawn in the page's `tag` view. */
async function openView(page: Page, url: string, tag: string, ready: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    ([t, sel]) =>
      document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')
        ?.firstElementChild?.shadowRoot?.querySelector(t)
        ?.shadowRoot?.querySelector(sel) != null,
    [tag, ready] as const,
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Prints the sheet at `path` on `paper` and checks the PDF and the print layout, a step each.
 * `range` is the expected page count, from the label rows where the view estimates its pages.
 */
async function printSheet(
  page: Page,
  origin: string,
  {
    path,
    tag,
    ready,
    paper,
    range,
  }: {
    path: string;
    tag: 'hs-setup-sheet' | 'hs-label-sheet';
    ready: string;
    paper: Paper;
    range: (rows: { pages: number } | null) => readonly [number, number];
  },
): Promise<void> {
  const p = PAPERS[paper];
  // Screen media while it opens (an earlier print emulation would win), print media for the PDF.
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 820, height: 1180 });
  await openView(page, `${origin}/${path}`, tag, ready);
  const info = pdfInfo(await page.pdf({ format: p.format, preferCSSPageSize: true }));
  const margins = await page.evaluate(pageMarginsMm);
  const printableMm = p.widthMm - margins.left - margins.right;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.floor(printableMm * PX_PER_MM), height: 1000 });
  const overflow = await page.evaluate(findOverflow, tag);
  const rows =
    tag === 'hs-label-sheet'
      ? await page.evaluate(labelRows, (p.heightMm - margins.top - margins.bottom) * PX_PER_MM)
      : null;
  const [low, high] = range(rows);
  await test.step(`${p.format} paper, ${info.pages} pages (expected ${low}–${high})`, () => {
    const [w, h] = info.size;
    expect(Math.abs(w - p.widthMm * PT_PER_MM), `page width ${w.toFixed(1)} pt`).toBeLessThan(2);
    expect(Math.abs(h - p.heightMm * PT_PER_MM), `page height ${h.toFixed(1)} pt`).toBeLessThan(2);
    expect(info.pages).toBeGreaterThanOrEqual(low);
    expect(info.pages).toBeLessThanOrEqual(high);
  });
  await test.step(`nothing overflows the ${printableMm.toFixed(1)} mm printable width`, () => {
    expect(Number.isFinite(printableMm), 'the view set its page margins').toBe(true);
    expect(overflow).toEqual([]);
  });
  if (rows)
    await test.step(`${rows.labels} labels in whole rows`, () => {
      expect(rows.labels).toBeGreaterThan(0);
      expect([...new Set(rows.bad)]).toEqual([]);
    });
}

const fixed = (range: readonly [number, number]) => () => range;
/** The view's own page estimate; one more allows for the page title above the labels. */
const labelPages = (rows: { pages: number } | null) =>
  [Math.max(1, rows?.pages ?? 1), Math.max(1, rows?.pages ?? 1) + 1] as const;

for (const paper of PAPER_KEYS) {
  for (const scenario of AOF_SCENARIOS)
    test(`print: Altar of Freedom setup sheet, ${scenario}, ${paper}`, async ({ page, origin }) => {
      const errors = consoleErrors(page);
      await printSheet(page, origin, {
        path: `altar-of-freedom/setup/?scenario=${scenario}&paper=${paper}`,
        tag: 'hs-setup-sheet',
        ready: '.sheet',
        paper,
        range: fixed(SETUP_PAGES),
      });
      expect(errors).toEqual([]);
    });

  test(`print: The Price of Freedom setup sheet, ${paper}`, async ({ page, origin }) => {
    const errors = consoleErrors(page);
    await printSheet(page, origin, {
      path: `price-of-freedom/setup/?paper=${paper}`,
      tag: 'hs-setup-sheet',
      ready: '.sheet',
      paper,
      range: fixed(POF_SETUP_PAGES),
    });
    expect(errors).toEqual([]);
  });

  for (const [game, title, range] of [
    ['battle-cry-of-freedom', 'Battle Cry of Freedom', BCOF_SETUP_PAGES],
    ['us-civil-war', 'The U.S. Civil War', USCW_SETUP_PAGES],
  ] as const)
    test(`print: ${title} setup sheets, every scenario it offers, ${paper}`, async ({
      page,
      origin,
    }) => {
      const errors = consoleErrors(page);
      // The scenarios the sheet's own choice offers (the game's list, not a copy of it).
      await openView(page, `${origin}/${game}/setup/`, 'hs-setup-sheet', 'select option');
      const scenarios = await page.evaluate(() =>
        [
          ...(document
            .querySelector('hs-app')
            ?.shadowRoot?.querySelector('main')
            ?.firstElementChild?.shadowRoot?.querySelector('hs-setup-sheet')
            ?.shadowRoot?.querySelectorAll('select option') ?? []),
        ].map((o) => (o as HTMLOptionElement).value),
      );
      expect(scenarios.length, 'scenarios offered').toBeGreaterThan(0);
      for (const scenario of scenarios)
        await test.step(scenario, () =>
          printSheet(page, origin, {
            path: `${game}/setup/?scenario=${scenario}&paper=${paper}`,
            tag: 'hs-setup-sheet',
            ready: '.sheet',
            paper,
            range: fixed(range),
          }),
        );
      expect(errors).toEqual([]);
    });

  for (const scale of SCALES) {
    for (const scenario of AOF_SCENARIOS)
      test(`print: Altar of Freedom labels, ${scenario}, ${scale} mm, ${paper}`, async ({
        page,
        origin,
      }) => {
        const errors = consoleErrors(page);
        await printSheet(page, origin, {
          path: `altar-of-freedom/labels/?scenario=${scenario}&scale=${scale}&paper=${paper}`,
          tag: 'hs-label-sheet',
          ready: '.label',
          paper,
          range: labelPages,
        });
        expect(errors).toEqual([]);
      });
    test(`print: Altar of Freedom labels, champion-hill with the optional division, ${scale} mm, ${paper}`, async ({
      page,
      origin,
    }) => {
      const errors = consoleErrors(page);
      await printSheet(page, origin, {
        path: `altar-of-freedom/labels/?scenario=champion-hill&scale=${scale}&paper=${paper}&optional=1`,
        tag: 'hs-label-sheet',
        ready: '.label',
        paper,
        range: labelPages,
      });
      expect(errors).toEqual([]);
    });
  }
}
