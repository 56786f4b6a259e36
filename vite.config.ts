import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The year the pages were built: the footer's first render in the browser shows what the prerendered HTML shows.
const BUILD_YEAR = new Date().getFullYear();

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(BUILD_YEAR) },
  // The browser app (with a manifest of its chunks for the size report), or the prerendering entry run at build.
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // Everything the entry imports statically goes into one chunk: the first load is two requests, not
        // eleven sharing a slow connection's bandwidth and HTTP/1.1's six connections with the page (decision 028).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } } },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
