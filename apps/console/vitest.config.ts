import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests beside the builds and typechecks on 2 cores: a slow turn is not a failure
// (no test here times anything by its timeout; the benches measure speed). Files share one jsdom and module graph
// (`isolate: false`: a fresh jsdom per file cost most of the run); src/test-setup.ts resets the browser state per file.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    passWithNoTests: true,
    isolate: false,
  },
});
