import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests beside the builds and typechecks on 2 cores: a slow turn is not a failure
// (no test here times anything by its timeout; the benches measure speed). Files share one module graph
// (`isolate: false`): re-importing the package per file cost most of the run; the modules hold no state between files.
export default defineConfig({
  // The example imports '@vigil/sdk' as a third party would; tests resolve it to the source.
  resolve: { alias: { '@vigil/sdk': fileURLToPath(new URL('./src/index.ts', import.meta.url)) } },
  test: { testTimeout: 30_000, hookTimeout: 30_000, include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node', isolate: false },
});
