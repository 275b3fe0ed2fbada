import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** Debian's PostgreSQL 15 binaries (postgresql-15; .ci/run installs it). */
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, the servers run as the `postgres` system user. */
const runAs = (): { uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
};

export type TPostgresServer = {
  name: string;
  port: number;
  dataDir: string;
  /** A superuser URL (trust over 127.0.0.1, like a local socket). */
  url: (database?: string) => string;
  stop: () => void;
};

/**
 * A primary and its streaming replica: two clusters of the installed PostgreSQL 15 on two free
 * ports in `root`, the replica made with pg_basebackup (-R: it follows the primary at once).
 */
export const startPrimaryAndReplica = async (root: string) => {
  const user = runAs();
  if (user) {
    chownSync(root, user.uid, user.gid);
    chmodSync(root, 0o700);
  }
  const options: SpawnSyncOptions = { encoding: 'utf8', ...(user ? { uid: user.uid, gid: user.gid } : {}) };
  const run = (binary: string, args: string[]) => {
    const result = spawnSync(path.join(BIN, binary), args, options);
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')}: ${String(result.stderr)}`);
  };

  const server = (name: string, port: number): TPostgresServer => {
    const dataDir = path.join(root, name);
    const pgCtl = (action: 'start' | 'stop') =>
      run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(root, `${name}.log`),
        '-w',
        '-t',
        '60',
        ...(action === 'stop' ? ['-m', 'fast'] : []),
        '-o',
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
        action,
      ]);
    pgCtl('start');
    return {
      name,
      port,
      dataDir,
      url: (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`,
      stop: () => {
        try {
          pgCtl('stop');
        } catch {
          // Already stopped.
        }
      },
    };
  };

  const primaryPort = await freePort();
  const primaryDir = path.join(root, 'primary');
  // initdb's default pg_hba trusts replication connections from 127.0.0.1 under --auth=trust.
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    ['wal_level = replica', 'max_wal_senders = 5', 'hot_standby = on', 'fsync = off', ''].join('\n'),
  );
  const primary = server('primary', primaryPort);

  const replicaPort = await freePort();
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    path.join(root, 'replica'),
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
  ]);
  const replica = server('replica', replicaPort);
  return { primary, replica };
};
