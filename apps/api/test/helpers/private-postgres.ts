import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/cluster/free-port.ts';

/** Debian's PostgreSQL 15 binaries (.ci/run installs postgresql-15). */
const BIN = '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user. */
const runAs = (): { uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
};

/**
 * A throw-away PostgreSQL server of its own (initdb in a temporary directory, a free port), so a
 * test can stop and restart it without disturbing the shared test server other suites use.
 */
export const startPrivatePostgres = async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pdc-restart-'));
  const dataDir = path.join(root, 'data');
  const user = runAs();
  if (user) {
    chownSync(root, user.uid, user.gid);
    chmodSync(root, 0o700);
  }
  const port = await freePort();
  const options: SpawnSyncOptions = { encoding: 'utf8', ...(user ? { uid: user.uid, gid: user.gid } : {}) };
  const run = (binary: string, args: string[]) => {
    const result = spawnSync(path.join(BIN, binary), args, options);
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')}: ${String(result.stderr)}`);
  };
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (action: 'start' | 'stop' | 'restart') =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      ...(action === 'start' ? [] : ['-m', 'fast']),
      '-o',
      serverOptions,
      action,
    ]);

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  pgCtl('start');
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl('stop'),
    start: () => pgCtl('start'),
    restart: () => pgCtl('restart'),
    dispose: () => {
      try {
        pgCtl('stop');
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
};
