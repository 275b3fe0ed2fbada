import { defineConfig } from '@playwright/test';
import { prepareRunEnv } from './support/run-env.ts';
import { E2E_TIME_ZONE } from './support/sao-paulo-day.ts';

const { port, dataDir, today } = await prepareRunEnv(process.env);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const PUSH_SPECS = '**/push.spec.ts';
// Documentation screenshots run only on demand (SCREENSHOTS=1), not as part of the test run.
const SCREENSHOT_SPECS_IGNORED = process.env.SCREENSHOTS ? [] : ['**/screenshots*.spec.ts'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: SCREENSHOT_SPECS_IGNORED,
  // One worker per run: the specs share one seeded server and read its outbox. `npm test` runs
  // the specs in two lanes (scripts/e2e-lanes.ts), each with its own server, port and data directory.
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
    // A failed test keeps its trace with the DOM at each step. The screencast is off unless asked
    // for (E2E_TRACE_SCREENSHOTS=1): encoding a frame of every paint cost a fifth of the run's CPU.
    // E2E_TRACE=off in CI, whose traces nobody can open: recording one cost a tenth of the run's CPU.
    trace: {
      mode: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
      screenshots: process.env.E2E_TRACE_SCREENSHOTS === '1',
      snapshots: true,
      sources: true,
    },
  },
  // Debian's Chromium builds, never a downloaded browser (decision 0119). The headless shell, the
  // build Playwright itself runs headless, draws pages without the browser's own windows and UI; the
  // push spec needs the full browser, whose service worker shows notifications.
  projects: [
    {
      name: 'headless-shell',
      // A project's testIgnore replaces the run's: the screenshots stay left out here too.
      testIgnore: [...SCREENSHOT_SPECS_IGNORED, PUSH_SPECS],
      use: { launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium',
      testMatch: PUSH_SPECS,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
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
