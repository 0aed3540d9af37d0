import { rm } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import { MockControl } from './mock-control';
import { type MockDialect, type RunningMock, snapshotDist, startMock } from './mock-server';
import { trackCaptcha } from './session';

/** The worker's vigil-mocks, one per dialect, each started the first time a test of the worker asks for it. */
export interface MockPool {
  of(dialect: MockDialect): Promise<RunningMock>;
}

export interface Worker {
  /** Shared vigil-mocks serving the built console (`--products all`: every module open); per worker, per dialect. */
  mocks: MockPool;
  /** The worker's vigil-mock in its own dialect (the default backend of every test). */
  server: RunningMock;
}

export interface Fixtures {
  /**
   * The `--dialect` of the vigil-mock a test runs against: `test.use({ dialect: 'ruoyi' })` (a file or a describe
   * block) runs it against a RuoYi-family backend's codes, nulls and paging. Default `vigil`.
   */
  dialect: MockDialect;
  /** The worker's vigil-mock of the test's dialect: baseURL and `mock` point at it. */
  backend: RunningMock;
  /** Control API of that mock, reset to the seed before each test. */
  mock: MockControl;
}

export const test = base.extend<Fixtures, Worker>({
  mocks: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern.
    async ({}, use) => {
      // A snapshot of dist: a rebuild running beside the suite (shared checkout, `vite build` empties
      // dist first) cannot pull the console out from under a test.
      const snapshot = await snapshotDist();
      const started = new Map<MockDialect, Promise<RunningMock>>();
      await use({
        of(dialect) {
          let server = started.get(dialect);
          if (!server) {
            server = startMock({ staticDir: snapshot, products: 'all', dialect });
            started.set(dialect, server);
          }
          return server;
        },
      });
      await Promise.all([...started.values()].map(async (server) => (await server).stop()));
      await rm(snapshot, { recursive: true, force: true });
    },
    // Copying the build and starting the mock: slow on a busy machine; a worker fixture gets its own budget.
    { scope: 'worker', timeout: 120_000 },
  ],
  server: [async ({ mocks }, use) => use(await mocks.of('vigil')), { scope: 'worker' }],
  dialect: ['vigil', { option: true }],
  backend: async ({ mocks, dialect }, use) => {
    await use(await mocks.of(dialect));
  },
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
  baseURL: async ({ backend }, use) => {
    await use(backend.url);
  },
  // Auto: every test starts from the seed, whether or not it touches the control API.
  mock: [
    async ({ backend }, use) => {
      const mock = new MockControl(backend.url);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});

export { expect };
