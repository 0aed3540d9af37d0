import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The example imports '@vigil/sdk' as a third party would; tests resolve it to the source.
  resolve: { alias: { '@vigil/sdk': fileURLToPath(new URL('./src/index.ts', import.meta.url)) } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
});
