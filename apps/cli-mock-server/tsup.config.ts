import { defineConfig } from 'tsup';

export default defineConfig({
  // The workbook parser runs in its own thread (src/workbook.ts), from its own file.
  entry: ['src/cli.ts', 'src/index.ts', 'src/workbook-worker.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
});
