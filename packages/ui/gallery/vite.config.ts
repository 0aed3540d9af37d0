import tailwind from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The component gallery: `pnpm gallery` serves it; `pnpm a11y` builds it and scans it with axe.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), tailwind()],
  build: { chunkSizeWarningLimit: 2000 },
});
