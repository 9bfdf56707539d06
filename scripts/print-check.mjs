// Print check of the built app in Chromium: every Altar of Freedom setup sheet (each scenario, A4
// and US Letter), every base-label sheet (each scenario, both papers, 6, 10 and 15 mm), The Price
// of Freedom's setup sheet (both papers) and every Battle Cry of Freedom setup sheet (each scenario
// the sheet's own scenario choice offers, both papers), and every U.S. Civil War setup sheet (the
// same) is printed to PDF with its own CSS page size. Checks: the PDF has the paper's size and a page
// count in the expected range; laid out for print, nothing inside the printed content reaches
// past the printable width and no text is clipped; label rows are kept whole; no console errors.
// Prints one line per check and a final "print: N passed, M failed" line; exit code 1 on failure.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { originOf, serve } from './serve.mjs';
import { assert, createChecks, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';

const SCENARIOS = ['shiloh', 'antietam', 'champion-hill', 'cedar-creek'];
const PAPERS = {
  a4: { format: 'A4', widthMm: 210, heightMm: 297 },
  letter: { format: 'Letter', widthMm: 215.9, heightMm: 279.4 },
};
const SCALES = ['6', '10', '15'];
/** A setup sheet is a few pages: anything outside this range means the layout broke. */
const SETUP_PAGES = [2, 3];
/** The Price of Freedom's sheet (the whole war, with the Turn Record Track) prints on two pages. */
const POF_SETUP_PAGES = [2, 3];
/** A Battle Cry of Freedom sheet (a card game: no map, no units) fits on one page. */
const BCOF_SETUP_PAGES = [1, 2];
/** A U.S. Civil War sheet (markers and rules; the units are on the At Start cards) is one or two. */
const USCW_SETUP_PAGES = [1, 2];
const PX_PER_MM = 96 / 25.4;
const PT_PER_MM = 72 / 25.4;

const { check, finish } = createChecks('print');

/** Pages of a PDF and the size of its first page in points. */
function pdfInfo(buffer) {
  const text = buffer.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  const size = box ? [Number(box[3]) - Number(box[1]), Number(box[4]) - Number(box[2])] : [0, 0];
  return { pages, size };
}

/**
 * In the page, under print media: every rendered element of the printed content (the view and
 * the tool page around it, through shadow roots) must lie within the viewport's width, which the
 * caller set to the printable width; scrolling or clipping boxes must not hide content.
 */
function findOverflow(tag) {
  const view = document
    .querySelector('hs-app')
    ?.shadowRoot?.querySelector('main')
    ?.firstElementChild?.shadowRoot?.querySelector(tag);
  if (!view) return ['the view did not render'];
  const problems = [];
  const limit = document.documentElement.clientWidth + 0.5;
  const describe = (el) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.dataset?.id ? `[${el.dataset.id}]` : ''}`;
  const walk = (el) => {
    const style = /** @type {Window} */ (document.defaultView).getComputedStyle(el);
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
function pageMarginsMm() {
  const toMm = (v) => {
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
    .filter((r) => r.cssText.startsWith('@page'));
  const rule = rules[rules.length - 1];
  const m = (side) =>
    rule ? toMm(/** @type {CSSPageRule} */ (rule).style.getPropertyValue(`margin-${side}`)) : NaN;
  return { top: m('top'), right: m('right'), bottom: m('bottom'), left: m('left') };
}

/** Label rows under print: each kept whole and no taller than the printable height. */
function labelRows(printableHeightPx) {
  const view = document
    .querySelector('hs-app')
    ?.shadowRoot?.querySelector('main')
    ?.firstElementChild?.shadowRoot?.querySelector('hs-label-sheet');
  const root = view?.shadowRoot;
  if (!root) return { pages: 0, labels: 0, bad: ['the view did not render'] };
  const bad = [];
  for (const row of root.querySelectorAll('.row')) {
    const style = /** @type {Window} */ (document.defaultView).getComputedStyle(row);
    if (style.breakInside !== 'avoid') bad.push('a row may break inside');
    if (row.getBoundingClientRect().height > printableHeightPx)
      bad.push('a row is taller than a page');
  }
  return {
    pages: Number(root.querySelector('.sheets')?.getAttribute('data-pages') ?? 0),
    labels: root.querySelectorAll('.label').length,
    bad,
  };
}

if (!existsSync('dist/index.html')) {
  console.error('print: dist/ is not built; run the build first.');
  process.exit(1);
}

const server = await serve({ dir: 'dist', port: 0 });
const origin = originOf(server);
const browser = await puppeteer.launch(browserLaunchOptions());
const errors = [];
const page = await browser.newPage();
page.on('pageerror', (e) => errors.push(`${page.url()}: ${/** @type {Error} */ (e).message}`));
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
});

/** In the page: the values of the setup sheet's scenario choice, or null before it renders. */
function scenarioOptions() {
  const options = document
    .querySelector('hs-app')
    ?.shadowRoot?.querySelector('main')
    ?.firstElementChild?.shadowRoot?.querySelector('hs-setup-sheet')
    ?.shadowRoot?.querySelectorAll('select option');
  /** @type {string[] | null} */
  const values = options?.length
    ? [...options].map((o) => /** @type {HTMLOptionElement} */ (o).value)
    : null;
  return values;
}

/**
 * The values of the scenario choice a setup sheet at `path` offers, read from the page (so the
 * check follows the game's own list of scenarios rather than a copy of it).
 */
async function scenarioChoices(path) {
  await page.emulateMediaType();
  await openApp(page, `${origin}/${path}`, { waitUntil: 'networkidle0' });
  const found = await page.waitForFunction(scenarioOptions, { timeout: 10000 });
  return /** @type {string[]} */ (await found.jsonValue());
}

/** Opens `path`, waits for the view, prints it, and checks the PDF and the print layout. */
async function printCheck({ name, path, tag, ready, paper, pages: expectPages }) {
  const p = PAPERS[paper];
  // Print media for page.pdf() (a screen emulation left over from a previous run would win).
  await page.emulateMediaType();
  await page.setViewport({ width: 820, height: 1180 });
  await openApp(page, `${origin}/${path}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(
    (t, sel) => {
      const page = document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main')?.firstElementChild;
      return page?.shadowRoot?.querySelector(t)?.shadowRoot?.querySelector(sel) != null;
    },
    { timeout: 10000 },
    tag,
    ready,
  );
  await page.evaluate(() => document.fonts.ready);
  const pdf = Buffer.from(await page.pdf({ format: p.format, preferCSSPageSize: true }));
  const info = pdfInfo(pdf);

  const margins = await page.evaluate(pageMarginsMm);
  const printableMm = p.widthMm - margins.left - margins.right;
  await page.emulateMediaType('print');
  await page.setViewport({ width: Math.floor(printableMm * PX_PER_MM), height: 1000 });
  const overflow = await page.evaluate(findOverflow, tag);
  const rows =
    tag === 'hs-label-sheet'
      ? await page.evaluate(labelRows, (p.heightMm - margins.top - margins.bottom) * PX_PER_MM)
      : null;
  const range = expectPages(rows);

  await check(
    `${name}: ${p.format} paper, ${info.pages} pages (expected ${range.join('–')})`,
    () => {
      const [w, h] = info.size;
      assert(
        Math.abs(w - p.widthMm * PT_PER_MM) < 2 && Math.abs(h - p.heightMm * PT_PER_MM) < 2,
        `page size ${w.toFixed(1)} × ${h.toFixed(1)} pt is not ${p.format}`,
      );
      assert(
        info.pages >= range[0] && info.pages <= range[1],
        `${info.pages} pages, expected ${range[0]} to ${range[1]}`,
      );
    },
  );
  await check(`${name}: nothing overflows the ${printableMm.toFixed(1)} mm printable width`, () => {
    assert(Number.isFinite(printableMm), 'the view set no page margins');
    assert(overflow.length === 0, overflow.join('\n'));
  });
  if (rows)
    await check(`${name}: ${rows.labels} labels in whole rows`, () => {
      assert(rows.labels > 0, 'no labels');
      assert(rows.bad.length === 0, [...new Set(rows.bad)].join('\n'));
    });
}

try {
  for (const scenario of SCENARIOS)
    for (const paper of Object.keys(PAPERS))
      await printCheck({
        name: `setup sheet ${scenario}`,
        path: `altar-of-freedom/setup/?scenario=${scenario}&paper=${paper}`,
        tag: 'hs-setup-sheet',
        ready: '.sheet',
        paper,
        pages: () => SETUP_PAGES,
      });
  for (const paper of Object.keys(PAPERS))
    await printCheck({
      name: 'setup sheet price-of-freedom',
      path: `price-of-freedom/setup/?paper=${paper}`,
      tag: 'hs-setup-sheet',
      ready: '.sheet',
      paper,
      pages: () => POF_SETUP_PAGES,
    });
  const bcofScenarios = await scenarioChoices('battle-cry-of-freedom/setup/');
  await check(
    `Battle Cry of Freedom's setup sheet offers ${bcofScenarios.length} scenarios`,
    () => {
      assert(bcofScenarios.length > 0, 'the scenario choice offers none');
    },
  );
  for (const scenario of bcofScenarios)
    for (const paper of Object.keys(PAPERS))
      await printCheck({
        name: `setup sheet battle-cry-of-freedom ${scenario}`,
        path: `battle-cry-of-freedom/setup/?scenario=${scenario}&paper=${paper}`,
        tag: 'hs-setup-sheet',
        ready: '.sheet',
        paper,
        pages: () => BCOF_SETUP_PAGES,
      });
  const uscwScenarios = await scenarioChoices('us-civil-war/setup/');
  await check(`The U.S. Civil War's setup sheet offers ${uscwScenarios.length} scenarios`, () => {
    assert(uscwScenarios.length > 0, 'the scenario choice offers none');
  });
  for (const scenario of uscwScenarios)
    for (const paper of Object.keys(PAPERS))
      await printCheck({
        name: `setup sheet us-civil-war ${scenario}`,
        path: `us-civil-war/setup/?scenario=${scenario}&paper=${paper}`,
        tag: 'hs-setup-sheet',
        ready: '.sheet',
        paper,
        pages: () => USCW_SETUP_PAGES,
      });
  for (const scenario of SCENARIOS)
    for (const paper of Object.keys(PAPERS))
      for (const scale of SCALES)
        await printCheck({
          name: `labels ${scenario} ${scale} mm`,
          path: `altar-of-freedom/labels/?scenario=${scenario}&scale=${scale}&paper=${paper}`,
          tag: 'hs-label-sheet',
          ready: '.label',
          paper,
          // The view's own page estimate; one more allows for the page title above the labels.
          pages: (rows) => [Math.max(1, rows?.pages ?? 1), Math.max(1, rows?.pages ?? 1) + 1],
        });
  for (const paper of Object.keys(PAPERS))
    for (const scale of SCALES)
      await printCheck({
        name: `labels champion-hill ${scale} mm with the optional division`,
        path: `altar-of-freedom/labels/?scenario=champion-hill&scale=${scale}&paper=${paper}&optional=1`,
        tag: 'hs-label-sheet',
        ready: '.label',
        paper,
        pages: (rows) => [Math.max(1, rows?.pages ?? 1), Math.max(1, rows?.pages ?? 1) + 1],
      });
  await check('no uncaught errors or console errors on any page', () => {
    assert(errors.length === 0, errors.join('\n'));
  });
} finally {
  await browser.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
}

await finish();
