// Reads a Chromium trace (the `traceEvents` of page.tracing) for the benchmark: the longest task
// on the page's main thread that starts after its first contentful paint, and what took most of it.

/** Milliseconds, one decimal. */
const ms = (us) => Math.round(us / 100) / 10;

/** A short name for a trace event inside a task: a script by its file, else the kind of work. */
function label(e) {
  const d = e.args?.data ?? {};
  const url = d.url ?? d.stackTrace?.[0]?.url ?? '';
  const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return e.name === 'v8.evaluateModule' ? 'module evaluation' : `evaluate ${file || 'script'}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compile ${file || 'script'}`;
    case 'FunctionCall':
      return `script ${file || d.functionName || '(anonymous)'}`;
    case 'TimerFire':
      return 'timer callback';
    case 'FireAnimationFrame':
      return 'animation frame callback';
    case 'EventDispatch':
      return `event ${d.type ?? ''}`.trim();
    case 'RunMicrotasks':
      return 'microtasks (promise callbacks, Lit updates)';
    case 'MinorGC':
    case 'MajorGC':
      return 'garbage collection';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'HTML parse';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    default:
      return e.name;
  }
}

/**
 * The longest main-thread task after the first contentful paint: `{ longestMs, over50, what,
 * fcpAt }`, `over50` being how many such tasks took more than 50 ms and `what` the work that
 * took most of the longest one (its direct children, largest first, with their times).
 */
export function longestTaskAfterFcp(events) {
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error('no first contentful paint in the trace');
  // The page's main thread: the renderer thread named CrRendererMain in the paint's process.
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === fcp.pid &&
      e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? fcp.tid;
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts && e.dur > 0);
  if (tasks.length === 0) return { longestMs: 0, over50: 0, what: 'no task', fcpAt: 0 };
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  const end = longest.ts + longest.dur;
  // What ran inside it: the outermost events of a known kind (script, microtasks, garbage
  // collection, style, layout, paint, parsing), summed by kind, largest first.
  const known = new Set([
    'v8.evaluateModule',
    'v8.compileModule',
    'v8.compile',
    'EvaluateScript',
    'FunctionCall',
    'RunMicrotasks',
    'MinorGC',
    'MajorGC',
    'ParseHTML',
    'Layout',
    'UpdateLayoutTree',
    'Paint',
    'PrePaint',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
  ]);
  const inside = onMain
    .filter((e) => known.has(e.name) && e.ts >= longest.ts && e.ts + (e.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byLabel = new Map();
  let until = -1;
  for (const e of inside) {
    if (e.ts < until) continue; // nested in one already counted
    until = e.ts + (e.dur ?? 0);
    byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + (e.dur ?? 0));
  }
  // Garbage collection runs inside scripts: said apart, as it is not the script's own work.
  const gc = inside
    .filter((e) => e.name === 'MinorGC' || e.name === 'MajorGC')
    .reduce((n, e) => n + (e.dur ?? 0), 0);
  // Who posted the task (module evaluation, an observer's callback, a timer, a network reply).
  const poster = onMain.find(
    (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts >= longest.ts && e.ts < end,
  )?.args?.src_file;
  const parts = [...byLabel]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, v]) => `${k} ${ms(v)} ms`);
  if (gc > 0 && !byLabel.has('MinorGC') && !byLabel.has('MajorGC'))
    parts.push(`of which garbage collection ${ms(gc)} ms`);
  if (poster) parts.push(`posted by ${poster.replace(/^.*\//, '')}`);
  return {
    longestMs: ms(longest.dur),
    over50: tasks.filter((t) => t.dur > 50_000).length,
    what: parts.join('; ') || 'RunTask',
    startsAfterFcpMs: ms(longest.ts - fcp.ts),
  };
}
