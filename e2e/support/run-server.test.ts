import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const launcher = path.join(import.meta.dirname, 'run-server.ts');

/** Starts run-server.ts on a stand-in server that fills DATA_DIR, prints "ready" and runs `then`. */
const start = (dataDir: string, then: string) => {
  const server = [
    "const fs = require('node:fs');",
    "fs.mkdirSync(process.env.DATA_DIR + '/outbox', { recursive: true });",
    "fs.writeFileSync(process.env.DATA_DIR + '/outbox/mail.eml', 'x');",
    "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 200));",
    "console.log('ready');",
    then,
  ].join('\n');
  const child = spawn(process.execPath, [launcher, process.execPath, '-e', server], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready, exited };
};

describe('run-server.ts', () => {
  const parents: string[] = [];
  const newDataDir = () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'pdc-run-server-test-'));
    parents.push(parent);
    return path.join(parent, 'data');
  };
  afterEach(() => {
    for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true });
  });

  it('removes DATA_DIR once the server has stopped on SIGTERM to the process group, as Playwright sends it', async () => {
    const dataDir = newDataDir();
    const { child, ready, exited } = start(dataDir, 'setInterval(() => {}, 1000);');
    await ready;
    expect(existsSync(path.join(dataDir, 'outbox', 'mail.eml'))).toBe(true);
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('removes DATA_DIR when the server fails, and fails too', async () => {
    const dataDir = newDataDir();
    const { exited } = start(dataDir, 'process.exit(3);');
    expect(await exited).toBe(3);
    expect(existsSync(dataDir)).toBe(false);
  });
});
