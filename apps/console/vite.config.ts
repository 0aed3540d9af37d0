import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const MOCK = 'http://127.0.0.1:4010';
const STYLES_ID = 'virtual:vigil-styles.css';
// Resolved beside src/ so Tailwind resolves the relative @source from there.
const STYLES_FILE = fileURLToPath(new URL('./src/vigil-styles.generated.css', import.meta.url));

/**
 * The Tailwind entry, served as a virtual module: it needs `@source` for @vigil/ui's classes,
 * Tailwind-only syntax the repository's CSS linter rejects in .css files.
 */
function tailwindEntry(): Plugin {
  return {
    name: 'vigil-tailwind-entry',
    enforce: 'pre',
    resolveId: (id) => (id === STYLES_ID ? STYLES_FILE : null),
    load: (id) =>
      id === STYLES_FILE
        ? ['@import "tailwindcss";', '@import "@vigil/ui/styles.css";', '@source "../../../packages/ui/src";', '@source "./";'].join('\n')
        : null,
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
  plugins: [tailwindEntry(), react(), tailwindcss()],
  server: {
    proxy: {
      '/api': MOCK,
      '/__mock': MOCK,
      '/ws': { target: MOCK, ws: true },
    },
  },
});
