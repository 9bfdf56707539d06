// Hostile-input check of the built app (dist/) under its real CSP in Chromium. Thousands of
// generated addresses (fast-check, fixed seed) are opened in the page through the client router
// (history.pushState + popstate), and a few hundred more as real page loads (pre-rendered pages,
// the 404 fallback, the service worker, boot). Every route gets generated query strings: its known
// inputs with wild values, unknown and repeated keys, huge values, %-escape garbage, Unicode,
// markup and `javascript:` payloads; and generated paths: near-miss slugs, extra segments, dot
// segments, encoded slashes, very long paths. After each address: the page shows the heading the
// pure route parser expects (the tool, the game, or "Page not found" with its reason), a built
// tool's UI is rendered, nothing is thrown or logged as an error (CSP violations included), no
// element or handler from the input exists in any shadow root, and the payload's flag
// (`window.__pwned`) is never set. Data-carrying links (`?data=`) get malformed, truncated,
// oversized and script-bearing payloads: each is refused with a message naming the problem and
// IndexedDB stays empty. A first check plants an element, a `javascript:` link, an error and a
// wrong heading, to show that each is reported.
// Prints one line per check and a final "hostile: N passed, N failed" line; exit code 1 on failure.
// Every failing address is written in full to .tmp/hostile-failures.txt. While debugging:
// HOSTILE_ONLY=<regular expression> runs only the matching checks; HOSTILE_PER_TOOL, HOSTILE_PATHS,
// HOSTILE_LOADS and HOSTILE_WORKERS change the sizes; HOSTILE_TIMES=1 prints each check's time; HOSTILE_TRACE=1 prints each job and address as it starts;
// HOSTILE_LIST=1 writes the generated addresses to .tmp/hostile-{queries,paths,loads}.txt.
/* global window, history, addEventListener, dispatchEvent, PopStateEvent, MessageChannel, performance, URLSearchParams, crypto */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { build } from 'esbuild';
import fc from 'fast-check';
import puppeteer from 'puppeteer-core';
import { originOf, serve } from './serve.mjs';
import { assert, createChecks, openApp } from './check-kit.mjs';
import { browserLaunchOptions } from './find-chromium.mjs';
import { leaveUnsaved } from './leave-unsaved.mjs';

/** Fixed seed: every run generates the same addresses. */
const SEED = 20261121;
/** Generated addresses per route, opened in the page. */
const PER_BUILT_TOOL = Number(process.env.HOSTILE_PER_TOOL ?? 80);
const PER_OTHER_ROUTE = Number(process.env.HOSTILE_PER_OTHER ?? 20);
const GENERATED_PATHS = Number(process.env.HOSTILE_PATHS ?? 700);
/** Generated addresses opened as real page loads. */
const FULL_LOADS = Number(process.env.HOSTILE_LOADS ?? 200);
/** Longest address (encoded) opened as a real page load: the test server refuses over 16 KB. */
const MAX_LOADED_URL = 12_000;
/** Pages working at once, each in its own browser context. */
const WORKERS = Number(process.env.HOSTILE_WORKERS ?? 3);
const TRACE = Boolean(process.env.HOSTILE_TRACE);

const started = Date.now();
const { check, finish } = createChecks('hostile');
const clip = (s, n = 160) => {
  const t = String(s);
  return t.length > n ? `${t.slice(0, n)}… (${t.length} chars)` : t;
};

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: build first (npx rollup -c rollup.config.mjs).');
  process.exit(1);
}

// ---- the app's own route parser, catalogue and tool inputs (TypeScript, bundled for Node) ----

async function loadAppModules() {
  const entry = `
    export { parseRoute } from './src/routing/routes.ts';
    export { GAMES } from './src/catalog.ts';
    export { TOOLS as AOF_TOOLS } from './src/core/games/altar-of-freedom/index.ts';
    export { TOOLS as POF_TOOLS } from './src/core/games/price-of-freedom/index.ts';
    export { default as POF_COMMANDERS } from './scenarios/price-of-freedom/commanders.json';
    export { default as AOF_SCENARIOS } from './scenarios/altar-of-freedom/index.json';
  `;
  const out = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
const app = await loadAppModules();
const HOME_H1 = 'Play aids for Civil War wargames';

/** The heading (and reason) the app must show for a parsed address. */
function expectation(pathname, search) {
  const route = app.parseRoute(pathname.replace(/^\//, ''), search);
  switch (route.page) {
    case 'home':
      return { page: 'hs-home-page', h1: HOME_H1 };
    case 'game':
      return { page: 'hs-game-page', h1: route.game.title };
    case 'tool':
      return {
        page: 'hs-tool-page',
        h1: route.tool.title,
        built: route.tool.built === true,
      };
    case 'not-found':
      return { page: 'hs-not-found', h1: 'Page not found', reason: route.reason };
  }
  throw new Error(`unknown route ${route.page}`);
}

// ---- what each route reads from its link ----

const ROLL_TOOLS = new Map(
  [
    ...app.AOF_TOOLS.map((t) => [`altar-of-freedom/${t.id}`, t]),
    ...app.POF_TOOLS.map((t) => [`price-of-freedom/${t.id}`, t]),
  ].map(([k, t]) => [k, t]),
);
const SCENARIO_SLUGS = app.AOF_SCENARIOS.scenarios.map((s) => s.slug);
const COMMANDER_IDS = app.POF_COMMANDERS.commanders.map((c) => c.id);

/** Known link keys of each view, with values the view accepts. */
const VIEW_PARAMS = {
  'altar-of-freedom/turn-clock': {
    scenario: SCENARIO_SLUGS,
    controller: ['USA', 'CSA'],
    clock: ['0', '5', '12', '20'],
    levels: ['0', '3', '99'],
  },
  'altar-of-freedom/traits': { q: ['cautious', 'rash', 'a'] },
  'altar-of-freedom/oob': {
    scenario: SCENARIO_SLUGS,
    side: ['both', 'union', 'confederate'],
    q: ['Grant', 'Lee', 'div'],
    data: [],
  },
  'altar-of-freedom/setup': { scenario: SCENARIO_SLUGS, paper: ['a4', 'letter'] },
  'altar-of-freedom/labels': {
    scenario: SCENARIO_SLUGS,
    scale: ['6', '10', '15'],
    paper: ['a4', 'letter'],
    optional: ['0', '1', 'true', 'false'],
  },
  'altar-of-freedom/tracker': { game: ['g1', crypto.randomUUID()] },
  'altar-of-freedom/army-builder': { army: ['army-1'], data: [] },
  'altar-of-freedom/movement': { side: ['USA', 'CSA'], div: ['0', '7', '15', '99'] },
  'price-of-freedom/war-effort': { game: ['g1'] },
  'price-of-freedom/commanders': { side: ['both', 'union', 'confederate'], data: [] },
  'price-of-freedom/setup': { paper: ['a4', 'letter'] },
  'price-of-freedom/movement': {
    cmdr: COMMANDER_IDS,
    mam: ['-1', '0', '1', '3'],
    corps: ['1', '4', '9'],
    spent: ['0', '2'],
    actions: ['1', '2'],
    attack: ['0', '1'],
    mud: ['0', '1'],
    force: ['0', '1'],
  },
  'price-of-freedom/march': {
    side: ['usa', 'csa', 'x'],
    cmd: ['field', 'theater', 'x'],
    mam: ['-1', '0', '1', '3'],
    fresh: ['0', '2', '9'],
    spent: ['0', '1', '7'],
    attack: ['0', '1'],
    mud: ['0', '1'],
    force: ['0', '1'],
    trigger: ['majority', 'half', 'x'],
    r: ['0,1,0,0,,Gordonsville', '1,0,0,0,garrison,', '9,9', '0,0,0,0,x,', '0,0,0,0,,<img src=x>'],
  },
};

/** Known keys of a route: its view's, or a roll tool's inputs plus the roll keys. */
function knownParams(routeKey) {
  const params = { ...(VIEW_PARAMS[routeKey] ?? {}) };
  const tool = ROLL_TOOLS.get(routeKey);
  if (tool) {
    for (const def of tool.sides.flatMap((s) => s.inputs)) {
      if (def.kind === 'flag') params[def.id] = ['0', '1', 'true', 'false'];
      else if (def.kind === 'count')
        params[def.id] = [def.min, def.max, def.default, def.min - 1, def.max + 1].map(String);
      else params[def.id] = def.options.map((o) => o.value);
    }
    const sides = tool.sides.map((s) => s.dice);
    params.seed = ['abc', 'A1_-', 'x'.repeat(64), 'x'.repeat(65)];
    params.dice = [
      sides.map((d) => Array.from({ length: d.count }, () => '1').join('.')).join(','),
      sides.map((d) => Array.from({ length: d.count }, () => String(d.sides)).join('.')).join(','),
      sides.map((d) => String(d.sides + 1)).join(','),
      '0',
    ];
    params.n = ['1', '0', '-1'];
  }
  return params;
}

// ---- data-carrying link payloads ----

const b64url = (buf) =>
  Buffer.from(buf).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const pack = (text) => b64url(deflateRawSync(Buffer.from(text, 'utf8')));
const envelope = (gameSlug, kind, data, extra = {}) =>
  JSON.stringify({
    format: 'haversack-user-data',
    version: 1,
    gameSlug,
    kind,
    exportedAt: '2026-11-20T10:00:00.000Z',
    data,
    ...extra,
  });
const XSS_IMG = '<img src=x id=hsx onerror=window.__pwned=1>';
const XSS_SCRIPT = '<script>window.__pwned=1</script>';
const army = (name, extra = {}) => ({
  armies: [
    {
      id: 'army-x',
      name,
      size: 'small',
      updatedAt: '2026-11-20T10:00:00.000Z',
      divisions: [{ name: 'First', brigades: [{ name: 'Iron', arm: 'infantry', sm: 0 }] }],
      generals: [{ name: 'Grant', pp: 5, traits: [] }],
      ...extra,
    },
  ],
});
const DATA_KINDS = {
  'altar-of-freedom/oob': {
    gameSlug: 'altar-of-freedom',
    kind: 'general-ratings',
    valid: {},
    scripted: { shiloh: { [XSS_IMG]: { pp: 3 } } },
  },
  'altar-of-freedom/army-builder': {
    gameSlug: 'altar-of-freedom',
    kind: 'armies',
    valid: army('Army of the Tennessee'),
    scripted: army(XSS_IMG),
  },
  'price-of-freedom/commanders': {
    gameSlug: 'price-of-freedom',
    kind: 'commanders',
    valid: { commanders: {} },
    scripted: {
      commanders: {
        [COMMANDER_IDS.find((id) => id.includes('unnamed')) ?? COMMANDER_IDS[0]]: {
          name: XSS_SCRIPT,
        },
      },
    },
  },
};

/**
 * Hostile `data` payloads for a page, each with what the refusal must say (a regular expression
 * matched against the page's visible text). None may be saved.
 */
function dataCases(routeKey) {
  const k = DATA_KINDS[routeKey];
  const valid = envelope(k.gameSlug, k.kind, k.valid);
  const validPacked = pack(valid);
  return [
    { name: 'not base64url', data: '!!!<img src=x>', says: /characters a Haversack link never/ },
    { name: 'not compressed', data: 'abcdefgh', says: /damaged or incomplete/ },
    {
      name: 'a compressed link cut short',
      data: validPacked.slice(0, Math.floor(validPacked.length / 2)),
      says: /damaged or incomplete/,
    },
    {
      name: 'not JSON',
      data: pack('{"format": "haversack-user-data",'),
      says: /The link’s data is not valid JSON/,
    },
    {
      name: 'a valid export cut in half',
      data: pack(valid.slice(0, Math.floor(valid.length / 2))),
      says: /not valid JSON/,
    },
    { name: 'wrong shape', data: pack('[1,2,3]'), says: /not a Haversack user-data file/ },
    {
      name: 'wrong format literal',
      data: pack(valid.replace('haversack-user-data', 'other-app')),
      says: /not a Haversack user-data file/,
    },
    {
      name: 'wrong version',
      data: pack(valid.replace('"version":1', '"version":2')),
      says: /newer version/,
    },
    {
      name: 'another kind',
      data: pack(envelope(k.gameSlug, 'something-else', k.valid)),
      says: /not /,
    },
    {
      name: 'over 5 MB once expanded',
      data: pack(`${valid.slice(0, -1)},"pad":"${' '.repeat(5.5 * 1024 * 1024)}"}`),
      says: /The link’s data is too large/,
    },
    {
      name: 'script-bearing text in an otherwise valid export',
      data: pack(envelope(k.gameSlug, k.kind, k.scripted)),
      says: /must not contain < or >|Not a general/,
    },
    {
      name: 'script-bearing note in the envelope',
      data: pack(envelope(k.gameSlug, k.kind, k.valid, { note: XSS_SCRIPT })),
      says: /must not contain < or >/,
    },
    {
      // Refused by the router before the page reads it: "Page not found" says why.
      name: 'an over-long link',
      data: `${validPacked}${'A'.repeat(9000)}`,
      says: /too long to be a Haversack link/,
      page: 'hs-not-found',
    },
  ];
}

// ---- generators ----

const PAYLOADS = [
  XSS_SCRIPT,
  XSS_IMG,
  '"><img src=x id=hsx onerror="window.__pwned=1">',
  "'><svg id=hsx onload=window.__pwned=1>",
  '</code></p><hs-pwn id=hsx></hs-pwn>',
  '<a href="javascript:window.__pwned=1" id=hsx>x</a>',
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  '${window.__pwned=1}',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '<!--',
  ']]>',
  '\u2028\u2029',
  '\u202e\u202d',
  '\u0000',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
];
const SPECIAL = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
  'length',
  '0',
  '-1',
  '-0',
  '+1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '0x1f',
  '0b11',
  '1.5',
  ' 1',
  '1 ',
  '１',
  '٣',
  '9007199254740993',
  'true',
  'TRUE',
  'yes',
  'null',
  'undefined',
  '[]',
  '{}',
  '.*',
  '(a+)+$',
  '[',
  '(',
  '\\',
  '%',
  '',
  ' ',
  '+',
  '&',
  '=',
  '?',
  '#',
];
const PERCENT_GARBAGE = [
  '%',
  '%z',
  '%zz',
  '%E0%A4%A',
  '%ff%fe',
  '%C0%AF',
  '%25',
  '%%',
  '%u0041',
  '%0',
];

const wellFormed = (s) => s.toWellFormed();
const wildValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS, ...SPECIAL) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: -1e9, max: 1e9 }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 200, max: 12_000 }), fc.constantFrom('x', '9', '<', 'é', '%', '𝕏'))
      .map(([n, c]) => c.repeat(n)),
  },
);
/** A value near one the route accepts: changed case, padded, cut, doubled, with a payload. */
const nearValue = (good) =>
  fc
    .tuple(
      fc.constantFrom(...good),
      fc.constantFrom('upper', 'pad', 'cut', 'double', 'payload', 'sign', 'same'),
    )
    .chain(([v, how]) =>
      fc.constant(
        how === 'upper'
          ? v.toUpperCase()
          : how === 'pad'
            ? ` ${v}\t`
            : how === 'cut'
              ? v.slice(0, -1)
              : how === 'double'
                ? `${v}${v}`
                : how === 'payload'
                  ? `${v}${XSS_IMG}`
                  : how === 'sign'
                    ? `+${v}`
                    : v,
      ),
    );
const wildKey = fc.oneof(
  fc.constantFrom(...SPECIAL, ...PAYLOADS, 'x', 'seed', 'data', 'game', 'a[]', 'a[b]', 'a.b'),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** Encodes one pair in one of several ways, some of them malformed. */
function encodePair(k, v, how, garbage) {
  const enc = (s) => encodeURIComponent(wellFormed(s));
  switch (how) {
    case 'component':
      return `${enc(k)}=${enc(v)}`;
    case 'form':
      return new URLSearchParams([[wellFormed(k), wellFormed(v)]]).toString();
    case 'raw':
      return `${k.replace(/#/g, '%23')}=${v.replace(/#/g, '%23')}`;
    case 'bare':
      return enc(k);
    default:
      return `${enc(k)}${garbage}=${garbage}${enc(v)}`;
  }
}

function queryArb(routeKey) {
  const known = knownParams(routeKey);
  const names = Object.keys(known);
  const pairArb = names.length
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .constantFrom(...names)
            .chain((k) =>
              fc.tuple(
                fc.constant(k),
                known[k].length
                  ? fc.oneof(fc.constantFrom(...known[k]), nearValue(known[k]), wildValue)
                  : wildValue,
              ),
            ),
        },
        { weight: 2, arbitrary: fc.tuple(wildKey, wildValue) },
      )
    : fc.tuple(wildKey, wildValue);
  const encoded = fc
    .tuple(
      pairArb,
      fc.constantFrom('component', 'component', 'form', 'raw', 'bare', 'garbage'),
      fc.constantFrom(...PERCENT_GARBAGE),
    )
    .map(([[k, v], how, g]) => encodePair(k, v, how, g));
  // One key given several different values (the first one wins, or the link is refused).
  const repeated = (names.length ? fc.constantFrom(...names) : wildKey).chain((k) =>
    fc
      .array(
        Object.hasOwn(known, k) && known[k].length
          ? fc.oneof(fc.constantFrom(...known[k]), wildValue)
          : wildValue,
        {
          minLength: 2,
          maxLength: 4,
        },
      )
      .map((values) => values.map((v) => encodePair(k, v, 'component', ''))),
  );
  return fc
    .tuple(
      fc.array(encoded, { maxLength: 6 }),
      fc.option(repeated, { freq: 3 }),
      fc.constantFrom('', '&', '&&', '#frag', '#<img src=x>'),
    )
    .map(([pairs, again, tail]) => `?${[...pairs, ...(again ?? [])].join('&')}${tail}`);
}

const ROUTE_PATHS = [
  '',
  ...app.GAMES.flatMap((g) => [`${g.slug}/`, ...g.tools.map((t) => `${g.slug}/${t.slug}/`)]),
];

/** A one-character mistake in a slug. */
const typo = (slug) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: Math.max(0, slug.length - 1) }),
      fc.constantFrom('delete', 'insert', 'replace', 'swap', 'upper', 'homoglyph', 'dash'),
      fc.constantFrom('a', 'e', '-', '_', '.', 'é', '0'),
    )
    .map(([i, how, c]) => {
      switch (how) {
        case 'delete':
          return slug.slice(0, i) + slug.slice(i + 1);
        case 'insert':
          return slug.slice(0, i) + c + slug.slice(i);
        case 'replace':
          return slug.slice(0, i) + c + slug.slice(i + 1);
        case 'swap':
          return slug.slice(0, i) + (slug[i + 1] ?? '') + (slug[i] ?? '') + slug.slice(i + 2);
        case 'upper':
          return slug.toUpperCase();
        case 'homoglyph':
          return slug.replace('a', 'а').replace('o', 'о'); // Cyrillic a and o
        default:
          return `${slug}-`;
      }
    });

const segmentArb = fc.oneof(
  fc.constantFrom('.', '..', '%2e', '%2E%2e', '.%2e', 'index.html', 'x', '', '~', ';', '@'),
  fc.constantFrom(...PERCENT_GARBAGE),
  fc.constantFrom(...PAYLOADS, ...SPECIAL).map((s) => encodeURIComponent(wellFormed(s))),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

const gameAndTool = fc.constantFrom(
  ...app.GAMES.flatMap((g) => g.tools.map((t) => [g.slug, t.slug])),
);
const pathArb = fc.oneof(
  // a real route, written differently
  fc
    .tuple(
      fc.constantFrom(...ROUTE_PATHS),
      fc.constantFrom('as is', 'no slash', 'index', 'double', 'upper', 'backslash'),
    )
    .map(([p, how]) => {
      if (how === 'no slash') return p.replace(/\/$/, '');
      if (how === 'index') return `${p}index.html`;
      if (how === 'double') return p.replace('/', '//');
      if (how === 'upper') return p.toUpperCase();
      if (how === 'backslash') return p.replace(/\//g, '\\');
      return p;
    }),
  // a near-miss game or tool slug
  gameAndTool.chain(([g, t]) =>
    fc.oneof(
      typo(g).map((x) => `${x}/${t}/`),
      typo(t).map((x) => `${g}/${x}/`),
      typo(g).map((x) => `${x}/`),
    ),
  ),
  // extra segments after a tool
  fc
    .tuple(gameAndTool, fc.array(segmentArb, { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([[g, t], extra, slash]) => `${g}/${t}/${extra.join('/')}${slash ? '/' : ''}`),
  // dot segments and encoded slashes
  fc
    .tuple(gameAndTool, fc.constantFrom('./', '../', '%2e/', '%2e%2e/', '.%2E/', 'x/../'))
    .map(([[g, t], dots]) => `${g}/${dots}${t}/`),
  fc
    .tuple(gameAndTool, fc.constantFrom('%2F', '%2f', '%5C', '%252F', '%00'))
    .map(([[g, t], sep]) => `${g}${sep}${t}/`),
  // random segments
  fc.array(segmentArb, { minLength: 1, maxLength: 6 }).map((s) => s.join('/')),
  // very long paths
  fc
    .tuple(
      fc.integer({ min: 1000, max: 12_000 }),
      fc.constantFrom('a', '%41', 'é', '/', 'altar-of-freedom/'),
    )
    .map(([n, c]) => c.repeat(Math.ceil(n / c.length))),
);

const sample = (arb, numRuns, seedOffset) => fc.sample(arb, { seed: SEED + seedOffset, numRuns });

// ---- in-page helpers (run in the page; no closures over this file) ----

function installProbe() {
  if (window.__hs) return;
  const errors = [];
  addEventListener('error', (e) => errors.push(`uncaught: ${e.message}`));
  addEventListener('unhandledrejection', (e) =>
    errors.push(`unhandled rejection: ${e.reason?.message ?? e.reason}`),
  );
  document.addEventListener(
    'securitypolicyviolation',
    (e) => errors.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    true,
  );
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  const deep = (root, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, out);
    }
    return out;
  };
  const pageEl = () =>
    document.querySelector('hs-app')?.shadowRoot?.querySelector('main')?.firstElementChild ?? null;
  const toolLoading = (p) =>
    p?.localName === 'hs-tool-page' &&
    (p.hasAttribute('data-loading') ||
      [...(p.shadowRoot?.children ?? [])].some(
        (c) => c.matches('p[role="status"]') && c.textContent.trim() === 'Loading…',
      ));
  /** A macrotask turn without the 4 ms clamp of nested timers. */
  const channel = new MessageChannel();
  const turns = [];
  channel.port1.onmessage = () => turns.shift()?.();
  const turn = () =>
    new Promise((r) => {
      turns.push(r);
      channel.port2.postMessage(0);
    });
  /** Waits until the router, the page and every Lit element under it have finished updating. */
  async function settle(limitMs = 10_000) {
    const t0 = performance.now();
    let quiet = 0;
    let why = '';
    while (performance.now() - t0 < limitMs) {
      // Elements dropped before their first update never finish it, and never will matter.
      const lit = deep(document).filter((e) => 'updateComplete' in e);
      const live = () => lit.filter((e) => e.isConnected);
      // An element dropped while it waited (a prerendered one the tool replaced) never updates:
      // wait in short slices, looking again at what is still in the page after each.
      const late = new Promise((ok) => setTimeout(ok, 200));
      await Promise.race([
        Promise.all(live().map((e) => e.updateComplete.catch(() => undefined))),
        late,
      ]);
      await turn();
      const pending = live().filter((e) => e.isUpdatePending);
      why = toolLoading(pageEl())
        ? 'the tool is still loading'
        : pending.map((e) => `<${e.localName}> has an update pending`).join(', ');
      if (why) quiet = 0;
      else if (++quiet >= 2) return true;
      else await turn();
    }
    return why || 'never quiet';
  }
  const FORBIDDEN = new Set([
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'img',
    'image',
    'foreignobject',
    'math',
  ]);
  const BAD_URL = /^(javascript|vbscript|data):/i;
  /** Elements or attributes the input could only have put there by being parsed as markup. */
  function injected() {
    const found = [];
    if (window.__pwned !== undefined) found.push('window.__pwned was set');
    // The page's own: the app, its no-script line, and the empty mark after the app that the
    // first frame waits for (public/boot.js).
    const own = (e) =>
      e.localName === 'hs-app' ||
      e.localName === 'noscript' ||
      (e.localName === 'span' && e.id === 'hs-drawn' && e.hidden && e.childNodes.length === 0);
    for (const e of document.body.children) if (!own(e)) found.push(`<${e.localName}> in the body`);
    const root = document.querySelector('hs-app');
    for (const el of [root, ...deep(root?.shadowRoot ?? document.createElement('div'))]) {
      if (!el) continue;
      const tag = el.localName;
      const brand = tag === 'img' && el.getAttribute('src') === 'icons/icon.svg';
      if (FORBIDDEN.has(tag) && !brand) found.push(`<${tag}>`);
      if (tag.includes('pwn')) found.push(`<${tag}>`);
      for (const a of el.attributes) {
        if (a.name.startsWith('on')) found.push(`<${tag} ${a.name}>`);
        if (BAD_URL.test(a.value.replace(/[\s\p{Cc}]/gu, '')))
          found.push(`<${tag} ${a.name}=${a.value.slice(0, 40)}>`);
        if (a.name === 'id' && a.value === 'hsx') found.push(`<${tag} id=hsx>`);
      }
    }
    return found;
  }
  /** What the page shows now. */
  function inspect() {
    const p = pageEl();
    const sr = p?.shadowRoot;
    const text = (el) => el?.textContent.replace(/\s+/g, ' ').trim() ?? '';
    let tool = 'n/a';
    let rendered = false;
    if (p?.localName === 'hs-tool-page' && sr) {
      const kids = [...sr.children];
      if (toolLoading(p)) tool = 'loading';
      else if (kids.some((c) => c.matches('.notice[role="alert"]'))) tool = 'error';
      else if (text(sr).includes('not built yet')) tool = 'not-built';
      else {
        const el = kids.find((c) => !['H1', 'P', 'STYLE'].includes(c.tagName));
        tool = el ? 'ready' : 'missing';
        rendered =
          !!el &&
          ((el.shadowRoot?.childElementCount ?? 0) > 0 ||
            [...el.children].some((c) => (c.shadowRoot?.childElementCount ?? 0) > 0));
      }
    }
    return {
      path: location.pathname,
      search: location.search,
      page: p?.localName ?? '',
      h1: text(sr?.querySelector('h1')),
      notice: text(sr?.querySelector('.notice')),
      tool,
      rendered,
      injected: injected(),
      // A prerendered element still waiting to hydrate: the page looks right and does nothing.
      waiting: deep(document)
        .filter((e) => e.hasAttribute('defer-hydration'))
        .map((e) => e.localName),
      errors: errors.splice(0),
    };
  }
  /** Everything visible in the page element, through shadow roots (for messages). */
  function pageText() {
    const parts = [];
    const walk = (root) => {
      for (const node of root.childNodes) {
        if (node.nodeType === 3) parts.push(node.data);
        else if (node.nodeType === 1) {
          if (node.shadowRoot) walk(node.shadowRoot);
          walk(node);
        }
      }
    };
    const p = pageEl();
    if (p?.shadowRoot) walk(p.shadowRoot);
    return parts.join(' ').replace(/\s+/g, ' ');
  }
  /** Opens each address through the client router and reports what does not match. */
  /** The leave question's "without saving" button, when the app is asking. */
  function leaveButton() {
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'button' && /without saving$/.test(el.textContent.trim())) return el;
        const inner = el.shadowRoot && walk(el.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    return walk(document);
  }
  async function visitAll(cases) {
    const out = [];
    for (const c of cases) {
      console.debug(`visit ${c.url.slice(0, 200)}`);
      history.pushState(null, '', c.url);
      dispatchEvent(new PopStateEvent('popstate'));
      // A page left with unsaved work (a form an earlier address filled) asks first and puts the
      // address back: answer "leave" as a player would, then go again.
      const leave = leaveButton();
      if (leave) {
        leave.click();
        await settle();
        history.pushState(null, '', c.url);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      const settled = await settle();
      out.push({ i: c.i, settled, ...inspect() });
    }
    return out;
  }
  /** Every record of every store of a database (empty object when it does not exist). */
  async function dumpDb(name) {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === name)) return {};
    const db = await new Promise((ok, fail) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => ok(req.result);
      req.onerror = () => fail(req.error);
    });
    const dump = {};
    for (const store of db.objectStoreNames) {
      dump[store] = await new Promise((ok, fail) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => ok(JSON.stringify(req.result));
        req.onerror = () => fail(req.error);
      });
    }
    db.close();
    return dump;
  }
  window.__hs = { settle, inspect, visitAll, pageText, dumpDb, errors };
}

// ---- checking one result against its expectation ----

/** Full addresses of every failure, written to .tmp/hostile-failures.txt for replaying. */
const failedUrls = new Set();
const failing = (url, text) => {
  failedUrls.add(url);
  return `${clip(url, 140)}\n        ${text}`;
};

function problemsOf(r, url) {
  const exp = expectation(r.path, r.search);
  const p = [];
  if (r.settled !== true) p.push(`the page did not settle within 10 s: ${r.settled}`);
  if (r.page !== exp.page) p.push(`showed <${r.page}>, expected <${exp.page}>`);
  if (!r.h1) p.push('no heading (blank page)');
  else if (r.h1 !== exp.h1) p.push(`heading “${clip(r.h1, 60)}”, expected “${clip(exp.h1, 60)}”`);
  if (exp.reason !== undefined && r.notice !== exp.reason.replace(/\s+/g, ' ').trim())
    p.push(`message “${clip(r.notice, 80)}”, expected “${clip(exp.reason, 80)}”`);
  if (exp.page === 'hs-tool-page') {
    if (exp.built && (r.tool !== 'ready' || !r.rendered))
      p.push(`the tool was not shown (${r.tool}${r.notice ? `: ${r.notice}` : ''})`);
    if (!exp.built && r.tool !== 'not-built') p.push(`no “not built yet” message (${r.tool})`);
  }
  for (const w of r.waiting ?? []) p.push(`<${w}> never hydrated (still defer-hydration)`);
  for (const i of r.injected) p.push(`injected from the input: ${i}`);
  for (const e of r.errors) p.push(clip(e, 300));
  return p.length ? failing(url, p.join('\n        ')) : null;
}

// ---- run ----

const root = '.tmp/hostile-site';
rmSync(root, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('dist', root, { recursive: true });
const server = await serve({ dir: root, port: 0 });
const origin = originOf(server);
const browser = await puppeteer.launch(browserLaunchOptions());
const totals = { inPage: 0, fullLoads: 0, dataLinks: 0 };

/**
 * One browser context with one page, its own IndexedDB and its own error log. `status` is the
 * HTTP status of its last real load: a 404 answer (the app's 404 page) is logged by Chromium as a
 * console error, and only that one is expected.
 */
async function makeWorker() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  leaveUnsaved(page);
  const worker = {
    context,
    page,
    answered404: '',
    loading: '',
    outside: /** @type {string[]} */ ([]),
  };
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame())
      worker.answered404 = r.status() === 404 ? r.url() : '';
  });
  if (TRACE)
    page.on('console', (m) => {
      if (m.type() === 'debug') console.error(`    ${m.text()}`);
    });
  page.on('pageerror', (e) => worker.outside.push(`uncaught ${/** @type {Error} */ (e).message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location()?.url ?? '';
    if (
      /status of 404/.test(m.text()) &&
      at !== '' &&
      (at === worker.answered404 || at === worker.loading)
    )
      return;
    worker.outside.push(`console ${m.text()}`);
  });
  await page.setViewport({ width: 820, height: 1180 });
  await openApp(page, `${origin}/`);
  await page.evaluate(installProbe);
  await page.evaluate(() => window.__hs.settle());
  worker.dbBefore = await page.evaluate(() => window.__hs.dumpDb('haversack'));
  return worker;
}

/** Opens `urls` in the worker's page through the router; returns the failures. */
async function inPage(worker, urls) {
  const failures = [];
  for (let at = 0; at < urls.length; at += 50) {
    const batch = urls.slice(at, at + 50).map((url, j) => ({ i: at + j, url }));
    const out = await worker.page.evaluate((cases) => window.__hs.visitAll(cases), batch);
    for (const r of out) {
      const f = problemsOf(r, urls[r.i]);
      if (f) failures.push(f);
    }
    if (worker.outside.length > 0)
      failures.push(
        `while opening the ${batch.length} addresses from ${clip(urls[at], 100)}:\n        ${worker.outside.splice(0).join('\n        ')}`,
      );
  }
  // Anything the last address set off after its check.
  const late = await worker.page.evaluate(async () => {
    await window.__hs.settle();
    return window.__hs.errors.splice(0);
  });
  failures.push(...late.map((e) => `after ${clip(urls.at(-1), 100)}: ${clip(e, 300)}`));
  totals.inPage += urls.length;
  return failures;
}

/** Opens each address as a real page load (server, service worker, 404 page, boot). */
async function fullLoads(worker, urls) {
  const failures = [];
  const { page } = worker;
  for (const url of urls) {
    try {
      worker.loading = new URL(url).href;
      if (TRACE) console.error(`    load ${url.slice(0, 200)}`);
      await openApp(page, url, { timeout: 15_000 });
      await page.evaluate(installProbe);
      const r = await page.evaluate(async () => {
        const settled = await window.__hs.settle();
        return { settled, ...window.__hs.inspect() };
      });
      const f = problemsOf(r, url);
      if (f) failures.push(f);
    } catch (e) {
      failures.push(failing(url, clip(e.message, 300)));
    }
    if (worker.outside.length > 0)
      failures.push(failing(url, worker.outside.splice(0).join('\n        ')));
    totals.fullLoads += 1;
  }
  return failures;
}

/** Each hostile `data` link: refused with a message saying what is wrong; nothing saved. */
async function dataLinks(worker, routeKey) {
  const failures = [];
  for (const c of dataCases(routeKey)) {
    const url = `${origin}/${routeKey}/?data=${c.data}`;
    const refusal = c.page === 'hs-not-found' ? 'Page not found' : 'could not be used';
    const r = await worker.page.evaluate(
      async (u, wanted) => {
        const [visited] = await window.__hs.visitAll([{ i: 0, url: u }]);
        // The payload is read asynchronously: wait for its message.
        for (let t = 0; t < 100 && !window.__hs.pageText().includes(wanted); t++)
          await new Promise((ok) => setTimeout(ok, 20));
        await window.__hs.settle();
        const now = window.__hs.inspect();
        return {
          ...visited,
          injected: [...visited.injected, ...now.injected],
          errors: [...visited.errors, ...now.errors],
          text: window.__hs.pageText(),
        };
      },
      url,
      refusal,
    );
    const p = problemsOf(r, url);
    if (p) failures.push(`${c.name}: ${p}`);
    if (r.page !== (c.page ?? 'hs-tool-page')) failures.push(`${c.name}: showed <${r.page}>`);
    const shown =
      c.page === 'hs-not-found'
        ? r.notice
        : (/could not be used:(.*?)(Dismiss|$)/.exec(r.text)?.[1]?.trim() ?? '');
    if (!shown) failures.push(`${c.name}: no refusal shown`);
    else if (!c.says.test(shown))
      failures.push(`${c.name}: the message “${clip(shown, 120)}” does not say ${c.says}`);
    if (worker.outside.length > 0)
      failures.push(`${c.name}: ${worker.outside.splice(0).join('; ')}`);
    totals.dataLinks += 1;
  }
  const after = await worker.page.evaluate(() => window.__hs.dumpDb('haversack'));
  for (const store of ['games', 'rolls', 'userData'])
    if ((after[store] ?? '[]') !== (worker.dbBefore[store] ?? '[]'))
      failures.push(`IndexedDB ${store} changed: ${clip(after[store], 160)}`);
  return failures;
}

const describe = (failures, n) =>
  failures.length === 0
    ? null
    : `${failures.length} of ${n} failed:\n      ${failures.slice(0, 6).join('\n      ')}`;

// The jobs, in report order; they run on a few pages at once.
const jobs = [];
for (const [i, routePath] of ROUTE_PATHS.entries()) {
  const key = routePath.replace(/\/$/, '');
  const built = app.GAMES.some((g) =>
    g.tools.some((t) => t.built && `${g.slug}/${t.slug}` === key),
  );
  const n = built ? PER_BUILT_TOOL : PER_OTHER_ROUTE;
  const urls = sample(queryArb(key), n, 1000 + i).map((q) => `${origin}/${routePath}${q}`);
  jobs.push({
    name: `/${routePath}: ${n} generated query strings in the page`,
    urls,
    weight: n,
    run: async (w) => describe(await inPage(w, urls), n),
  });
}
const paths = sample(
  fc.tuple(pathArb, fc.oneof(fc.constant(''), queryArb(''))),
  GENERATED_PATHS,
  1,
).map(([p, q]) => `${origin}/${p}${q}`);
const PATH_CHUNK = 100;
for (let at = 0; at < paths.length; at += PATH_CHUNK) {
  const urls = paths.slice(at, at + PATH_CHUNK);
  jobs.push({
    name: `generated paths ${at + 1}–${at + urls.length} (near misses, extra and dot segments, encoded slashes, long) in the page`,
    weight: urls.length / 2,
    run: async (w) => describe(await inPage(w, urls), urls.length),
  });
}
for (const routeKey of Object.keys(DATA_KINDS)) {
  jobs.push({
    name: `/${routeKey}/?data=: ${dataCases(routeKey).length} hostile payloads refused with a message naming the problem, nothing saved`,
    weight: 200,
    run: async (w) => describe(await dataLinks(w, routeKey), dataCases(routeKey).length),
  });
}
const loads = sample(
  fc.oneof(
    fc.tuple(pathArb, fc.oneof(fc.constant(''), queryArb(''))).map(([p, q]) => `${p}${q}`),
    fc
      .constantFrom(...ROUTE_PATHS)
      .chain((p) => queryArb(p.replace(/\/$/, '')).map((q) => `${p}${q}`)),
  ),
  FULL_LOADS,
  2,
)
  // Static servers refuse request lines much over 8 KB (431/414) before the app can run.
  .map((x) => new URL(`${origin}/${x}`).href.slice(0, MAX_LOADED_URL));
const LOAD_CHUNK = 40;
for (let at = 0; at < loads.length; at += LOAD_CHUNK) {
  const urls = loads.slice(at, at + LOAD_CHUNK);
  jobs.push({
    name: `generated addresses ${at + 1}–${at + urls.length} opened as real page loads`,
    weight: urls.length * 10,
    run: async (w) => describe(await fullLoads(w, urls), urls.length),
  });
}

if (process.env.HOSTILE_LIST) {
  writeFileSync('.tmp/hostile-loads.txt', `${loads.join('\n')}\n`);
  writeFileSync('.tmp/hostile-paths.txt', `${paths.join('\n')}\n`);
  writeFileSync('.tmp/hostile-queries.txt', `${jobs.flatMap((j) => j.urls ?? []).join('\n')}\n`);
}
if (process.env.HOSTILE_ONLY) {
  const only = new RegExp(process.env.HOSTILE_ONLY);
  jobs.splice(0, jobs.length, ...jobs.filter((j) => only.test(j.name)));
}

try {
  const workers = await Promise.all(Array.from({ length: WORKERS }, makeWorker));
  await check(
    'the checks can fail: a planted element, link, error and wrong heading are reported',
    async () => {
      const w = workers[0];
      const r = await w.page.evaluate(() => {
        const shadow = /** @type {ShadowRoot} */ (
          document.querySelector('hs-app')?.shadowRoot?.querySelector('main')?.firstElementChild
            ?.shadowRoot
        );
        // (Trusted Types forbid setting an on* attribute here, as they would for any input.)
        const planted = document.createElement('img');
        planted.id = 'hsx';
        const a = document.createElement('a');
        a.setAttribute('href', 'javascript:void 0');
        shadow.append(planted, a);
        console.error('planted error');
        const shown = { settled: true, ...window.__hs.inspect() };
        planted.remove();
        a.remove();
        return shown;
      });
      // The planted console error reaches Chromium's log too: wait for it, then drop it.
      for (let t = 0; t < 50 && !w.outside.some((e) => e.includes('planted error')); t++)
        await new Promise((ok) => setTimeout(ok, 20));
      assert(w.outside.length > 0, 'the planted console error did not reach Chromium’s log');
      w.outside.splice(0);
      const found = problemsOf(r, 'planted') ?? '';
      for (const expected of ['<img>', 'id=hsx', 'javascript:', 'planted error'])
        assert(found.includes(expected), `not reported: ${expected}\n${found}`);
      const wrong = problemsOf(
        { ...r, injected: [], errors: [], path: '/altar-of-freedom/firing/' },
        'wrong heading',
      );
      assert(wrong?.includes('expected <hs-tool-page>'), `wrong heading not reported: ${wrong}`);
      failedUrls.clear();
    },
  );
  const JOB_LIMIT_S = 300;
  // Longest jobs first keeps the pages busy to the end; results are reported in job order.
  const order = [...jobs.keys()].sort((a, b) => (jobs[b].weight ?? 0) - (jobs[a].weight ?? 0));
  const outcomes = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    workers.map(async (w) => {
      for (let k = next++; k < order.length; k = next++) {
        const job = jobs[order[k]];
        const t0 = Date.now();
        if (TRACE) console.error(`  … start ${job.name}`);
        try {
          // A job that never ends is a failure, not a hang of the whole check.
          let timer;
          const stuck = new Promise((ok) => {
            timer = setTimeout(() => ok(`did not finish in ${JOB_LIMIT_S} s`), JOB_LIMIT_S * 1000);
          });
          const failure = await Promise.race([job.run(w), stuck]);
          clearTimeout(timer);
          if (TRACE)
            console.error(`  … end ${job.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
          outcomes[order[k]] = { failure, ms: Date.now() - t0 };
        } catch (e) {
          outcomes[order[k]] = { failure: String(e?.stack ?? e), ms: Date.now() - t0 };
        }
      }
    }),
  );
  for (const [i, job] of jobs.entries()) {
    const { failure, ms } = outcomes[i];
    await check(
      `${job.name}${process.env.HOSTILE_TIMES ? ` [${(ms / 1000).toFixed(1)} s]` : ''}`,
      () => assert(failure === null, failure),
    );
  }
  await check(
    'IndexedDB holds no games, rolls or user data after every generated address',
    async () => {
      for (const w of workers) {
        const after = await w.page.evaluate(async () => {
          if (!window.__hs) return null;
          return window.__hs.dumpDb('haversack');
        });
        if (after === null) continue;
        for (const store of ['games', 'rolls', 'userData'])
          assert(
            (after[store] ?? '[]') === (w.dbBefore[store] ?? '[]'),
            `${store} changed: ${clip(after[store], 200)}`,
          );
      }
    },
  );
  await check('no uncaught errors or console errors outside the checks above', async () => {
    const left = workers.flatMap((w) => w.outside);
    assert(left.length === 0, left.slice(0, 10).join('\n'));
  });
} finally {
  await browser.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
}

rmSync('.tmp/hostile-failures.txt', { force: true });
if (failedUrls.size > 0) {
  writeFileSync('.tmp/hostile-failures.txt', `${[...failedUrls].join('\n')}\n`);
  console.log('  (every failing address, in full: .tmp/hostile-failures.txt)');
}
console.log(
  `  (${totals.inPage} addresses opened in the page, ${totals.fullLoads} real page loads, ${totals.dataLinks} data links; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
await finish();
