// Finds a Chromium or Chrome binary for tests, benchmarks and the offline check.
// Order: $CHROME_PATH, then the usual install locations. With --check, exits 1 with a one-line hint when none exists.
import { accessSync, constants } from 'node:fs';

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

/** Flags every headless launch uses (root needs --no-sandbox; the rest keeps Chromium off the network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
