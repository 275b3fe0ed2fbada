import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isoDay, saoPauloDayOf } from './sao-paulo-day.ts';

/** A TCP port no one listens on right now, as the OS picks it for port 0. */
export const freePort = (host = '127.0.0.1'): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error(`no port in ${String(address)}`));
      });
    });
  });

export type TRunEnv = { port: number; dataDir: string; today: string };

/**
 * Fixes, once per run, what the main process, the workers (which load the config again with the
 * main process's environment) and the server must share: the server's port (E2E_PORT, else a free
 * one), its fresh data directory (E2E_DATA_DIR: the seed runs on an empty one, and the specs read
 * the e-mails in its outbox/) and the day the seed and the specs call today (E2E_TODAY, the São
 * Paulo day). A value already in `env` is kept.
 */
export const prepareRunEnv = async (env: NodeJS.ProcessEnv, now: Date = new Date()): Promise<TRunEnv> => {
  env['E2E_PORT'] ??= String(await freePort());
  env['E2E_DATA_DIR'] ??= path.join(os.tmpdir(), `pdc-e2e-${now.getTime()}-${process.pid}`);
  env['E2E_TODAY'] ??= isoDay(saoPauloDayOf(now));
  return { port: Number(env['E2E_PORT']), dataDir: env['E2E_DATA_DIR'], today: env['E2E_TODAY'] };
};
