import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core, not Vitest's cores − 1: on the 2-core CI machine that was one worker, and
    // the API suites mostly wait on their databases (decision 0109). `npm test` runs a Vitest step
    // with no other step beside it.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // No file mocks a module or keeps state it does not restore: importing the graph again
          // for each of ~80 files cost more than their tests (decision 0109).
          isolate: false,
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'e2e/support/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Unit-sized in name only: the seed's pinned output, PGlite's thread, bulk inserts.
          // Each opens real databases (copies of one PGlite migrated for the run).
          name: 'integration',
          environment: 'node',
          include: ['apps/api/test/integration/**/*.test.ts'],
          globalSetup: ['apps/api/test/helpers/global-pglite-template.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/api/**/*.test.ts'],
          // Migrates once per run; each file's database is a copy (test/helpers/database-template.ts).
          globalSetup: ['apps/api/test/helpers/global-database-template.ts'],
          // The files share no module state worth isolating (no mocks; each builds its own app),
          // and importing the server's module graph again for every file cost more than its tests.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Stops and restarts a private PostgreSQL server (test/helpers/private-postgres.ts).
          name: 'restart',
          environment: 'node',
          include: ['apps/api/test/restart/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
