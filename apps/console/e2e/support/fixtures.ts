import { rm } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import { MockControl } from './mock-control';
import { type RunningMock, snapshotDist, startMock } from './mock-server';
import { trackCaptcha } from './session';

export interface Worker {
  /** The shared vigil-mock serving the built console (`--products all`: every module open); one per worker. */
  server: RunningMock;
}

export interface Fixtures {
  /** Control API of the shared mock, reset to the seed before each test. */
  mock: MockControl;
}

export const test = base.extend<Fixtures, Worker>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern.
    async ({}, use) => {
      // A snapshot of dist: a rebuild running beside the suite (shared checkout, `vite build` empties
      // dist first) cannot pull the console out from under a test.
      const snapshot = await snapshotDist();
      const server = await startMock({ staticDir: snapshot, products: 'all' });
      await use(server);
      await server.stop();
      await rm(snapshot, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use, testInfo) => {
    trackCaptcha(page);
    // Uncaught page errors say why a page changed under a test; printed only when the test fails.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    // vigil-mock --static sends the production CSP (deploy/): Chromium reports each violation on the console.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(`${message.text()} at ${JSON.stringify(message.location())}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) console.log(`page errors in "${testInfo.title}":\n${errors.join('\n')}`);
    // A test that stores hostile content names what the CSP must block for it (annotation `csp-blocks`).
    const blocked = testInfo.annotations.filter((a) => a.type === 'csp-blocks').map((a) => a.description ?? '');
    expect(
      cspViolations.filter((text) => !blocked.some((what) => what && text.startsWith(what))),
      'the page breaks its Content-Security-Policy',
    ).toEqual([]);
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Auto: every test starts from the seed, whether or not it touches the control API.
  mock: [
    async ({ server }, use) => {
      const mock = new MockControl(server.url);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});

export { expect };
