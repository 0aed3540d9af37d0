import { rm } from 'node:fs/promises';
import { test } from './fixtures';
import { MockControl } from './mock-control';
import { type MockFlags, type RunningMock, snapshotDist, startMock } from './mock-server';

/**
 * For a spec file that needs vigil-mock with other flags: starts its own instance before the file's
 * tests (after `prepare`, e.g. a build), points baseURL at it (plus `base`) and stops it afterwards.
 * Returns the control client of that instance.
 */
export function withOwnMock(prepare: () => Promise<MockFlags> | MockFlags, base = ''): () => MockControl {
  let server: RunningMock | undefined;
  let snapshot: string | undefined;
  test.beforeAll(async () => {
    const flags = await prepare();
    // As the shared mocks do (fixtures.ts): a copy of the built console, so a build running beside the suite
    // (`vite build` empties dist first) cannot pull it out from under the file's tests.
    if (flags.staticDir === undefined) snapshot = await snapshotDist();
    server = await startMock({ ...flags, ...(snapshot ? { staticDir: snapshot } : {}) });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (snapshot) await rm(snapshot, { recursive: true, force: true });
  });
  // Also resolved for the hooks, before the server exists: then there is no baseURL yet.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern.
  test.use({ baseURL: async ({}, use) => use(server ? `${server.url}${base}` : undefined) });
  const running = () => {
    if (!server) throw new Error('this spec file’s vigil-mock is not running');
    return server;
  };
  return () => new MockControl(running().url);
}
