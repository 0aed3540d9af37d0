import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Served from a sub-path when VIGIL_BASE is set (e.g. /console/).
  base: process.env.VIGIL_BASE ?? '/',
  plugins: [react(), tailwindcss()],
});
