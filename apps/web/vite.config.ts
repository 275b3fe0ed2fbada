import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from '@pc/contract/csp-nonce';
import { defineConfig } from 'vite';
import { chunkGroupTests, SHARED_FAMILIES } from './chunk-groups.ts';

const chunkGroups = chunkGroupTests();

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
  plugins: [react(), chunkGroups.plugin],
  // A <meta property="csp-nonce"> in index.html (and the tags' nonce attributes) holding the
  // placeholder the server replaces with each answer's nonce (apps/api/src/plugins/web-static.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
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
    manifest: true,
    // The sign-in screen loads the app's entry and its vendor chunks; a signed-in screen adds the
    // shell's chunk, the signed-in chunk, its own (app/router.tsx) and, but the Home, its family's
    // shared chunk (and those of the families whose code it uses), and the charts when it draws one.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules its test names, not their imports too: the shared group
          // must leave the entry's modules in the entry (chunk-groups.ts).
          includeDependenciesRecursively: false,
          groups: [
            // zod with the module that switches its JIT off (lib/zod-jitless.ts): in one chunk, that
            // switch runs before any chunk that defines a schema, so the CSP never sees an eval probe.
            {
              name: 'zod',
              priority: 40,
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/,
            },
            // The sign-in screen's vendors in one chunk apart from the app's code: it changes when a
            // dependency is upgraded, not when the app does, so a deploy leaves it in the browser's cache.
            // One chunk, not one per package: Lighthouse's slow-4G model charges every extra request.
            {
              name: 'vendor',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
            },
            // What two or more lazy chunks share, in two chunks, never the charts. Left to itself the
            // bundler makes a chunk per set of sharers: ~40 small files on the Home's path, which
            // HTTP/1.1's six connections fetch a few at a time. First what the shell and the Home
            // import statically (menus, dialogs, tooltips...): every signed-in screen needs it.
            {
              name: 'signed-in',
              priority: 20,
              minShareCount: 2,
              test: chunkGroups.isSignedInShared,
            },
            // Then what other screens share (date-fns, tables, calendars...), which the Home never
            // fetches: a chunk per family of screens (SHARED_FAMILIES), so the process list does not
            // evaluate the back-office's schemas; what is left (the back-office's) in the last one.
            ...SHARED_FAMILIES.map((family, index) => ({
              name: family.name,
              priority: 19 - index,
              minShareCount: 2,
              test: chunkGroups.isInFamily(family.name),
            })),
            {
              name: 'shared',
              priority: 10,
              minShareCount: 2,
              test: chunkGroups.isShareable,
            },
          ],
        },
      },
    },
  },
});
