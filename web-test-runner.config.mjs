// @web/test-runner: TypeScript tests (esbuild, same tsconfig as the build) in a real Chromium.
// The rules core's tests run many files to a page (scripts/wtr-groups.mjs); every other test file
// has a page of its own, and `--files` runs the files it names each alone.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { browserLaunchOptions } from './scripts/find-chromium.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';
import { testGroups } from './scripts/wtr-groups.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default {
  files: testGroups({ root, dir: 'test', grouped: ['test/core'], groups: 8 }),
  nodeResolve: true,
  // One page at a time for each processor core.
  concurrency: Math.max(2, availableParallelism()),
  browsers: [
    // Profile and Chromium's socket on a short temp path, whatever the checkout's path.
    chromeLauncher({ launchOptions: browserLaunchOptions() }),
  ],
  plugins: [
    esbuildPlugin({
      ts: true,
      json: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  reporters: [defaultReporter(), summaryReporter('.tmp/wtr-summary.json')],
  filterBrowserLogs: ({ args }) =>
    !args.some((a) => typeof a === 'string' && a.includes('Lit is in dev mode')),
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 10 * 60 * 1000,
  // A limit, not a wait: a loaded machine can take longer than the default 30 s to start Chromium
  // and open the first pages, and a page that never starts fails its file.
  browserStartTimeout: 2 * 60 * 1000,
};
