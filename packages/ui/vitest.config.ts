import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests beside the builds and typechecks on 2 cores: a slow turn is not a failure
// (no test here times anything by its timeout; the benches measure speed). Files share one jsdom (`isolate: false`:
// a fresh jsdom per file cost nine tenths of the run); the components hold no module state between files.
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 30_000, include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', isolate: false, setupFiles: ['./test/setup.ts'] },
});
