import { defineConfig } from '@playwright/test';
import { prepareRunEnv } from './support/run-env.ts';
import { E2E_TIME_ZONE } from './support/sao-paulo-day.ts';

const { port, dataDir, today } = await prepareRunEnv(process.env);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Documentation screenshots run only on demand (SCREENSHOTS=1), not as part of the test run.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots*.spec.ts'],
  // One worker per run: the specs share one seeded server and read its outbox. `npm test` runs
  // the suite in shards (--shard), each with its own server, port and data directory.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The CI machine is slower than a developer's (its e2e step took 5.2 min against 3.6 here), and a
  // 'Todos' report on PGlite can take seconds there: the defaults (30 s, 5 s) were too tight.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: E2E_TIME_ZONE,
    trace: 'retain-on-failure',
    // Debian's Chromium: tests never download a browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  // With E2E_BASE_URL set, tests run against that server (e.g. `vite preview`) and none is started.
  ...(process.env.E2E_BASE_URL
    ? {}
    : {
        webServer: {
          command: 'node support/run-server.ts node ../apps/api/src/server.ts',
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // The demo run: demo data and a local secret (a start that names no mode is production).
            NODE_ENV: 'development',
            SEED_ON_EMPTY: 'true',
            SEED_TODAY: today,
            // The suite signs in hundreds of times from 127.0.0.1; the limit itself has an API test.
            PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: '5000',
            // Outbound webhooks: webhooks.spec.ts's receiver listens on 127.0.0.1 (refused in production).
            WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
            // Web Push: push.spec.ts's push service listens on 127.0.0.1 (refused in production).
            PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
          },
          url: `http://127.0.0.1:${port}/ready`,
          // Seeding the demo data beside the other steps of `npm test` (another shard's server
          // among them) takes longer than alone.
          timeout: 300_000,
          // SIGTERM, not SIGKILL: the server closes PGlite (it gives up after 10 s), then
          // run-server.ts removes the directory.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      }),
});
