// Proves that Chromium starts from a checkout at any depth. CI sets TMPDIR inside the checkout,
// and Chromium binds its single-instance socket under TMPDIR; a Unix socket path has at most 107
// bytes, so a deep checkout stopped every browser check with "Socket path too long". Every launch
// goes through `browserLaunchOptions()` (scripts/find-chromium.mjs), which keeps the profile and
// the socket under a short temp directory and removes it on exit. This check sets TMPDIR to a path
// longer than that limit and runs, each in its own process: a plain launch (which must fail for
// that reason, or the check would prove nothing), a launch with the shared options, and the
// test runner's config.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, createChecks } from './check-kit.mjs';
import { browserLaunchOptions, CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';

/** The most bytes a Unix socket path may have (sun_path is 108 bytes with its final NUL). */
const SOCKET_PATH_MAX = 107;

const child = process.argv[2];
if (child) {
  // Runs in a child process whose TMPDIR is the long path; prints one JSON line.
  const { default: puppeteer } = await import('puppeteer-core');
  if (child === 'plain') {
    try {
      const browser = await puppeteer.launch({
        executablePath: requireChromium(),
        headless: true,
        args: CHROMIUM_ARGS,
      });
      await browser.close();
      console.log(JSON.stringify({ launched: true }));
    } catch (e) {
      console.log(JSON.stringify({ launched: false, error: String(e?.message ?? e) }));
    }
  } else if (child === 'shared') {
    const options = browserLaunchOptions();
    const browser = await puppeteer.launch(options);
    const page = await browser.newPage();
    await page.goto('data:text/html,<title>ok</title>');
    const title = await page.title();
    const socket = readlinkSync(join(options.userDataDir, 'SingletonSocket'));
    await browser.close();
    console.log(
      JSON.stringify({ title, socket, profile: options.userDataDir, dir: options.env.TMPDIR }),
    );
  } else if (child === 'wtr') {
    const config = fileURLToPath(new URL('../web-test-runner.config.mjs', import.meta.url));
    const { default: wtr } = await import(config);
    const options = wtr.browsers[0].launchOptions;
    console.log(JSON.stringify({ profile: options.userDataDir, dir: options.env.TMPDIR }));
  }
  process.exit(0);
}

const { check, finish } = createChecks('paths');
const long = mkdtempSync(join(tmpdir(), 'hs-deep-checkout-'));
const deepTmp = join(
  long,
  ...Array(4).fill('a-directory-name-as-long-as-a-real-one'),
  '.ci',
  'tmp',
);
mkdirSync(deepTmp, { recursive: true });

/** Runs this script as `mode` with TMPDIR at the deep path; returns its JSON line. */
function run(mode) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), mode], {
    env: { ...process.env, TMPDIR: deepTmp },
    encoding: 'utf8',
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  assert(r.status === 0, `${mode} exited ${r.status}: ${r.stderr.slice(-600)}`);
  return JSON.parse(line);
}

try {
  await check(`the temp directory used as the checkout's is ${deepTmp.length} bytes long`, () => {
    assert(deepTmp.length > 110, `only ${deepTmp.length} bytes`);
  });

  await check('control: a plain launch with that TMPDIR fails on the socket path', () => {
    const r = run('plain');
    assert(!r.launched, 'Chromium started: this check no longer shows the problem it guards');
    assert(r.error.includes('Socket path too long'), `failed otherwise: ${r.error.slice(0, 400)}`);
  });

  await check('a launch with the shared options starts, on a short profile and socket path', () => {
    const r = run('shared');
    assert(r.title === 'ok', `the page did not load (title ${r.title})`);
    assert(r.socket.length <= SOCKET_PATH_MAX, `socket path has ${r.socket.length} bytes`);
    assert(r.socket.startsWith(`${r.dir}/`), `socket ${r.socket} is outside ${r.dir}`);
    assert(r.profile.startsWith(`${r.dir}/`), `profile ${r.profile} is outside ${r.dir}`);
    assert(!r.dir.startsWith(long), `the temp directory ${r.dir} is inside the deep path`);
    assert(!existsSync(r.dir), `${r.dir} was left behind`);
  });

  await check("the test runner's browser gets a short profile, removed on exit", () => {
    const r = run('wtr');
    assert(r.profile.startsWith(`${r.dir}/`), `profile ${r.profile} is outside ${r.dir}`);
    assert(r.dir.length <= 60, `temp directory ${r.dir} is long`);
    assert(!r.dir.startsWith(long), `the temp directory ${r.dir} is inside the deep path`);
    assert(!existsSync(r.dir), `${r.dir} was left behind`);
  });
} finally {
  rmSync(long, { recursive: true, force: true });
}

await finish();
