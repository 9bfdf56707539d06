// The benchmark's report: each route against the reference pages of the same run, the goals as
// met or not, and the sizes. Writes bench/results/latest.{md,json} (partial.{md,json} when only
// some routes were measured).
import { mkdirSync, writeFileSync } from 'node:fs';
import { BUDGETS, kb } from '../scripts/size.mjs';

/** The goals, each a test of one route's figures against the reference pages. */
export const GOALS = [
  {
    key: 'perf',
    label: 'Lighthouse performance 100',
    test: (p) => p.lighthouse?.performance === 100,
  },
  {
    key: 'cls',
    label: 'CLS 0 (Lighthouse and PerformanceObserver)',
    test: (p) => p.lighthouse?.cls === 0 && p.observedCls?.value === 0,
  },
  { key: 'lcp', label: 'LCP within 10 % of the floor page', test: (p) => p.lcpRatio <= 1.1 },
  {
    key: 'tbt',
    label: 'TBT (Lighthouse, simulated) at most 100 ms',
    test: (p) => (p.lighthouse?.tbtMs === undefined ? false : p.lighthouse.tbtMs <= 100),
  },
  {
    key: 'task',
    label: 'no main-thread task after first paint over 50 ms (trace, unthrottled, median run)',
    test: (p) => (p.longTask?.medianMs === undefined ? undefined : p.longTask.medianMs <= 50),
  },
  {
    key: 'tap',
    label: 'tap → result within 10 % of the control page',
    test: (p) => (p.tap ? p.tapRatio <= 1.1 : undefined),
  },
  {
    key: 'offline',
    label: 'offline repeat visit → content painted (LCP), median under 100 ms',
    test: (p) => (p.offline?.content ? p.offline.content.median < 100 : false),
  },
];

const ratio = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '–');
const clip = (s, n = 60) => (s && s.length > n ? `${s.slice(0, n - 1)}…` : (s ?? '–'));

const table = (header, rows) => {
  const esc = (c) => String(c).replaceAll('|', '\\|');
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => esc(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => esc(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

export function writeReport({ pages, settings, sizes, overBudget, errors, meta, filtered }) {
  const floor = pages.find((p) => p.kind === 'floor');
  const control = pages.find((p) => p.kind === 'control');
  const floorLcp = floor?.lighthouse?.lcpMs;
  const controlTap = control?.tap?.median;
  const routes = pages.filter((p) => p.kind !== 'floor' && p.kind !== 'control');
  for (const p of routes) {
    p.lcpRatio = p.lighthouse?.lcpMs / floorLcp;
    p.tapRatio = p.tap ? p.tap.median / controlTap : undefined;
    p.goals = Object.fromEntries(GOALS.map((g) => [g.key, g.test(p)]));
  }

  const refRows = [floor, control].map((p) => [
    p.path,
    p.kind === 'floor'
      ? 'floor: shell + heading, no JavaScript'
      : 'control: a button writes a number',
    String(p.lighthouse?.performance ?? 'error'),
    p.lighthouse?.lcpMs === undefined ? '–' : `${p.lighthouse.lcpMs} ms`,
    String(p.lighthouse?.cls ?? '–'),
    p.lighthouse?.tbtMs === undefined ? '–' : `${p.lighthouse.tbtMs} ms`,
    p.longTask?.medianMs === undefined ? '–' : `${p.longTask.medianMs} ms`,
    p.tap ? `${p.tap.median} ms (${p.tap.min}–${p.tap.max})` : '–',
    clip(p.lighthouse?.lcpElement),
  ]);
  const refTable = table(
    [
      'Reference page',
      'What',
      'Perf',
      'LCP',
      'CLS',
      'TBT',
      'Longest task after FCP',
      'Tap → painted (median)',
      'LCP element',
    ],
    refRows,
  );

  const rows = routes.map((p) => [
    p.path,
    String(p.lighthouse?.performance ?? 'error'),
    p.lighthouse?.lcpMs === undefined ? '–' : `${p.lighthouse.lcpMs} ms`,
    ratio(p.lcpRatio),
    clip(p.lighthouse?.lcpElement, 50),
    `${p.lighthouse?.cls ?? '–'} / ${p.observedCls?.value ?? '–'}`,
    p.lighthouse?.tbtMs === undefined ? '–' : `${p.lighthouse.tbtMs} ms`,
    p.longTask?.medianMs === undefined
      ? '–'
      : `${p.longTask.medianMs} ms (max ${p.longTask.maxMs})`,
    p.tap ? `${p.tap.median} ms` : '–',
    ratio(p.tapRatio),
    p.offline?.content ? `${p.offline.content.median} ms` : '–',
    p.offline?.painted ? `${p.offline.painted.median} ms` : '–',
    GOALS.map((g) => (p.goals[g.key] === undefined ? '·' : p.goals[g.key] ? '✓' : '✗')).join(' '),
  ]);
  const routeTable = table(
    [
      'Route',
      'Perf',
      'LCP',
      'LCP ÷ floor',
      'LCP element',
      'CLS (LH / observer)',
      'TBT (LH)',
      'Longest task after FCP',
      'Tap → painted',
      'Tap ÷ control',
      'Offline → content (LCP)',
      'Offline → app ready',
      `Goals (${GOALS.map((g) => g.key).join(' ')})`,
    ],
    rows,
  );

  const goalLines = GOALS.map((g) => {
    const applicable = routes.filter((p) => p.goals[g.key] !== undefined);
    const met = applicable.filter((p) => p.goals[g.key]).length;
    const missed = applicable.filter((p) => !p.goals[g.key]).map((p) => p.path);
    return `- ${g.label}: ${met === applicable.length ? 'MET' : 'NOT MET'}, met on ${met} of ${applicable.length} routes${missed.length && missed.length <= 12 ? ` (not: ${missed.join(', ')})` : ''}`;
  });

  // What bounds each route that misses the long-task goal: the work inside its longest task.
  const boundLines = routes
    .filter((p) => p.goals.task === false || p.goals.tbt === false)
    .map(
      (p) =>
        `${p.path}: longest task ${p.longTask?.medianMs ?? '–'} ms (median of ${p.longTask?.runs ?? 0}), TBT ${p.lighthouse?.tbtMs ?? '–'} ms; in the median run's longest task: ${p.longTask?.what ?? '–'}`,
    );

  const sizeLines = [
    `first page: JS ${kb(sizes.firstPage.js)} (budget ${kb(BUDGETS.firstPageJs)}), CSS ${kb(sizes.firstPage.css)} (budget ${kb(BUDGETS.firstPageCss)}), HTML ${kb(sizes.firstPage.html)} (budget ${kb(BUDGETS.firstPageHtml)})`,
    ...Object.entries(sizes.games).map(
      ([g, s]) => `game chunk ${g}: ${kb(s.gzip)} (budget ${kb(BUDGETS.gameChunk)})`,
    ),
  ];

  const m = meta.machine;
  const heading = `Date ${meta.date} · ${meta.chromium} · Lighthouse ${meta.lighthouse} · ${m.cores} cores (${m.cpuModel}) · node ${m.node} · load average ${m.loadAverage1min.atStart.toFixed(1)} at start, ${m.loadAverage1min.atEnd.toFixed(1)} at end · bench run ${meta.durationSeconds} s`;
  const notes = [
    `Lighthouse ${meta.lighthouse}, default mobile config (simulated slow 4G, 4× CPU), performance category only, ${settings.lighthouseRuns} run(s) per page in a fresh browser context, interleaved (run 1 of every page, then run 2, …) (median of each figure; the LCP element from the run with the median LCP).`,
    `Ratios are to the reference pages of this same run, served by the same server from the same copy of the build: LCP ÷ floor page's LCP (${floorLcp} ms); tap ÷ control page's tap (${controlTap} ms median).`,
    `CLS: Lighthouse's, and the sum of layout-shift entries without recent input seen by a PerformanceObserver from the start of a visit (mobile viewport, no throttling) to 1 s after the content painted.`,
    `Tap: ${settings.taps} real touch taps (CDP touch events) per page with a Roll button, prefers-reduced-motion: reduce emulated (no 450 ms dice animation); from the touchend's timestamp to right after the frame that shows the result. No CPU throttling.`,
    `Offline repeat visit: service worker installed by a first visit, server stopped and page set offline, ${settings.offlineVisits} visits per route from about:blank after one uncounted warm-up; content: from navigation start to the page's largest contentful paint (its content is in the HTML, painted before the app starts); app ready: to right after the first frame with the app started (tool pages: the app's hs-tool-rendered mark, the tool hydrated and usable; others: the page's heading).`,
    `TBT: Lighthouse's total blocking time (simulated, 4× CPU), median of the runs.`,
    `Longest task after FCP: a Chromium trace of a first visit per run (fresh context, mobile viewport, no throttling, ${settings.lighthouseRuns} run(s), interleaved): the longest RunTask on the page's main thread starting after its first contentful paint, until 1.5 s after the app's content is painted; median of the runs (and the longest of them).`,
    `Goal marks per route: ✓ met, ✗ not met, · not applicable (no Roll button).`,
  ];
  const md = [
    `# Benchmark results${filtered ? ' (some routes only)' : ''}`,
    '',
    heading,
    '',
    '## Goals',
    '',
    ...goalLines,
    '',
    '## Reference pages',
    '',
    refTable,
    '',
    '## Routes',
    '',
    routeTable,
    '',
    ...(boundLines.length
      ? [
          '## What bounds the routes that miss the task or TBT goal (from the trace)',
          '',
          ...boundLines.map((l) => `- ${l}`),
          '',
        ]
      : []),
    '## Sizes (gzip -9)',
    '',
    ...sizeLines.map((l) => `- ${l}`),
    ...overBudget.map((f) => `- ${f}`),
    '',
    '## Method',
    '',
    ...notes.map((n) => `- ${n}`),
    ...(errors.length ? ['', '## Page errors', '', ...errors.map((e) => `- ${e}`)] : []),
    '',
  ].join('\n');
  console.log(`\n${md}`);
  mkdirSync('bench/results', { recursive: true });
  const base = filtered ? 'bench/results/partial' : 'bench/results/latest';
  writeFileSync(`${base}.md`, md);
  writeFileSync(
    `${base}.json`,
    `${JSON.stringify({ ...meta, settings, budgets: BUDGETS, overBudget, sizes, pages, errors, notes }, null, 2)}\n`,
  );
}
