import { defineConfig } from 'tsup';

export default defineConfig({
  // class-conflicts is test tooling (it needs tailwind-merge, a devDependency), apart from the components.
  entry: { index: 'src/index.ts', 'class-conflicts': 'src/testing/class-conflicts.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'tailwind-merge'],
});
