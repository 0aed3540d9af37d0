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
  // Budgets are hang detectors, not performance checks: a passing test takes the same time whatever they are. They
  // are sized for the 2-core machine shared with builds and other suites (issue #25: at a load average of 6 to 23 a
  // page that shows in a second idle took over 5 s, a test of 10 s idle over 30 s); `pnpm e2e:load` checks them with
  // two CPU hogs beside the suite. Performance is asserted where the spec sets it (alarm latency, long tasks).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // baseURL comes from the worker's vigil-mock (e2e/support/fixtures.ts).
  use: { trace: 'off', screenshot: 'off', video: 'off' },
  projects: [
    // The flood test measures main-thread tasks: beside another worker's Chromium on 2 cores a 110 ms task was seen
    // once, none alone. It runs after the rest, alone (`e2e-alone` depends on `e2e`).
    { name: 'e2e', testMatch: /.*\.spec\.ts$/, testIgnore: /alarm-flood\.spec\.ts$/, use: chromium },
    { name: 'e2e-alone', testMatch: /alarm-flood\.spec\.ts$/, dependencies: ['e2e'], use: chromium },
    // On demand only: `playwright test --project=screenshots` refreshes docs/screenshots.
    { name: 'screenshots', testMatch: /screenshots\.ts$/, use: chromium },
  ],
});
