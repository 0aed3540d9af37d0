import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; Playwright's own browsers are never downloaded. */
const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Two workers, each with its own vigil-mock (e2e/support/fixtures.ts), spec files shared between them: the tests
  // mostly wait on the browser and the sockets, so two keep both cores busy (the suite took 9.6 min with two and
  // 12.6 min with one on the 2-core machine).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // baseURL comes from the worker's vigil-mock (e2e/support/fixtures.ts).
  use: { trace: 'off', screenshot: 'off', video: 'off' },
  projects: [
    { name: 'e2e', testMatch: /.*\.spec\.ts$/, use: chromium },
    // On demand only: `playwright test --project=screenshots` refreshes docs/screenshots.
    { name: 'screenshots', testMatch: /screenshots\.ts$/, use: chromium },
  ],
});
