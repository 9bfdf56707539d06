// What the end-to-end check scripts share: named checks that record a pass or a failure and
// carry on, and the summary that `scripts/verify.mjs` reads (`.tmp/<name>-summary.json`).

/** Throws `message` unless `cond` holds. */
export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/**
 * A run of named checks. `check(name, fn)` runs `fn`, prints ✓ or ✗ with the error, and goes on;
 * `finish()` writes `{ passed, failed, failures }` to `.tmp/<name>-summary.json` (each failure named
 * with the first line of its error, so a log that keeps only its tail still says what failed), prints
 * "<name>: N passed, N failed" and sets the exit code.
 * @param {string} name short name of the script, e.g. 'e2e'
 * @param {{ only?: (checkName: string) => boolean }} [options] run only the checks it accepts
 */
export function createChecks(name, options = {}) {
  const results = [];
  async function check(checkName, fn) {
    if (options.only && !options.only(checkName)) return;
    try {
      await fn();
      results.push({ name: checkName, ok: true });
      console.log(`  ✓ ${checkName}`);
    } catch (e) {
      const why = String(e?.message ?? e)
        .split('\n')[0]
        .slice(0, 200);
      results.push({ name: checkName, ok: false, why });
      console.log(
        `  ✗ ${checkName}\n      ${String(e?.message ?? e)
          .split('\n')
          .join('\n      ')}`,
      );
    }
  }
  async function finish() {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const passed = results.filter((r) => r.ok).length;
    const failed = results.length - passed;
    mkdirSync('.tmp', { recursive: true });
    const failures = results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.why}`);
    writeFileSync(`.tmp/${name}-summary.json`, JSON.stringify({ passed, failed, failures }));
    console.log(`${name}: ${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
    return { passed, failed };
  }
  return { check, results, finish };
}

/**
 * Opens `url` in `page` and waits until the app has started: a prerendered page starts its app
 * only after its first paint (its inline loader, docs/decisions/0007), so the `load` event no
 * longer means the app's code has run. Resolves with the navigation's response.
 */
export async function openApp(page, url, options = {}) {
  const response = await page.goto(url, { waitUntil: 'load', ...options });
  await page.evaluate(() => globalThis.hsStarted);
  return response;
}

/**
 * Waits until nothing on the page still waits to hydrate (hydration in slices, decision 0012:
 * elements below the fold hydrate when seen or one per idle period), then two frames, so a
 * check reads and drives the live page, not its prerendered copy. Fails after `timeout` ms with
 * the elements still waiting.
 */
export async function hydrated(page, timeout = 15000) {
  const waiting = () => {
    const pending = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll('[defer-hydration],[data-hs-adopt]'))
        pending.push(el.localName);
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document);
    return pending;
  };
  try {
    await page.waitForFunction(`(${waiting})().length === 0`, { timeout });
  } catch {
    const left = await page.evaluate(`(${waiting})()`);
    throw new Error(`still waiting to hydrate after ${timeout} ms: ${left.join(', ')}`);
  }
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}
