import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';

// API path prefixes (spec part 1 §7, part 2 §7) proxied in development. Anchored on a path
// boundary so app routes such as /processos/:id never reach the API (/processos-importacao does).
const API_PREFIXES = [
  'oauth',
  'credential',
  'userAccessLogs',
  'customers',
  'api',
  'processSteps',
  'freightQuotation',
  'cash-calendar',
  'bi',
  'gescomex',
  'processos-importacao',
  'health',
  'ready',
];
const apiPathPattern = `^/(${API_PREFIXES.join('|')})(/|\\?|$)`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { [apiPathPattern]: { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { [apiPathPattern]: { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The sign-in screen loads the app's entry and its vendor chunks (below); every other screen is
    // its own lazy chunk (app/router.tsx).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod with the module that switches its JIT off (lib/zod-jitless.ts): in one chunk, that
            // switch runs before any chunk that defines a schema, so the CSP never sees an eval probe.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/ },
            // The sign-in screen's vendors in one chunk apart from the app's code: it changes when a
            // dependency is upgraded, not when the app does, so a deploy leaves it in the browser's cache.
            // One chunk, not one per package: Lighthouse's slow-4G model charges every extra request.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
