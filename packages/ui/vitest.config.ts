import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests beside the builds and typechecks on 2 cores: a slow turn is not a failure
// (no test here times anything by its timeout; the benches measure speed).
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 30_000, include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./test/setup.ts'] },
});
