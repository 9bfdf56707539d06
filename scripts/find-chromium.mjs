// Finds a Chromium or Chrome binary for tests, benchmarks and the offline check, and the options
// every launch uses (flags, and a profile and temp directory on a short path, removed on exit).
// Order: $CHROME_PATH, then the usual install locations. With --check, exits 1 with a one-line hint when none exists.
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {string | undefined} the path of a Chromium-family browser, or undefined when none is installed */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && executable(fromEnv)) return fromEnv;
  return CANDIDATES.find(executable);
}

export const INSTALL_HINT =
  'No Chromium found: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.';

/**
 * Flags every headless launch uses: root needs --no-sandbox; the network flags keep Chromium off the
 * network; the last three stop Chromium from pausing animation frames and timers in pages it thinks
 * are in the background (the test runner keeps two pages open at once, and a test waiting on a frame
 * in the hidden one would otherwise wait until it times out).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

/**
 * Chromium binds its single-instance socket at `$TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket`
 * and a Unix socket path has at most 107 bytes, so a temp directory inside a deep checkout (CI sets
 * TMPDIR there) stops every launch with "Socket path too long". The system temp directory is used
 * only while its path is at most this long; otherwise /tmp.
 */
export const SHORT_TEMP_BASE = 40;

let tempDir;

/**
 * This process's temp directory for browsers: one per process, on a short path, removed when the
 * process exits (also on SIGINT, SIGTERM and SIGHUP). Holds the profiles and Chromium's own temp
 * files (its socket, and the shared-memory files `--disable-dev-shm-usage` writes).
 * @returns {string}
 */
export function browserTempDir() {
  if (tempDir) return tempDir;
  const base = tmpdir().length <= SHORT_TEMP_BASE ? tmpdir() : '/tmp';
  const dir = mkdtempSync(join(base, 'hs-chromium-'));
  tempDir = dir;
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  process.once('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      remove();
      // Nobody else handles the signal: end the process as the signal would have.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
  return dir;
}

/**
 * Options for `puppeteer.launch` (and @web/test-runner's chromeLauncher): the browser found, the
 * shared flags, headless, and a fresh profile with Chromium's temp files under `browserTempDir()`.
 * @param {Record<string, unknown>} [extra] more launch options (e.g. `defaultViewport`)
 */
export function browserLaunchOptions(extra = {}) {
  const dir = browserTempDir();
  return {
    executablePath: requireChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
    userDataDir: mkdtempSync(join(dir, 'profile-')),
    env: { ...process.env, TMPDIR: dir },
    ...extra,
  };
}

/** Returns the browser path, or prints the hint and exits the process. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--check')) {
  requireChromium();
}
