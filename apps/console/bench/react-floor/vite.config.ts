import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../build/precompress';

/** The framework floor page (main.tsx), built as the console is: React's production build, `.br`/`.gz` twins. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__bench/react/',
  logLevel: 'silent',
  plugins: [react(), precompress()],
  build: { emptyOutDir: true, modulePreload: { polyfill: false } },
});
