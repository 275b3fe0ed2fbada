import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200 (a started server), or fails after `timeoutMs`. */
export const waitUntilReady = async (url: string, timeoutMs = 90_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} não respondeu 200 em ${timeoutMs / 1000} s`);
    await sleep(250);
  }
};

type TManagedProcess = {
  name: string;
  logFile: string;
  /** Starts it (again); resolves once it is ready. */
  start: () => Promise<void>;
  /** Sends the signal and resolves when the process has exited. */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
  isRunning: () => boolean;
  /** The running process's id (its memory is read from /proc), or null. */
  pid: () => number | null;
};

const manage = ({
  name,
  command,
  args,
  env,
  logFile,
  readyUrl,
}: {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  logFile: string;
  readyUrl: string;
}): TManagedProcess => {
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  const log = createWriteStream(logFile, { flags: 'a' });
  return {
    name,
    logFile,
    start: async () => {
      child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      const current = child;
      exited = new Promise((resolve) => current.once('exit', (code) => resolve(code)));
      const failed = exited.then((code) => {
        throw new Error(`${name} saiu (código ${code}) antes de ficar pronto; veja ${logFile}`);
      });
      await Promise.race([waitUntilReady(readyUrl), failed]);
    },
    stop: async (signal) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
      child.kill(signal);
      return exited;
    },
    isRunning: () => child !== null && child.exitCode === null && child.signalCode === null,
    pid: () => child?.pid ?? null,
  };
};

export type TApiInstance = TManagedProcess & { port: number; url: string };

/** One API instance in production mode (node apps/api/src/server.ts), its JSON logs in `logFile`. */
export const createApiInstance = ({
  name,
  port,
  env,
  workDir,
}: {
  name: string;
  port: number;
  env: Record<string, string>;
  workDir: string;
}): TApiInstance => {
  const dataDir = path.join(workDir, name);
  mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  return {
    ...manage({
      name,
      command: process.execPath,
      args: ['apps/api/src/server.ts'],
      env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
      logFile: path.join(workDir, `${name}.log`),
      readyUrl: `${url}/ready`,
    }),
    port,
    url,
  };
};

/** HAProxy with deploy/haproxy.cfg, in the foreground, in front of the two instances. */
export const createProxy = ({
  port,
  instances,
  workDir,
}: {
  port: number;
  instances: readonly TApiInstance[];
  workDir: string;
}) => {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...manage({
      name: 'haproxy',
      command: process.env.HAPROXY_BIN ?? 'haproxy',
      args: ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')],
      env: {
        PDC_LISTEN: `127.0.0.1:${port}`,
        PDC_API1: `127.0.0.1:${instances[0]?.port}`,
        PDC_API2: `127.0.0.1:${instances[1]?.port}`,
      },
      logFile: path.join(workDir, 'haproxy.log'),
      readyUrl: `${url}/ready`,
    }),
    url,
  };
};
