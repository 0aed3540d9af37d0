import { test as base, expect } from '@playwright/test';
import { MockControl } from './mock-control';
import { type RunningMock, startMock } from './mock-server';
import { trackCaptcha } from './session';

export interface Worker {
  /** The shared vigil-mock serving the built console; one per worker (workers: 1). */
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
      const server = await startMock();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    trackCaptcha(page);
    await use(page);
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
