// @ts-check
// The counts scripts/verify.mjs adds for the end-to-end tests, read from Playwright's JSON
// report (.tmp/playwright-report.json, written by the reporter set in playwright.config.ts).

/**
 * Counts from Playwright's JSON report: every test that ran as expected passed; an unexpected
 * result, an error outside a test (a global setup that failed) or a run that executed no test fails.
 * @param {{ stats?: { expected?: number, unexpected?: number, flaky?: number }, errors?: { message?: string }[], suites?: PwSuite[] }} report
 * @typedef {{ title: string, suites?: PwSuite[], specs?: { title: string, file: string, tests: { status: string, results: { error?: { message?: string } }[] }[] }[] }} PwSuite
 */
export function playwrightCounts(report) {
  const failures = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const why = t.results.at(-1)?.error?.message?.split('\n')[0] ?? 'failed';
          failures.push(`${spec.file}: ${[...path, spec.title].join(' › ')}: ${why}`);
        }
    for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
  };
  for (const s of report.suites ?? []) walk(s, []);
  for (const e of report.errors ?? []) failures.push(e.message?.split('\n')[0] ?? 'error');
  const passed = report.stats?.expected ?? 0;
  const failed = (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  const fileErrors = (report.errors?.length ?? 0) + (passed + failed === 0 ? 1 : 0);
  return { passed, failed, fileErrors, failures };
}
