// Functions the benchmark runs inside the measured pages (serialised by puppeteer, so each is
// self-contained).
/* global window, performance, requestAnimationFrame, MessageChannel,
   PerformanceObserver, addEventListener */

/**
 * Runs in every document before the app: from the first frame, checks in each animation frame
 * whether the page's content is in the DOM (a tool page: the app's `hs-tool-rendered` mark; other
 * pages: their heading rendered by the app). The frame in which it first is, paints it; the time
 * right after that frame (a message posted from the rAF callback) is recorded as `__hsPainted`.
 */
export function watchContentPaint() {
  const ready = () => {
    const pageEl = document
      .querySelector('hs-app')
      ?.shadowRoot?.querySelector('main')?.firstElementChild;
    if (!pageEl) return false;
    if (pageEl.localName === 'hs-tool-page')
      return performance.getEntriesByName('hs-tool-rendered').length > 0;
    return pageEl.shadowRoot?.querySelector('h1') != null;
  };
  const frame = () => {
    if (!ready()) {
      requestAnimationFrame(frame);
      return;
    }
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      window.__hsPainted = performance.now();
    };
    ch.port2.postMessage(0);
  };
  requestAnimationFrame(frame);
}

/**
 * Runs in every document before the app: sums the layout shifts not caused by input (the CLS of
 * a page that is only loaded, as Lighthouse counts it) into `__hsCls`, with each shift's nodes.
 */
export function watchLayoutShifts() {
  window.__hsCls = { value: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of /** @type {LayoutShift[]} */ (list.getEntries())) {
      if (e.hadRecentInput) continue;
      window.__hsCls.value += e.value;
      window.__hsCls.shifts.push({
        value: e.value,
        at: e.startTime,
        nodes: (e.sources ?? []).map((s) => {
          const n = s.node;
          if (!n) return '(gone)';
          const host = /** @type {ShadowRoot} */ (n.getRootNode?.())?.host;
          return `${host ? `${host.localName} › ` : ''}${n.localName ?? n.nodeName}${n.id ? `#${n.id}` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.split(' ').join('.')}` : ''}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The control page's button, or the Roll button of the page's roll tool, if any. */
export function findTapButton() {
  const control = document.getElementById('bench-roll');
  if (control) return control;
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === 'hs-roll-tool') return el;
      const inner = el.shadowRoot && find(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return find(document)?.shadowRoot?.querySelector('.roll button.primary') ?? null;
}

/**
 * Installed on a page with a tap button: on each touchend (the finger lift), watches in each
 * frame for the tap's result (on a roll tool, a new roll's seed; on the control page, the number
 * written) and records the time from the touchend's timestamp to right after the frame that
 * paints it.
 */
export function watchTaps() {
  const out = document.getElementById('bench-out');
  let signature;
  if (out) {
    signature = () => out.textContent ?? '';
  } else {
    const find = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'hs-roll-tool') return el;
        const inner = el.shadowRoot && find(el.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    const tool = find(document);
    signature = () => tool.shadowRoot.querySelector('.source code')?.textContent ?? '';
  }
  window.__hsTaps = [];
  // Cross-check: the browser's own Event Timing of each click (input to next paint, in 8 ms
  // steps; only clicks of 16 ms or more are reported).
  window.__hsClickTiming = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'click') window.__hsClickTiming.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  addEventListener(
    'touchend',
    (e) => {
      const start = e.timeStamp;
      const before = signature();
      const frame = () => {
        const now = signature();
        if (!now || now === before) {
          requestAnimationFrame(frame);
          return;
        }
        const ch = new MessageChannel();
        ch.port1.onmessage = () => window.__hsTaps.push(performance.now() - start);
        ch.port2.postMessage(0);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

/**
 * Runs in every document before the app: keeps the time of the page's largest contentful paint
 * (the last `largest-contentful-paint` entry) in `__hsLcp`. A prerendered page's content is in
 * its HTML, so this is when the player sees it, whether or not the app has started yet.
 */
export function watchLargestPaint() {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__hsLcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
