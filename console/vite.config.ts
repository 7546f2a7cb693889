import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The console's build (`npm run build -w console` writes dist/ for the bucket) and the local
 * server's dev server (local/console-app.ts) share this file. The typed client is compiled from its
 * source, so the console needs no client build first.
 */
export default defineConfig({
  base: '/console/',
  resolve: {
    alias: { '@rewards-api/client': fileURLToPath(new URL('../sdk/typescript/src/index.ts', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  // Everything the pages import, bundled once up front, so a first visit never reloads the page
  // halfway through to bundle a dependency found late.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react-router', '@tanstack/react-query', 'openapi-fetch', 'recharts'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for React Server Components; a single-page app has none.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
