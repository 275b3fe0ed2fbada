import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Standalone (`cd apps/web && npx vitest run`) and usable as the root workspace's 'web' project.
// jsdom for every file: the lib tests need localStorage and window as much as the components do.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker, each file still in a context of its own: building jsdom for each of
    // 129 files was 30% of the project's time (decision 0109).
    pool: 'vmThreads',
    // The same as the root's (a worker per core): Vitest refuses projects of one run that differ.
    maxWorkers: os.availableParallelism(),
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // A bound, not a timing check: the first render of a lazy screen transforms its whole tree,
    // which on a 2-core machine running other suites took more than the default 5 s.
    testTimeout: 15_000,
  },
});
