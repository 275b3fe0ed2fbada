import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
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
