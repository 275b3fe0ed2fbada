import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, prepareRunEnv } from './run-env.ts';

const listenOn = (port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('prepareRunEnv', () => {
  it('picks a port one can listen on, a fresh data directory and the São Paulo day', async () => {
    const env: NodeJS.ProcessEnv = {};
    const run = await prepareRunEnv(env, new Date('2026-11-24T01:30:00Z'));
    expect(run.port).toBeGreaterThan(0);
    await expect(listenOn(run.port)).resolves.toBeUndefined();
    expect(run.dataDir).toMatch(/pdc-e2e-\d+-\d+$/);
    expect(run.today).toBe('2026-11-23');
    expect(env).toEqual({ E2E_PORT: String(run.port), E2E_DATA_DIR: run.dataDir, E2E_TODAY: '2026-11-23' });
  });

  it('keeps what the environment already says (E2E_PORT, and what a worker inherits)', async () => {
    const env: NodeJS.ProcessEnv = { E2E_PORT: '8089', E2E_DATA_DIR: '/tmp/x', E2E_TODAY: '2026-01-02' };
    expect(await prepareRunEnv(env)).toEqual({ port: 8089, dataDir: '/tmp/x', today: '2026-01-02' });
  });
});

describe('freePort', () => {
  it('answers different ports while the first is taken', async () => {
    const first = await freePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(first, '127.0.0.1', resolve));
    try {
      expect(await freePort()).not.toBe(first);
    } finally {
      server.close();
    }
  });
});
