import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (say, CI and a developer) live side by side.
const PORT = Number(process.env.E2E_PORT ?? 8089);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
// A fresh database per run: the seed (SEED_ON_EMPTY) runs on an empty directory. Exported as
// E2E_DATA_DIR so specs can read the server's files (the recovery e-mails in outbox/); `??=`
// because workers load this file again and must see the main process's directory.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `pdc-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Documentation screenshots run only on demand (SCREENSHOTS=1), not as part of the test run.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots*.spec.ts'],
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
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    // Debian's Chromium: no browser download (see the brief of issue #2).
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
          command: 'node ../apps/api/src/server.ts',
          env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_EMPTY: 'true' },
          url: `http://127.0.0.1:${PORT}/ready`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      }),
});
