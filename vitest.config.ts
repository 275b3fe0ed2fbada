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
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/api/**/*.test.ts'],
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
