import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests beside the builds and typechecks on 2 cores: a slow turn is not a failure
// (no test here times anything by its timeout; the benches measure speed).
// One module environment per worker (`isolate: false`): each file starts its own servers from a fresh seed, and five
// shuffled file orders passed, so re-importing the mock for each of the 54 files (half the run: 121 s → 57 s) buys
// nothing. A file's own tests still run in their written order; some build on the one before.
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 30_000, include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node', isolate: false },
});
