import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { precompress } from './build/precompress';
import { checkSignedOutSources, signedOutStylesCss } from './build/signed-out-styles';

const MOCK = 'http://127.0.0.1:4010';
const STYLES_ID = 'virtual:vigil-styles.css';
// Resolved beside src/ so Tailwind resolves the relative @source from there.
const STYLES_FILE = fileURLToPath(new URL('./src/vigil-styles.generated.css', import.meta.url));
/** The signed-out pages' sheet, the one /login loads (build/signed-out-styles.ts). */
const SIGNED_OUT_STYLES_ID = 'virtual:vigil-signed-out-styles.css';
const SIGNED_OUT_STYLES_FILE = fileURLToPath(new URL('./src/vigil-signed-out-styles.generated.css', import.meta.url));

/**
 * The Tailwind entries, served as virtual modules: they need `@source` for @vigil/ui's classes,
 * Tailwind-only syntax the repository's CSS linter rejects in .css files. The whole app's sheet, and the signed-out
 * pages' one (/login loads only that one).
 */
function tailwindEntry(): Plugin {
  const files = new Map([
    [STYLES_ID, STYLES_FILE],
    [SIGNED_OUT_STYLES_ID, SIGNED_OUT_STYLES_FILE],
  ]);
  return {
    name: 'vigil-tailwind-entry',
    enforce: 'pre',
    resolveId: (id) => files.get(id) ?? null,
    load: (id) => {
      if (id === STYLES_FILE) return ['@import "tailwindcss";', '@import "@vigil/ui/styles.css";', '@source "../../../packages/ui/src";', '@source "./";'].join('\n');
      return id === SIGNED_OUT_STYLES_FILE ? signedOutStylesCss() : null;
    },
  };
}

/** The catalog modules and the name each exports its messages under. */
const CATALOGS = new Map([
  [fileURLToPath(new URL('./src/i18n/zh-CN.ts', import.meta.url)), 'zhCN'],
  [fileURLToPath(new URL('./src/i18n/en.ts', import.meta.url)), 'en'],
  [fileURLToPath(new URL('./src/i18n/pages.zh-CN.ts', import.meta.url)), 'pagesZhCN'],
  [fileURLToPath(new URL('./src/i18n/pages.en.ts', import.meta.url)), 'pagesEn'],
]);

/**
 * Builds ship the catalogs as ICU ASTs (formatjs "pre-compile"), so the browser needs no message parser:
 * the parser is aliased to its no-parser variant below. Dev and tests keep the string catalogs.
 */
function precompiledCatalogs(): Plugin {
  return {
    name: 'vigil-precompiled-catalogs',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    async load(id) {
      const name = CATALOGS.get(id);
      if (!name) return null;
      const { module, dependencies } = await runnerImport<Record<string, Record<string, string>>>(id, { configFile: false, logLevel: 'silent' });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const messages = module[name];
      if (!messages) throw new Error(`${id} does not export ${name}`);
      const ast = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(ast))});`;
    },
  };
}

export default defineConfig({
  // Served from a sub-path when VIGIL_BASE is set (e.g. /console/).
  base: process.env.VIGIL_BASE ?? '/',
  resolve: {
    // @vigil/ui's dist is one file, so importing one component keeps every Radix primitive
    // (their top-level calls are not pure). Its sources are one module per component, which
    // lets the bundler keep only what each route uses — /login stays small.
    alias: [{ find: /^@vigil\/ui$/, replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)) }],
  },
  plugins: [tailwindEntry(), precompiledCatalogs(), react(), tailwindcss(), checkSignedOutSources(), precompress()],
  // Every browser the console supports preloads modules natively (Chromium 66+, Firefox 115+, Safari 17+): the
  // polyfill would only add bytes to /login.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
  server: {
    proxy: {
      '/api': MOCK,
      '/__mock': MOCK,
      '/ws': { target: MOCK, ws: true },
      // vigil-mock's live test streams (WebSocket-FLV and HLS) of the video channels.
      '/live': { target: MOCK, ws: true },
    },
  },
});
