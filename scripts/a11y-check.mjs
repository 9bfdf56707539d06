// End-to-end accessibility check of the built app (dist/) in Chromium: touch targets of at least
// 44 × 44 CSS pixels on every route at a tablet and a phone viewport, every control reachable
// with Tab and showing a focus indicator, and a keyboard-only task on every built tool.
// Prints one line per check and a final "a11y: N passed, N failed" line; exit code 1 on failure.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { originOf, serve } from './serve.mjs';
import { assert, createChecks, hydrated, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';
import { leaveUnsaved } from './leave-unsaved.mjs';
/* global ShadowRoot, getComputedStyle, requestAnimationFrame, window -- in page.evaluate() code */

const MIN = 44;
const VIEWPORTS = [
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
];
/**
 * Controls allowed to be smaller than the minimum, each with the reason. Matched against the
 * description the check prints (route-independent). Keep this empty unless truly unavoidable.
 * @type {{ match: RegExp, reason: string }[]}
 */
const EXEMPT = [];

// --only <text>: run only the checks whose name contains <text> (while fixing one page).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const { check, finish } = createChecks('a11y', {
  only: only ? (name) => name.includes(only) : undefined,
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Installed in every page before its scripts run: helpers that see through every shadow root.
 * Runs in the browser.
 */
function pageHelpers() {
  /** Controls by their nature; anything else with tabindex >= 0 is one too. */
  const NATIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';

  /** Every element of the document and of every shadow root, in tree order. */
  /** @param {Document | ShadowRoot} root @param {any[]} out (elements, read loosely in-page) */
  function all(root = document, out = []) {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  }
  /** The parent in the composed (flattened) tree. */
  function parentOf(el) {
    if (el.assignedSlot) return el.assignedSlot;
    if (el.parentElement) return el.parentElement;
    const root = el.parentNode;
    return root instanceof ShadowRoot ? root.host : null;
  }
  /** True when some ancestor is a closed <details> and el is not in its summary. */
  function inClosedDetails(el) {
    let prev = el;
    for (let p = parentOf(el); p; prev = p, p = parentOf(p)) {
      if (p.tagName === 'DETAILS' && !p.open) {
        const summary = [...p.children].find((c) => c.tagName === 'SUMMARY');
        if (prev !== summary) return true;
      }
    }
    return false;
  }
  function isControl(el) {
    return el.matches(NATIVE) || (el.hasAttribute('tabindex') && el.tabIndex >= 0);
  }
  function visible(el) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      return false;
    return !inClosedDetails(el);
  }
  /** A short description: the shadow hosts above it, its tag, and its text or label. */
  function describe(el) {
    const hosts = [];
    for (let n = el.getRootNode(); n instanceof ShadowRoot; n = n.host.getRootNode())
      hosts.unshift(n.host.localName);
    const inner = hosts.filter((h) => !['hs-app', 'hs-tool-page'].includes(h));
    let tag = el.localName;
    if (el.type && el.localName === 'input') tag += `[${el.type}]`;
    if (el.classList.length) tag += `.${[...el.classList].join('.')}`;
    const text = (label(el) || el.getAttribute('title') || el.value || '').slice(0, 40);
    return `${[...inner, tag].join(' > ')} "${text}"`;
  }
  /** The box a finger hits: a checkbox or radio counts its wrapping label. */
  function targetBox(el) {
    let box = el;
    if (el.matches('input[type="checkbox"], input[type="radio"]')) box = el.closest('label') ?? el;
    const rects = [...box.getClientRects()];
    // An inline element broken over lines: its biggest piece.
    const r =
      rects.length > 1
        ? rects.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b))
        : box.getBoundingClientRect();
    return { width: r.width, height: r.height };
  }
  function controls() {
    return all().filter((el) => isControl(el) && visible(el));
  }
  /** Visible controls smaller than min × min. */
  function smallTargets(min) {
    const out = [];
    for (const el of controls()) {
      const { width, height } = targetBox(el);
      if (width < min - 0.01 || height < min - 0.01)
        out.push(`${describe(el)} ${width.toFixed(1)}×${height.toFixed(1)}`);
    }
    return out;
  }
  /** The focused element, following shadowRoot.activeElement down. */
  function deepActive() {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a;
  }
  /** False when a ring drawn on el could not be seen (transparent, or a 1-px hidden input). */
  function seen(el) {
    const r = el.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) return false;
    for (let n = el; n; n = parentOf(n)) if (getComputedStyle(n).opacity === '0') return false;
    return true;
  }
  /** A visible focus ring (outline or box-shadow) on el or, for a hidden input, in its label. */
  function hasIndicator(el) {
    const ring = (n) => {
      const s = getComputedStyle(n);
      return (
        seen(n) &&
        ((s.outlineStyle !== 'none' &&
          parseFloat(s.outlineWidth) > 0 &&
          s.outlineColor !== 'rgba(0, 0, 0, 0)') ||
          (s.boxShadow !== 'none' && s.boxShadow !== ''))
      );
    };
    if (ring(el)) return true;
    const box = el.closest('label');
    return !!box && [box, ...box.querySelectorAll('*')].some((n) => n !== el && ring(n));
  }
  const ids = new WeakMap();
  let next = 1;
  const idOf = (el) => {
    if (!ids.has(el)) ids.set(el, next++);
    return ids.get(el);
  };
  /** Keys of the controls Tab should reach (a radio group counts once). */
  function tabbables() {
    return controls()
      .filter((el) => !el.matches(':disabled') && !(el.hasAttribute('tabindex') && el.tabIndex < 0))
      .map((el) => ({ key: groupKey(el), desc: describe(el) }));
  }
  function groupKey(el) {
    if (el.matches('input[type="radio"]') && el.name)
      return `radio:${idOf(el.form ?? el.getRootNode())}:${el.name}`;
    return `el:${idOf(el)}`;
  }
  function focused() {
    const el = deepActive();
    if (!el || el === document.body || el === document.documentElement) return null;
    return { key: groupKey(el), desc: describe(el), indicator: hasIndicator(el) };
  }
  /** Clicks the first visible button or link whose text starts with `text`. */
  function click(text) {
    const el = all().find(
      (e) =>
        e.matches('button, a[href], summary') &&
        !e.matches(':disabled') &&
        visible(e) &&
        e.textContent.replace(/\s+/g, ' ').trim().startsWith(text),
    );
    el?.click();
    return !!el;
  }
  /** Opens every closed <details> that is shown; returns how many, less the header's own. */
  function openAllDetails() {
    const closed = all().filter((d) => d.tagName === 'DETAILS' && !d.open && visible(d));
    for (const d of closed) d.open = true;
    return closed.filter((d) => d.getRootNode().host?.localName !== 'hs-app').length;
  }
  /** The page's h1, once the route's page has rendered. */
  function heading() {
    const main = document.querySelector('hs-app')?.shadowRoot?.querySelector('main');
    return main?.firstElementChild?.shadowRoot?.querySelector('h1')?.textContent?.trim() || null;
  }
  /** What a control says: its aria-label, its label's text, or its own text. */
  function label(el) {
    const t =
      el.getAttribute('aria-label') ||
      (el.labels?.[0]?.textContent ?? '') ||
      el.closest('label')?.textContent ||
      el.textContent ||
      '';
    return t.replace(/\s+/g, ' ').trim();
  }
  /** The first visible element matching `selector` whose label contains `text`. */
  function find(selector, text = '') {
    return all().find((e) => e.matches(selector) && visible(e) && label(e).includes(text)) ?? null;
  }
  function textOf(selector, text = '') {
    return find(selector, text)?.textContent.replace(/\s+/g, ' ').trim() ?? null;
  }
  /** The text of every live region (status, alert, aria-live), keyed by element. */
  function live() {
    const out = {};
    for (const e of all())
      if (e.matches('[aria-live], [role="status"], [role="alert"], [role="log"]'))
        out[idOf(e)] = e.textContent.replace(/\s+/g, ' ').trim();
    return out;
  }
  /** Labels of the modifiers marked as applying in every modifier checklist. */
  function applied() {
    return all()
      .filter((e) => e.matches('hs-modifier-list'))
      .flatMap((m) => [...m.shadowRoot.querySelectorAll('[data-modifier].on .mod-label')])
      .map((label) => label.textContent.replace(/\s+/g, ' ').trim());
  }
  globalThis.__a11y = {
    all,
    label,
    find,
    textOf,
    live,
    applied,
    visible,
    describe,
    controls,
    smallTargets,
    deepActive,
    focused,
    tabbables,
    click,
    openAllDetails,
    heading,
  };
}

// ---- keyboard helpers ----

const frame = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));

/** Source of an in-page predicate on the focused element: it matches `selector` and its label
 * (aria-label, label text or own text) contains `text`. */
const is = (selector, text = '') =>
  `(el) => el.matches(${JSON.stringify(selector)}) && globalThis.__a11y.label(el).includes(${JSON.stringify(text)})`;

async function focusedDesc(page) {
  return page.evaluate(() => {
    const el = globalThis.__a11y.deepActive();
    return el && el !== document.body ? globalThis.__a11y.describe(el) : 'nothing (the document)';
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element, followed through shadow roots, matches
 * `predicate` (a function or its source, run in the page on that element); fails when it is not
 * reached within `max` presses. Returns the number of presses.
 */
async function tabTo(page, predicate, max = 150, { back = false } = {}) {
  const test = `(() => {
    const el = globalThis.__a11y.deepActive();
    return !!el && el !== document.body && (${String(predicate)})(el);
  })()`;
  for (let i = 1; i <= max; i++) {
    if (back) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else await page.keyboard.press('Tab');
    if (await page.evaluate(test)) return i;
  }
  throw new Error(
    `not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses: ${String(predicate)}; focus is on ${await focusedDesc(page)}`,
  );
}

/** Asserts the focused element matches `predicate`. */
async function assertFocus(page, predicate, what) {
  const ok = await page.evaluate(`(() => {
    const el = globalThis.__a11y.deepActive();
    return !!el && el !== document.body && (${String(predicate)})(el);
  })()`);
  assert(ok, `focus should be on ${what}, is on ${await focusedDesc(page)}`);
}

/** Runs `action`, then asserts a live region's text changed to include `includes`. */
async function announces(page, includes, action) {
  const before = await page.evaluate(() => globalThis.__a11y.live());
  await action();
  let changed = [];
  for (let i = 0; i < 40; i++) {
    await frame(page);
    const after = await page.evaluate(() => globalThis.__a11y.live());
    changed = Object.entries(after)
      .filter(([k, t]) => t !== '' && t !== before[k])
      .map(([, t]) => t);
    if (changed.some((t) => t.toLowerCase().includes(includes.toLowerCase()))) return changed;
  }
  throw new Error(
    `no live region announced “${includes}”; changed: ${changed.map((t) => `“${t.slice(0, 80)}”`).join(', ') || 'none'}`,
  );
}

const textOf = (page, selector, text = '') =>
  page.evaluate((s, t) => globalThis.__a11y.textOf(s, t), selector, text);
const applied = (page) => page.evaluate(() => globalThis.__a11y.applied());
const query = (page) => new URL(page.url()).searchParams;
async function waitText(page, selector, test, what) {
  for (let i = 0; i < 60; i++) {
    const t = await textOf(page, selector);
    if (t !== null && test(t)) return t;
    await frame(page);
  }
  throw new Error(`${what}: ${selector} reads “${await textOf(page, selector)}”`);
}
async function spyOnPrint(page) {
  await page.evaluate(() => {
    globalThis.__printed = 0;
    window.print = () => {
      globalThis.__printed += 1;
    };
  });
}
const printed = (page) => page.evaluate(() => globalThis.__printed);

const ROLL_BUTTON = `(el) => el.matches('button.big') && /^Roll \\d/.test(el.textContent.trim())`;

/**
 * A roll tool with the keyboard: Tab to a modifier's control and change it (Space on a
 * checkbox, arrow keys on a select, Enter on a stepper button), check that the modifier now
 * applies, Tab to Roll and press Enter, then check the result is shown, announced, includes the
 * modifier, is in the link, and that focus stayed on Roll.
 */
async function rollTask(page, { control, key, modifier }) {
  const before = await applied(page);
  assert(!before.includes(modifier), `${modifier} applies before the change`);
  await tabTo(page, control);
  await page.keyboard.press(key);
  await frame(page);
  const after = await applied(page);
  assert(
    after.includes(modifier),
    `${key} did not apply “${modifier}” (applies: ${after.join(', ') || 'none'})`,
  );
  await roll(page);
  // Where the result sits in a bar (opposed rolls on a tablet, any roll on a phone), the
  // breakdown opens from the bar's button: with the keyboard too.
  await frame(page);
  if ((await textOf(page, 'table.breakdown')) === null) {
    await tabTo(page, is('button.more-toggle'));
    await page.keyboard.press('Enter');
    await frame(page);
  }
  // The breakdown is drawn when the dice have settled (motion allowed here).
  await waitText(
    page,
    'table.breakdown',
    (t) => t.includes(modifier),
    `the result's breakdown lacks “${modifier}”`,
  );
}

/** Tab to Roll, press Enter: the outcome is shown and announced, the seed is in the link. */
async function roll(page) {
  await tabTo(page, ROLL_BUTTON);
  const changed = await announces(page, 'rolled', () => page.keyboard.press('Enter'));
  const outcome = await waitText(page, 'p.outcome', (t) => t.length > 0, 'no outcome shown');
  assert(
    changed.some((t) => t.includes(outcome)),
    `the announcement does not give the outcome “${outcome}”`,
  );
  assert(query(page).has('seed'), `the link has no seed: ${page.url()}`);
  await assertFocus(page, ROLL_BUTTON, 'the Roll button, so Enter rolls again');
}

/** Tab to a "Start a new game" button and press Enter: the game opens. */
async function startGame(page, opened) {
  // A tracker reopens the last game, whose controls come before the saved games' form.
  await tabTo(page, is('button[type="submit"]', 'Start a new game'), 400);
  await page.keyboard.press('Enter');
  await waitText(page, opened.selector, opened.test, 'the new game did not open');
}

/** A generic setup sheet: the next scenario with ArrowDown, Letter with ArrowRight, Enter prints. */
async function setupTask(page) {
  await tabTo(page, is('select', 'Scenario'));
  await announces(page, 'Showing the setup sheet for', () => page.keyboard.press('ArrowDown'));
  await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
  await announces(page, 'will print on', () => page.keyboard.press('ArrowRight'));
  assert(query(page).get('paper') === 'letter', `paper in the link: ${page.url()}`);
  await spyOnPrint(page);
  await tabTo(page, is('button', 'Print sheet'));
  await page.keyboard.press('Enter');
  assert((await printed(page)) === 1, 'Enter on Print sheet did not print');
}

/** A generic calculator: Space on `control` changes the announced total and the link. */
function calculatorTask(what, control) {
  return {
    what,
    async run(page) {
      const total = () => textOf(page, 'p.total');
      const before = { total: await total(), url: page.url() };
      await tabTo(page, control);
      await page.keyboard.press('Space');
      await waitText(page, 'p.total', (t) => t !== before.total, 'the total did not change');
      assert(page.url() !== before.url, `the link did not follow: ${page.url()}`);
    },
  };
}

/**
 * The keyboard task of a built tool without one of its own, chosen by what its page holds: a
 * roller rolls with Enter; a tracker starts a game; a calculator's first checkbox is toggled with
 * Space and the link follows; a roster shows another group with arrow keys (or opens an entry
 * form with Enter); a reference is filtered by typing; a rulings page jumps to its first kind;
 * anything else is walked with Tab. Each asserts what the keyboard changed.
 */
const SHAPED_TASK = {
  what: '(by the page’s kind: roll, start, toggle, choose, filter or jump, with the keyboard)',
  async run(page) {
    const has = (pred) => page.evaluate(`globalThis.__a11y.all().some(${pred})`);
    const url = page.url();
    if (await has(ROLL_BUTTON)) return roll(page);
    if (await has(is('button[type="submit"]', 'Start a new game')))
      return startGame(page, { selector: '.bar .turn', test: (t) => t.length > 0 });
    for (const kind of [
      ['Contradictions', 'contradiction'],
      ['Ambiguities', 'ambiguity'],
      ['Gaps', 'gap'],
    ])
      if (await has(is('a', kind[0]))) return rulingsJump(page, { label: kind[0], kind: kind[1] });
    if (await has(`(el) => el.matches('input[type="search"]')`)) {
      await tabTo(page, `(el) => el.matches('input[type="search"]')`);
      await page.keyboard.type('a');
      await frame(page);
      assert(query(page).get('q') === 'a', `the link lacks the filter: ${page.url()}`);
      return;
    }
    if (await has(`(el) => el.matches('p.total')`)) {
      const total = await textOf(page, 'p.total');
      const [control, key] = (await has(`(el) => el.matches('input[type="checkbox"]')`))
        ? [`(el) => el.matches('input[type="checkbox"]')`, 'Space']
        : (await has(`(el) => el.matches('input[type="radio"]') && el.checked`))
          ? [`(el) => el.matches('input[type="radio"]') && el.checked`, 'ArrowRight']
          : [`(el) => el.matches('input[type="number"]')`, 'ArrowUp'];
      await tabTo(page, control);
      await page.keyboard.press(key);
      await frame(page);
      await frame(page);
      assert(
        page.url() !== url || (await textOf(page, 'p.total')) !== total,
        `${key} changed neither the result nor the link: ${page.url()}`,
      );
      return;
    }
    if (await has(`(el) => el.matches('input[type="radio"]') && el.checked`)) {
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      assert(page.url() !== url, `the link did not follow the choice: ${page.url()}`);
      return;
    }
    if (
      await has(`(el) => el.matches('button') && el.textContent.trim().startsWith('Enter values')`)
    ) {
      await tabTo(
        page,
        `(el) => el.matches('button') && el.textContent.trim().startsWith('Enter values')`,
      );
      await page.keyboard.press('Enter');
      await frame(page);
      assert(await has(`(el) => el.matches('form.editor')`), 'Enter did not open the entry form');
      return;
    }
    await tabCycle(page);
  },
};

/** Tab to a rulings page's jump link and press Enter: the address names the kind, focus moves to it. */
async function rulingsJump(page, { label = 'Ambiguities', kind = 'ambiguity' } = {}) {
  await tabTo(page, is('a', label));
  await page.keyboard.press('Enter');
  await frame(page);
  assert(new URL(page.url()).hash === `#${kind}`, `the address lacks #${kind}: ${page.url()}`);
  await assertFocus(page, `(el) => el.matches('section#${kind}')`, `the ${label} section`);
}

const KEYBOARD_TASKS = {
  '/altar-of-freedom/rulings/': {
    what: '(jump to the ambiguities with Enter)',
    run: rulingsJump,
  },
  '/price-of-freedom/rulings/': {
    what: '(jump to the ambiguities with Enter)',
    run: rulingsJump,
  },
  '/altar-of-freedom/firing/': {
    what: '(cover with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'cover'),
        key: 'Space',
        modifier: 'Target in cover',
      }),
  },
  '/altar-of-freedom/close-combat/': {
    what: '(attacker uphill with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Occupies cover or is uphill'),
        key: 'Space',
        modifier: 'Cover or uphill',
      }),
  },
  '/altar-of-freedom/evasion/': {
    what: '(cavalry attacker refused and back with arrow keys, roll with Enter)',
    async run(page) {
      await tabTo(page, is('select', 'Attacking unit'));
      await announces(page, 'No evasion is possible when the attacker is cavalry', () =>
        page.keyboard.press('ArrowDown'),
      );
      assert(query(page).get('attArm') === 'cavalry', `the link lacks the attacker: ${page.url()}`);
      await page.keyboard.press('ArrowUp');
      await frame(page);
      assert(
        (await textOf(page, '[role="alert"]', 'No evasion')) === null,
        'the refusal stayed after going back to infantry',
      );
      await roll(page);
    },
  },
  '/altar-of-freedom/general-fate/': {
    what: '(Leads from the Front with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Leads from the Front'),
        key: 'Space',
        modifier: 'Leads from the Front',
      }),
  },
  '/altar-of-freedom/rally/': {
    what: '(nearest general chosen with arrow keys, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('select', 'Nearest friendly general'),
        key: 'ArrowDown',
        modifier: 'General within 4″ and LOS',
      }),
  },
  '/altar-of-freedom/turn-clock/': {
    what: '(set-up opened with Enter, bid raised with Enter, control roll, clock started and a number taken off)',
    async run(page) {
      // The clock's set-up (scenario, bids) is folded behind one line above the roll.
      await tabTo(page, (el) => el.matches('details.setup > summary'));
      await page.keyboard.press('Enter');
      await frame(page);
      await rollTask(page, {
        control: is('button', 'Increase PP bid on the clock'),
        key: 'Enter',
        modifier: 'PP bid on the clock',
      });
      // The control roll's winner sets the clock; only after a tie does the page ask who won.
      if (!(await textOf(page, 'section.clock span.value'))) {
        await tabTo(page, (el) => el.matches('button') && el.textContent.trim() === 'Union');
        await announces(page, 'Union set the clock to', () => page.keyboard.press('Enter'));
      }
      const start = Number(await textOf(page, 'section.clock span.value'));
      await tabTo(page, is('button', 'Highest bid maneuvers'));
      await announces(page, 'highest bid maneuvers', () => page.keyboard.press('Enter'));
      await tabTo(page, is('button', '3: take off the clock'));
      await announces(page, '3 off', () => page.keyboard.press('Enter'));
      const left = Number(await textOf(page, 'section.clock span.value'));
      assert(left === Math.max(0, start - 3), `the clock went from ${start} to ${left}`);
      assert(query(page).get('clock') === String(left), `the link lacks the clock: ${page.url()}`);
    },
  },
  '/altar-of-freedom/traits/': {
    what: '(filter typed, then a trait’s tool link opened with Enter)',
    async run(page) {
      const count = (p) =>
        p.evaluate(
          () => globalThis.__a11y.all().filter((e) => e.matches('ul.entries > li')).length,
        );
      const all = await count(page);
      await tabTo(page, is('input[type="search"]'));
      await announces(page, 'match “rally”', () => page.keyboard.type('rally'));
      const shown = await count(page);
      assert(shown > 0 && shown < all, `${shown} of ${all} traits shown for “rally”`);
      assert(query(page).get('q') === 'rally', `the link lacks the filter: ${page.url()}`);
      await tabTo(page, (el) => el.matches('dd a') && el.textContent.trim() === 'Rally');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => globalThis.__a11y.heading() === 'Rally', { timeout: 5000 });
      assert(new URL(page.url()).pathname === '/altar-of-freedom/rally/', page.url());
    },
  },
  '/altar-of-freedom/oob/': {
    what: '(scenario and army picked with arrow keys, a division folded, PP entered and saved)',
    async run(page) {
      const title = await textOf(page, 'h2.roster-title');
      await tabTo(page, is('select', 'Scenario'));
      await page.keyboard.press('ArrowDown');
      const next = await waitText(page, 'h2.roster-title', (t) => t !== title, 'no new scenario');
      assert(query(page).toString().includes('scenario='), `no scenario in ${page.url()}`);
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      const armies = await page.evaluate(
        () => globalThis.__a11y.all().filter((e) => e.matches('section.army')).length,
      );
      assert(armies === 1, `${armies} armies shown after choosing one side of ${next}`);
      await tabTo(page, is('summary'));
      const isOpen = () => page.evaluate(() => globalThis.__a11y.deepActive().parentElement.open);
      assert(await isOpen(), 'the division starts folded');
      await page.keyboard.press('Enter');
      await frame(page);
      assert(!(await isOpen()), 'Enter on the summary did not fold the division');
      await tabTo(page, is('button.edit', 'Enter PP and traits for'));
      const who = await page.evaluate(() =>
        globalThis.__a11y.label(globalThis.__a11y.deepActive()).replace(/^.* for /, ''),
      );
      await page.keyboard.press('Enter');
      await frame(page);
      await assertFocus(page, is('input[type="number"]'), 'the PP field of the opened editor');
      const max = await page.evaluate(() => globalThis.__a11y.deepActive().max);
      await page.keyboard.type(max);
      await tabTo(page, is('input[type="checkbox"]'));
      await page.keyboard.press('Space');
      await tabTo(page, is('button[type="submit"]', 'Save'));
      await announces(page, `Saved ${who}`, () => page.keyboard.press('Enter'));
      await assertFocus(
        page,
        is('button.edit', `Edit PP and traits for ${who}`),
        'his Edit button',
      );
    },
  },
  '/altar-of-freedom/setup/': {
    what: '(scenario and paper picked with arrow keys, printed with Enter)',
    async run(page) {
      await tabTo(page, is('select', 'Scenario'));
      await announces(page, 'Showing the setup sheet for', () => page.keyboard.press('ArrowDown'));
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await announces(page, 'will print on', () => page.keyboard.press('ArrowRight'));
      assert(query(page).get('paper') === 'letter', `paper in the link: ${page.url()}`);
      await spyOnPrint(page);
      await tabTo(page, is('button', 'Print sheet'));
      await page.keyboard.press('Enter');
      assert((await printed(page)) === 1, 'Enter on Print sheet did not print');
    },
  },
  '/altar-of-freedom/labels/': {
    what: '(scenario and scale picked with arrow keys, printed with Enter)',
    async run(page) {
      const summary = await textOf(page, 'p.summary');
      await tabTo(page, is('select', 'Scenario'));
      await page.keyboard.press('ArrowDown');
      await waitText(page, 'p.summary', (t) => t !== summary, 'the label count did not change');
      await tabTo(page, (el) => el.matches('input[type="radio"][name="scale"]') && el.checked);
      const scale = await page.evaluate(() => globalThis.__a11y.deepActive().value);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      const now = await page.evaluate(() => globalThis.__a11y.deepActive().value);
      assert(now !== scale, `the scale stayed ${scale}`);
      assert(query(page).toString().includes(now), `the link lacks the scale: ${page.url()}`);
      await spyOnPrint(page);
      await tabTo(page, is('button', 'Print labels'));
      await page.keyboard.press('Enter');
      assert((await printed(page)) === 1, 'Enter on Print labels did not print');
    },
  },
  '/altar-of-freedom/tracker/': {
    what: '(game started, a row’s menu opened, fatigue added, undone with Shift+Tab and Enter)',
    async run(page) {
      await startGame(page, { selector: '.bar .turn', test: (t) => t.startsWith('Turn 1 of') });
      await tabTo(page, is('details.row-menu summary', 'Actions: '));
      const unit = await page.evaluate(() =>
        globalThis.__a11y.label(globalThis.__a11y.deepActive()).replace('Actions: ', ''),
      );
      await page.keyboard.press('Enter');
      await tabTo(page, is('button', `+ Fatigue: ${unit}`));
      await announces(page, `${unit}: +1 fatigue`, () => page.keyboard.press('Enter'));
      const pips = () =>
        page.evaluate(
          (u) =>
            globalThis.__a11y
              .all()
              .find((e) => e.matches('tr') && e.querySelector('th')?.textContent.includes(u))
              ?.querySelector('.pips')
              ?.getAttribute('aria-label'),
          unit,
        );
      assert((await pips()) === '1 fatigue markers', `${unit} shows ${await pips()}`);
      await tabTo(page, (el) => el.matches('button') && el.textContent.trim() === 'Undo', 150, {
        back: true,
      });
      await announces(page, 'Undone', () => page.keyboard.press('Enter'));
      assert((await pips()) === '0 fatigue markers', `after Undo ${unit} shows ${await pips()}`);
    },
  },
  '/in-freedoms-cause/encounters/': {
    what: '(game started and set up, INITIATIVE pressed with Enter and announced, undone)',
    async run(page) {
      await startGame(page, { selector: '.bar .turn', test: (t) => t.startsWith('Press 0') });
      await tabTo(page, is('button', 'Start the game'));
      await announces(page, 'Set up: Union', () => page.keyboard.press('Enter'));
      await tabTo(page, is('button', 'INITIATIVE'));
      await announces(page, 'Press 1: ', () => page.keyboard.press('Enter'));
      await waitText(page, '.bar .turn', (t) => t.startsWith('Press 1'), 'the press was not kept');
      await tabTo(page, (el) => el.matches('button') && el.textContent.trim() === 'Undo', 150, {
        back: true,
      });
      await announces(page, 'Undone', () => page.keyboard.press('Enter'));
      await waitText(page, '.bar .turn', (t) => t.startsWith('Press 0'), 'Undo kept the press');
    },
  },
  '/altar-of-freedom/army-builder/': {
    what: '(named, sized with arrow keys, a division and a brigade added, saved)',
    async run(page) {
      const spent = () => textOf(page, 'output.spent').then(Number);
      await tabTo(page, is('input[type="text"]', 'Army name'));
      await page.keyboard.type('Keyboard corps');
      await tabTo(page, (el) => el.matches('input[type="radio"][name="size"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await waitText(page, '.totals dd', (t) => t.includes('of 50'), 'the budget did not change');
      await tabTo(page, is('button', 'Add a division'));
      await announces(page, 'Divisions: 1', () => page.keyboard.press('Enter'));
      const before = await spent();
      await tabTo(page, is('button', '+ Infantry'));
      await announces(page, 'Infantry brigade added', () => page.keyboard.press('Enter'));
      assert((await spent()) > before, `points spent stayed ${before}`);
      await tabTo(page, is('button', 'Save army'));
      await announces(page, 'Saved “Keyboard corps”', () => page.keyboard.press('Enter'));
    },
  },
  '/altar-of-freedom/movement/': {
    what: '(army side changed with arrow keys, divisions typed, the marker count announced)',
    async run(page) {
      await tabTo(page, (el) => el.matches('input[type="radio"][name="side"]') && el.checked);
      await announces(page, '8 (7 divisions + 1 dummy)', () => page.keyboard.press('ArrowLeft'));
      await tabTo(page, is('input[type="number"]', 'Divisions'));
      await page.keyboard.press('Backspace');
      await announces(page, '15 (12 divisions + 3 dummies)', () => page.keyboard.type('12'));
      const q = query(page);
      assert(
        q.get('side') === 'USA' && q.get('div') === '12',
        `the link lacks them: ${page.url()}`,
      );
    },
  },
  '/price-of-freedom/battle/': {
    what: '(amphibious attack with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Amphibious attack'),
        key: 'Space',
        modifier: 'Amphibious attack',
      }),
  },
  '/price-of-freedom/withdrawal/': {
    what: '(spent army with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Army is spent'),
        key: 'Space',
        modifier: 'Army spent',
      }),
  },
  '/price-of-freedom/interception/': {
    what: '(spent army with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Army is spent'),
        key: 'Space',
        modifier: 'Army spent',
      }),
  },
  '/price-of-freedom/march-attrition/': {
    what: '(force march with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Force-marching'),
        key: 'Space',
        modifier: 'Force-marching',
      }),
  },
  '/price-of-freedom/campaign-attrition/': {
    what: '(out of supply with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'Out of supply'),
        key: 'Space',
        modifier: 'Out of supply',
      }),
  },
  '/price-of-freedom/movement/': {
    what: '(MAM with arrow keys, force march with Space, a corps added with Enter)',
    async run(page) {
      const total = () => textOf(page, 'p.total .number').then(Number);
      const base = await total();
      await tabTo(page, (el) => el.matches('input[type="radio"][name="mam"]') && el.checked);
      await announces(page, String(base + 1), () => page.keyboard.press('ArrowRight'));
      assert((await total()) === base + 1, `MAM +1: allowance ${await total()}, was ${base}`);
      await tabTo(page, is('input[type="checkbox"]', 'force-marches'));
      await page.keyboard.press('Space');
      await frame(page);
      assert((await total()) !== base + 1, 'force march did not change the allowance');
      assert(query(page).get('force') === '1', `the link lacks the force march: ${page.url()}`);
      await tabTo(page, is('button', 'More: Corps in the army'));
      const corps = await page.evaluate(() => globalThis.__a11y.find('input#corps')?.value);
      await page.keyboard.press('Enter');
      await frame(page);
      const after = await page.evaluate(() => globalThis.__a11y.find('input#corps')?.value);
      assert(Number(after) === Number(corps) + 1, `corps went from ${corps} to ${after}`);
    },
  },
  '/price-of-freedom/march/': {
    what: '(force march with Space, a region added with Enter, its name typed)',
    async run(page) {
      await tabTo(page, is('input[type="checkbox"]', 'force-marches'));
      await page.keyboard.press('Space');
      await frame(page);
      assert(query(page).get('force') === '1', `the link lacks the force march: ${page.url()}`);
      await tabTo(page, is('button', 'Add a region'));
      await announces(page, 'after 1 region', () => page.keyboard.press('Enter'));
      await assertFocus(page, '(el) => el.id === "r0-name"', 'the new region’s name');
      await page.keyboard.type('Manassas');
      await page.keyboard.press('Tab');
      await frame(page);
      const region = query(page).get('r') ?? '';
      assert(region.endsWith('Manassas'), `the link lacks the region: ${page.url()}`);
    },
  },
  '/price-of-freedom/war-effort/': {
    what: '(game started, War Effort +1 with Enter, jump to Events)',
    async run(page) {
      await startGame(page, { selector: '.bar .turn', test: (t) => t.startsWith('Turn 1') });
      const usa = () => textOf(page, '.level.usa .value').then(Number);
      const before = await usa();
      await tabTo(page, is('button', 'Union War Effort +1 from a card'));
      await announces(page, 'Union War Effort +1 from a card', () => page.keyboard.press('Enter'));
      assert((await usa()) === before + 1, `Union War Effort ${await usa()}, was ${before}`);
      await tabTo(
        page,
        (el) => el.matches('nav.jump button') && el.textContent.trim() === 'Events',
        150,
        {
          back: true,
        },
      );
      await page.keyboard.press('Enter');
      await frame(page);
      await assertFocus(page, '(el) => el.id === "events-h"', 'the Events heading');
    },
  },
  '/price-of-freedom/commanders/': {
    what: '(one side shown with arrow keys, a rating entered and saved)',
    async run(page) {
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      const sides = await page.evaluate(() =>
        globalThis.__a11y
          .all()
          .filter((e) => e.matches('section.side h2'))
          .map((h) => h.textContent.trim()),
      );
      assert(sides.length === 1 && sides[0].startsWith('Union'), `shown: ${sides.join(', ')}`);
      await tabTo(page, is('button.edit', 'Enter values: '));
      const who = await page.evaluate(() =>
        globalThis.__a11y.label(globalThis.__a11y.deepActive()).replace('Enter values: ', ''),
      );
      await page.keyboard.press('Enter');
      await frame(page);
      await assertFocus(page, '(el) => el.closest("form.editor")', 'the editor’s first field');
      if (!(await page.evaluate(() => globalThis.__a11y.deepActive().matches('select'))))
        await tabTo(page, is('form.editor select'), 10);
      await page.keyboard.press('ArrowDown');
      await tabTo(page, is('form.editor button[type="submit"]', 'Save'));
      await announces(page, `Saved your entries for ${who}`, () => page.keyboard.press('Enter'));
      await assertFocus(page, is('button.edit', who), `${who}’s edit button`);
    },
  },
  '/battle-cry-of-freedom/rulings/': {
    what: '(jump to the ambiguities with Enter)',
    run: rulingsJump,
  },
  '/battle-cry-of-freedom/campaign/': {
    what: '(game started, Union command points +1 with Enter)',
    async run(page) {
      await startGame(page, { selector: '.bar .turn', test: (t) => t.startsWith('Turn 1') });
      const union = () => textOf(page, '.level.union .value').then(Number);
      const before = await union();
      await tabTo(page, is('button', 'Union plus 1 command point'));
      await announces(page, 'Union +1.', () => page.keyboard.press('Enter'));
      assert(
        (await union()) === before + 1,
        `Union command points ${await union()}, was ${before}`,
      );
    },
  },
  '/battle-cry-of-freedom/combat/': {
    what: '(battle started, a pass with Enter)',
    async run(page) {
      await startGame(page, { selector: '.bar .turn', test: (t) => t.startsWith('Day 1') });
      // The battle is set first, then each side plays its "before combat" cards, the side
      // without the initiative first; then the combat's passes.
      await tabTo(
        page,
        (el) => el.matches('button.primary') && el.textContent.trim() === 'Start the battle',
      );
      await announces(page, 'The battle begins', () => page.keyboard.press('Enter'));
      for (let i = 0; i < 2; i++) {
        await tabTo(
          page,
          (el) =>
            el.matches('button.primary') && el.textContent.trim().endsWith(': done before combat'),
        );
        await page.keyboard.press('Enter');
        await frame(page);
        await frame(page);
      }
      await tabTo(
        page,
        (el) => el.matches('button.primary') && el.textContent.trim().endsWith(': pass'),
      );
      await announces(page, 'Passed.', () => page.keyboard.press('Enter'));
      // The volley and the passes, folded to one line while cards are played.
      const volley = await textOf(page, 'details.fold .fold-sum');
      assert(volley?.endsWith('passes 1'), `the volley's line: ${volley}`);
    },
  },
  '/battle-cry-of-freedom/placement/': {
    what: '(the Peninsula declared with arrow keys)',
    async run(page) {
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      assert(query(page).get('pen') === 'amphibious', `the link lacks the choice: ${page.url()}`);
    },
  },
  '/battle-cry-of-freedom/resources/': {
    what: '(the Second Resource Phase picked with arrow keys)',
    async run(page) {
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      assert(query(page).get('phase') === 'second', `the link lacks the phase: ${page.url()}`);
    },
  },
  '/battle-cry-of-freedom/cards/': {
    what: '(another kind of card shown with arrow keys)',
    async run(page) {
      const before = page.url();
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      assert(page.url() !== before, `the link did not change: ${page.url()}`);
    },
  },
  '/battle-cry-of-freedom/glossary/': {
    what: '(filter typed)',
    async run(page) {
      const count = (p) =>
        p.evaluate(
          () => globalThis.__a11y.all().filter((e) => e.matches('ul.entries > li')).length,
        );
      const all = await count(page);
      await tabTo(page, is('input[type="search"]'));
      await announces(page, 'match “block”', () => page.keyboard.type('block'));
      const shown = await count(page);
      assert(shown > 0 && shown < all, `${shown} of ${all} terms shown for “block”`);
      assert(query(page).get('q') === 'block', `the link lacks the filter: ${page.url()}`);
    },
  },
  '/battle-cry-of-freedom/setup/': {
    what: '(scenario and paper picked with arrow keys, printed with Enter)',
    run: setupTask,
  },
  '/us-civil-war/charts/': {
    what: '(the generals shown with arrow keys, the link follows)',
    async run(page) {
      const before = page.url();
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await page.keyboard.press('ArrowRight');
      await frame(page);
      assert(page.url() !== before, `the link did not change: ${page.url()}`);
    },
  },
  '/us-civil-war/reaction/': {
    what: '(cavalry with Space, roll with Enter)',
    run: (page) =>
      rollTask(page, {
        control: is('input[type="checkbox"]', 'A Cavalry Unit reacts'),
        key: 'Space',
        modifier: 'Cavalry reacting or present',
      }),
  },
  '/us-civil-war/initiative/': {
    what: '(Advanced Game with Space, roll with Enter)',
    async run(page) {
      const before = page.url();
      await tabTo(page, is('input[type="checkbox"]', 'Advanced Game'));
      await page.keyboard.press('Space');
      await frame(page);
      assert(page.url() !== before, `the link lacks the Advanced Game: ${page.url()}`);
      await roll(page);
    },
  },
  '/us-civil-war/reinforcements/': calculatorTask(
    '(winter turn with Space, the total announced)',
    is('input[type="checkbox"]', 'Winter turn'),
  ),
  '/us-civil-war/victory/': calculatorTask(
    '(National Panic with Space, the total announced)',
    is('input[type="checkbox"]', 'National Panic'),
  ),
  '/us-civil-war/reference/': {
    what: '(Tab reaches the first table’s caption link or passes through, focus visible)',
    async run(page) {
      await tabCycle(page);
      const tables = await page.evaluate(
        () => globalThis.__a11y.all().filter((e) => e.matches('table')).length,
      );
      assert(tables > 0, 'no reference table on the page');
    },
  },
  '/us-civil-war/setup/': {
    what: '(scenario and paper picked with arrow keys, printed with Enter)',
    run: setupTask,
  },
  '/us-civil-war/rulings/': {
    what: '(jump to the contradictions with Enter)',
    run: (page) => rulingsJump(page, { label: 'Contradictions', kind: 'contradiction' }),
  },
  '/price-of-freedom/setup/': {
    what: '(paper picked with arrow keys, printed with Enter)',
    async run(page) {
      await tabTo(page, (el) => el.matches('input[type="radio"]') && el.checked);
      await announces(page, 'will print on', () => page.keyboard.press('ArrowRight'));
      assert(query(page).get('paper') === 'letter', `paper in the link: ${page.url()}`);
      await spyOnPrint(page);
      await tabTo(page, is('button', 'Print sheet'));
      await page.keyboard.press('Enter');
      assert((await printed(page)) === 1, 'Enter on Print sheet did not print');
    },
  },
};

/**
 * Whether the focused element, still the one keyed `key`, shows a focus indicator after the page
 * has drawn two more frames.
 * @param {import('puppeteer-core').Page} page
 * @param {string} key
 */
async function ringAfterFrames(page, key) {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );
  const f = await page.evaluate(() => globalThis.__a11y.focused());
  return f !== null && f.key === key && f.indicator;
}

/**
 * Presses Tab from the top of the page until focus comes back round to the first control: every
 * visible, enabled control must be reached, focus must move on every press (past the end it may
 * leave the page once), and each focused element must show a focus indicator.
 */
async function tabCycle(page) {
  const expected = await page.evaluate(() => globalThis.__a11y.tabbables());
  const want = new Map(expected.map((c) => [c.key, c.desc]));
  const max = want.size * 2 + 20;
  const reached = new Set();
  const noRing = new Set();
  let first = null;
  let prev = null;
  let outside = 0;
  let cycled = false;
  for (let i = 0; i < max && !cycled; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => globalThis.__a11y.focused());
    if (!f) {
      // Past the last control focus may leave the page for one press, never for longer.
      outside += 1;
      assert(
        outside <= 1 || reached.size === 0,
        `focus left the page and stayed out (press ${i + 1})`,
      );
      if (reached.size === 0 && outside > 3) throw new Error('Tab never focused anything');
      prev = null;
      continue;
    }
    outside = 0;
    assert(f.key !== prev, `Tab did not move focus from ${f.desc} (a keyboard trap)`);
    if (first === null) first = f.key;
    else if (f.key === first) cycled = true;
    prev = f.key;
    reached.add(f.key);
    // A ring is read again once the page has drawn its next two frames: focus can land while a
    // slice of hydration or a style change is still to be drawn (the skip link's ring once read
    // as missing on a loaded machine). Still without one, it is reported.
    if (!f.indicator && !(await ringAfterFrames(page, f.key))) noRing.add(f.desc);
  }
  const missed = [...want].filter(([k]) => !reached.has(k)).map(([, d]) => d);
  const problems = [];
  if (missed.length)
    problems.push(
      `${missed.length} of ${want.size} controls not reached by Tab:`,
      ...missed.slice(0, 15),
    );
  if (!cycled) problems.push(`Tab did not come back round within ${max} presses`);
  if (noRing.size) problems.push('no visible focus indicator:', ...[...noRing].slice(0, 15));
  assert(problems.length === 0, problems.join('\n'));
}

/** Buttons pressed, in order, to reveal more controls: generic ones, then per route. */
const REVEAL = {
  '*': ['Roll 1d', 'Roll 2d', 'Roll 3d', 'Start a new game', 'Enter my dice'],
  '/altar-of-freedom/turn-clock/': ['Union', 'Highest bid maneuvers', 'Roll depletion dice'],
  '/altar-of-freedom/oob/': ['Enter'],
  '/altar-of-freedom/army-builder/': ['Add a division', '+ Infantry', '+ Artillery'],
  '/price-of-freedom/commanders/': ['Enter values'],
};

/** Cheap actions that reveal more controls (see REVEAL), then every <details> opened. Returns
 * what was done. */
async function reveal(page, route) {
  const done = [];
  for (const text of [...REVEAL['*'], ...(REVEAL[route] ?? [])]) {
    if (!(await page.evaluate((t) => globalThis.__a11y.click(t), text))) continue;
    done.push(`“${text}”`);
    await sleep(100);
    await frame(page);
  }
  const opened = await page.evaluate(() => globalThis.__a11y.openAllDetails());
  await frame(page);
  return opened ? [...done, 'opening every <details>'] : done;
}

// Serve a copy, so a build started meanwhile cannot change the pages under the check.
const root = '.tmp/a11y-site';
rmSync(root, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('dist', root, { recursive: true });
const server = await serve({ dir: root, port: 0 });
const origin = originOf(server);
const browser = await puppeteer.launch(browserLaunchOptions());
const started = Date.now();
const errors = [];

async function newPage(context, { reducedMotion = true } = {}) {
  const page = await context.newPage();
  leaveUnsaved(page);
  await page.setBypassServiceWorker(true);
  await page.evaluateOnNewDocument(pageHelpers);
  if (reducedMotion)
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('404'))
      errors.push(`${page.url()}: ${m.text()}`);
  });
  return page;
}

/** Opens a route and waits for its page (and, on a tool page, the tool) to render. */
async function open(page, path) {
  await openApp(page, `${origin}${path}`);
  await page.waitForFunction(() => globalThis.__a11y?.heading(), { timeout: 10000 });
  await page.waitForFunction(
    () => {
      const tp = document
        .querySelector('hs-app')
        ?.shadowRoot?.querySelector('main hs-tool-page')?.shadowRoot;
      return !tp || !tp.querySelector('p[role="status"]')?.textContent?.startsWith('Loading');
    },
    { timeout: 10000 },
  );
  // Every slice hydrated (a key or tap then reaches a live control), and lazily loaded views and
  // their stores settled.
  await hydrated(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

try {
  const context = await browser.createBrowserContext();
  const page = await newPage(context);
  await page.setViewport(VIEWPORTS[0]);
  await open(page, '/');

  // The routes, read from the home page (built from the catalogue).
  // Each route once: a game's main tool has a card at the top of the page and in its game's list.
  const tools = await page.evaluate(() => [
    ...new Map(
      globalThis.__a11y
        .all()
        .filter((a) => a.matches('a.card'))
        .map((a) => [
          new URL(a.href).pathname,
          { path: new URL(a.href).pathname, built: !a.querySelector('.badge') },
        ]),
    ).values(),
  ]);
  const games = [...new Set(tools.map((t) => t.path.split('/')[1]))].map((g) => `/${g}/`);
  const routes = ['/', '/data/', ...games, ...tools.map((t) => t.path), '/altar-of-freedom/fring/'];
  console.log(
    `${routes.length} routes: home, ${games.length} games, ${tools.length} tools (${tools.filter((t) => t.built).length} built), not found`,
  );

  // 1. Every route, loaded once at the first size: Tab walks every control; the touch targets are
  // measured at both sizes, before and after revealing more controls (revealed at the phone
  // size, where layouts are tightest); then Tab walks the page again with what was revealed.
  for (const route of routes) {
    let loaded = false;
    await check(`Tab reaches every control, focus visible, no trap: ${route}`, async () => {
      await page.setViewport(VIEWPORTS[0]);
      await open(page, route);
      loaded = true;
      await tabCycle(page);
    });
    const small = new Map(VIEWPORTS.map((vp) => [vp, /** @type {Set<string>} */ (new Set())]));
    /** The set of small targets found at `vp`. */
    const smallAt = (vp) => /** @type {Set<string>} */ (small.get(vp));
    const measure = async () => {
      for (const vp of VIEWPORTS) {
        await page.setViewport(vp);
        for (const s of await page.evaluate((m) => globalThis.__a11y.smallTargets(m), MIN))
          smallAt(vp).add(s);
      }
    };
    let revealed = [];
    let error = null;
    try {
      if (!loaded) {
        await page.setViewport(VIEWPORTS[0]);
        await open(page, route);
      }
      await measure();
      revealed = await reveal(page, route);
      await measure();
      await page.setViewport(VIEWPORTS[0]);
    } catch (e) {
      error = e;
    }
    for (const vp of VIEWPORTS)
      await check(`targets ≥ ${MIN} px: ${route} (${vp.name} ${vp.width}×${vp.height})`, () => {
        if (error) throw error;
        const failing = [...smallAt(vp)].filter((s) => !EXEMPT.some((e) => e.match.test(s)));
        assert(failing.length === 0, failing.join('\n'));
      });
    if (revealed.length && !error)
      await check(`Tab reaches every control after ${revealed.join(', ')}: ${route}`, () =>
        tabCycle(page),
      );
  }

  // 2. A task on every built tool with the keyboard alone, in a fresh profile, motion allowed.
  const built = tools.filter((t) => t.built).map((t) => t.path);
  const shaped = built.filter((p) => !KEYBOARD_TASKS[p]);
  await check(
    `every built tool has a keyboard task (${built.length}: ${built.length - shaped.length} of their own, ${shaped.length} by the page's kind)`,
    () => {
      assert(built.length > 0, 'no built tool found on the home page');
    },
  );
  const kbContext = await browser.createBrowserContext();
  const kb = await newPage(kbContext, { reducedMotion: false });
  await kb.setViewport(VIEWPORTS[0]);
  for (const path of built) {
    const task = KEYBOARD_TASKS[path] ?? SHAPED_TASK;
    await check(`keyboard only: ${path} ${task.what}`, async () => {
      await open(kb, path);
      await task.run(kb);
    });
  }

  await check('no uncaught errors or console errors', async () => {
    assert(errors.length === 0, errors.slice(0, 10).join('\n'));
  });
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`(${seconds} s)`);
await finish();
