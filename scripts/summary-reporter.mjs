// A @web/test-runner reporter that writes the real pass/fail counts to a JSON file for scripts/verify.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function count(suite, acc, file, path = []) {
  for (const t of suite.tests ?? []) {
    if (t.skipped) acc.skipped += 1;
    else if (t.passed) acc.passed += 1;
    else {
      acc.failed += 1;
      const why = t.error?.message?.split('\n')[0] ?? 'failed';
      acc.failures.push(`${file}: ${[...path, t.name].join(' › ')}: ${why}`);
    }
  }
  for (const s of suite.suites ?? []) count(s, acc, file, [...path, s.name]);
  return acc;
}

/** @param {string} file where the summary JSON is written */
export function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const acc = {
        passed: 0,
        failed: 0,
        skipped: 0,
        fileErrors: 0,
        /** @type {string[]} */ failures: [],
      };
      for (const session of sessions) {
        const file = relative(process.cwd(), session.testFile);
        if (session.testResults) count(session.testResults, acc, file);
        // A file that fails to load or throws outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          acc.fileErrors += 1;
          acc.failures.push(`${file}: ${session.errors[0]?.message?.split('\n')[0] ?? 'error'}`);
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(acc));
    },
  };
}
