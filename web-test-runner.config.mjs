// @web/test-runner: TypeScript tests (esbuild, same tsconfig as the build) in a real Chromium.
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { browserLaunchOptions } from './scripts/find-chromium.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
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
};
