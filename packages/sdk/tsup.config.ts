import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { annotatePureCalls } from './build/pure-annotations';

/** One entry per domain table in src/endpoints (`@vigil/sdk/endpoints/<domain>`). */
const domainEntries = Object.fromEntries(
  readdirSync('src/endpoints')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts' && file !== 'define-endpoint.ts')
    .map((file) => [`endpoints/${file.slice(0, -3)}`, `src/endpoints/${file}`]),
);

export default defineConfig({
  // The root entry is the whole sdk; the others let a bundle (e.g. a sign-in page) take only what it uses.
  entry: {
    index: 'src/index.ts',
    client: 'src/entries/client.ts',
    auth: 'src/entries/auth.ts',
    validation: 'src/entries/validation.ts',
    constants: 'src/entries/constants.ts',
    catalogue: 'src/entries/catalogue.ts',
    modules: 'src/entries/modules.ts',
    permissions: 'src/entries/permissions.ts',
    settings: 'src/entries/settings.ts',
    ...domainEntries,
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Lets bundlers drop the schemas a page does not use (see build/pure-annotations.ts).
  esbuildPlugins: [
    {
      name: 'vigil-pure-annotations',
      setup(build) {
        build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => ({
          contents: annotatePureCalls(await readFile(args.path, 'utf8'), args.path),
          loader: 'ts',
        }));
      },
    },
  ],
});
