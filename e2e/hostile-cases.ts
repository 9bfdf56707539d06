// What the hostile-input tests open: generated addresses (fast-check, fixed seed) for every
// route, generated paths, and hostile data-carrying links, with what the app must show for each.
// Everything here is computed when the tests are listed, without the server: the addresses are
// paths and queries, and each test puts its origin in front.
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { GAMES } from '../src/catalog.js';
import { parseRoute } from '../src/routing/routes.js';
import { TOOLS as AOF_TOOLS } from '../src/core/games/altar-of-freedom/index.js';
import { TOOLS as POF_TOOLS } from '../src/core/games/price-of-freedom/index.js';
import type { RollTool } from '../src/core/shared/tool.js';
import POF_COMMANDERS from '../scenarios/price-of-freedom/commanders.json' with { type: 'json' };
import AOF_SCENARIOS from '../scenarios/altar-of-freedom/index.json' with { type: 'json' };

/** Fixed seed: every run generates the same addresses. */
export const SEED = 20261121;
const HOME_H1 = 'Play aids for Civil War wargames';

/** What the app must show for an address. */
export interface Expectation {
  page: string;
  h1: string;
  built?: boolean;
  reason?: string;
}

/** The heading (and reason) the app must show for a parsed address. */
export function expectation(pathname: string, search: string): Expectation {
  const route = parseRoute(pathname.replace(/^\//, ''), search);
  switch (route.page) {
    case 'home':
      return { page: 'hs-home-page', h1: HOME_H1 };
    case 'game':
      return { page: 'hs-game-page', h1: route.game.title };
    case 'tool':
      return { page: 'hs-tool-page', h1: route.tool.title, built: route.tool.built === true };
    case 'not-found':
      return { page: 'hs-not-found', h1: 'Page not found', reason: route.reason };
  }
  throw new Error(`no expectation for the ${route.page} page`);
}

// ---- what each route reads from its link ----

const ROLL_TOOLS = new Map<string, RollTool>([
  ...AOF_TOOLS.map((t): [string, RollTool] => [`altar-of-freedom/${t.id}`, t]),
  ...POF_TOOLS.map((t): [string, RollTool] => [`price-of-freedom/${t.id}`, t]),
]);
const SCENARIO_SLUGS = AOF_SCENARIOS.scenarios.map((s) => s.slug);
const COMMANDER_IDS = POF_COMMANDERS.commanders.map((c) => c.id);

/** Known link keys of each view, with values the view accepts. */
const VIEW_PARAMS: Record<string, Record<string, readonly string[]>> = {
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
  'altar-of-freedom/tracker': { game: ['g1', '6f1c2e9a-4b7d-4e3f-9a1b-2c3d4e5f6a7b'] },
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
function knownParams(routeKey: string): Record<string, readonly string[]> {
  const params: Record<string, readonly string[]> = { ...(VIEW_PARAMS[routeKey] ?? {}) };
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

const b64url = (buf: Uint8Array): string =>
  Buffer.from(buf).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const pack = (text: string): string => b64url(deflateRawSync(Buffer.from(text, 'utf8')));
const envelope = (
  gameSlug: string,
  kind: string,
  data: unknown,
  extra: Record<string, unknown> = {},
): string =>
  JSON.stringify({
    format: 'haversack-user-data',
    version: 1,
    gameSlug,
    kind,
    exportedAt: '2026-11-20T10:00:00.000Z',
    data,
    ...extra,
  });
export const XSS_IMG = '<img src=x id=hsx onerror=window.__pwned=1>';
const XSS_SCRIPT = '<script>window.__pwned=1</script>';
const army = (name: string, extra: Record<string, unknown> = {}): unknown => ({
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
export const DATA_KINDS: Record<
  string,
  { gameSlug: string; kind: string; valid: unknown; scripted: unknown }
> = {
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
        [COMMANDER_IDS.find((id) => id.includes('unnamed')) ?? COMMANDER_IDS[0] ?? '']: {
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
/** One hostile `data` link and what its refusal must say. */
export interface DataCase {
  name: string;
  data: string;
  says: RegExp;
  page?: string;
}

export function dataCases(routeKey: string): DataCase[] {
  const k = DATA_KINDS[routeKey];
  if (!k) throw new Error(`no data kind for ${routeKey}`);
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

/** The string with lone surrogates replaced (String.prototype.toWellFormed, ES2024). */
const wellFormed = (s: string): string =>
  (s as string & { toWellFormed: () => string }).toWellFormed();
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
const nearValue = (good: readonly string[]): fc.Arbitrary<string> =>
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
function encodePair(k: string, v: string, how: string, garbage: string): string {
  const enc = (s: string): string => encodeURIComponent(wellFormed(s));
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

export function queryArb(routeKey: string): fc.Arbitrary<string> {
  const known = knownParams(routeKey);
  const names = Object.keys(known);
  const pairArb = names.length
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc.constantFrom(...names).chain((k) => {
            const good = known[k] ?? [];
            return fc.tuple(
              fc.constant(k),
              good.length
                ? fc.oneof(fc.constantFrom(...good), nearValue(good), wildValue)
                : wildValue,
            );
          }),
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
        Object.hasOwn(known, k) && (known[k]?.length ?? 0) > 0
          ? fc.oneof(fc.constantFrom(...(known[k] ?? [])), wildValue)
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

/** Every route's path as the hostile tests have always generated from: home, games and tools. */
export const HOSTILE_ROUTES: readonly string[] = [
  '',
  ...GAMES.flatMap((g) => [`${g.slug}/`, ...g.tools.map((t) => `${g.slug}/${t.slug}/`)]),
];

/** A one-character mistake in a slug. */
const typo = (slug: string): fc.Arbitrary<string> =>
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
  ...GAMES.flatMap((g) => g.tools.map((t): [string, string] => [g.slug, t.slug])),
);
export const pathArb: fc.Arbitrary<string> = fc.oneof(
  // a real route, written differently
  fc
    .tuple(
      fc.constantFrom(...HOSTILE_ROUTES),
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

export const sample = <T>(arb: fc.Arbitrary<T>, numRuns: number, seedOffset: number): T[] =>
  fc.sample(arb, { seed: SEED + seedOffset, numRuns });
