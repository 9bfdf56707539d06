// Playwright Test: the end-to-end checks of the built app (e2e/*.spec.ts) in the system Chromium
// (no browser download: scripts/find-chromium.mjs finds it, or CHROME_PATH). The global setup
// builds dist/ when it is missing and serves it once for every worker (e2e/global-setup.ts); each
// worker starts one browser and every test in it opens pages in that browser. No retries: a test
// that needs one is a defect. A run that executes no test fails (Playwright's "No tests found").
// Run one file or one test: npx playwright test e2e/taps.spec.ts --grep 'land battle'
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, browserTempDir, requireChromium } from './scripts/find-chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.tmp/playwright-results',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: '.tmp/playwright-report.json' }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 820, height: 1180 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      // Chromium's own temp files (its singleton socket) on a short path, whatever the checkout's.
      env: { ...process.env, TMPDIR: browserTempDir() },
    },
  },
});
