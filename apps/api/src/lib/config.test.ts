import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** What a production start needs of its own. */
const OWN_SECRETS = {
  JWT_SECRET: 'a'.repeat(40),
  OAUTH_CLIENT_SECRET: 'our-own-client-secret',
  DATABASE_URL: 'postgresql://portal:secret@db.internal:5432/portal',
  PUBLIC_URL: 'https://portal.despachante.example',
};
const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdc-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('treats a start that names no mode as production: no demo data, and its own secrets required', () => {
    let caught: unknown;
    try {
      loadConfig({});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).issues.map((issue) => issue.split(':')[0])).toEqual([
      'JWT_SECRET',
      'OAUTH_CLIENT_SECRET',
      'DATABASE_URL',
      'PUBLIC_URL',
    ]);
    const config = loadConfig(OWN_SECRETS);
    expect(config.NODE_ENV).toBe('production');
    expect(config.SEED_ON_EMPTY).toBe(false);
    expect(config.PORT).toBe(8080);
    // The repository's own data/ and the web build, wherever the config module sits in src/.
    const repoRoot = path.resolve(import.meta.dirname, '../../../..');
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(config.WEB_DIST_DIR).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(config.DATABASE_READ_URL).toBeUndefined();
    expect(config.SHUTDOWN_GRACE_SECONDS).toBe(10);
  });

  it('refuses in production the secrets that were ever published in the repository', () => {
    expect(() =>
      loadConfig({ ...OWN_SECRETS, JWT_SECRET: 'dev-only-secret-change-me-in-production-0123456789' }),
    ).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...OWN_SECRETS, OAUTH_CLIENT_SECRET: 'portal-clientes-web-secret' })).toThrow(
      /OAUTH_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...OWN_SECRETS, SEED_ON_EMPTY: 'true' })).toThrow(/SEED_ON_EMPTY/);
  });

  it('refuses in production the embedded database and a portal without its public address', () => {
    expect(() => loadConfig({ ...OWN_SECRETS, DATABASE_URL: '' })).toThrow(
      /DATABASE_URL: defina o PostgreSQL em produção/,
    );
    expect(() => loadConfig({ ...OWN_SECRETS, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: defina o endereço/);
    // The demo and the tests keep running on the embedded database.
    expect(loadConfig({ NODE_ENV: 'test' }).DATABASE_URL).toBeUndefined();
  });

  it('takes both VAPID keys or neither, and no loopback push service in production', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: informe as duas chaves, ou nenhuma/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }),
    ).toMatchObject({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_SUBJECT: 'suporte@despachante.example' })).toThrow(
      /deve começar com mailto: ou https:\/\//,
    );
    expect(() => loadConfig({ ...OWN_SECRETS, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' })).toThrow(
      /PUSH_ALLOW_PRIVATE_ENDPOINTS: não é aceito em produção/,
    );
  });

  it('checks the replica URL and the digest cron expression', () => {
    const config = loadConfig({
      ...OWN_SECRETS,
      DATABASE_READ_URL: 'postgresql://portal:secret@replica.internal:5432/portal',
      FOLLOW_UP_DIGEST_CRON: '0 7 * * 1',
    });
    expect(config.DATABASE_READ_URL).toContain('replica.internal');
    expect(config.FOLLOW_UP_DIGEST_CRON).toBe('0 7 * * 1');
    expect(() => loadConfig({ ...OWN_SECRETS, DATABASE_READ_URL: 'mysql://x' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ ...OWN_SECRETS, FOLLOW_UP_DIGEST_CRON: 'toda segunda' })).toThrow(
      /FOLLOW_UP_DIGEST_CRON: deve ser uma expressão cron/,
    );
  });

  it('gives the demo (development) its data and a random secret of its own, kept in DATA_DIR', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.SEED_ON_EMPTY).toBe(true);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.JWT_SECRET);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // The same install keeps its secret across restarts; another install has another one.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDataDir() }).JWT_SECRET).not.toBe(
      first.JWT_SECRET,
    );
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY,
    ).toBe(false);
  });

  it('makes JWT_SECRET the only signing key unless JWT_SIGNING_KEYS lists the key ring', () => {
    expect(loadConfig(OWN_SECRETS).JWT_SIGNING_KEYS).toEqual([OWN_SECRETS.JWT_SECRET]);
    const test = loadConfig({ NODE_ENV: 'test' });
    expect(test.JWT_SIGNING_KEYS).toEqual([test.JWT_SECRET]);
    const ring = loadConfig({ ...OWN_SECRETS, JWT_SIGNING_KEYS: ` ${'n'.repeat(40)} ,${'p'.repeat(40)},` });
    expect(ring.JWT_SIGNING_KEYS).toEqual(['n'.repeat(40), 'p'.repeat(40)]);
    // The ring signs the tokens; JWT_SECRET keeps keying the rest (it is not rotated with them).
    expect(ring.JWT_SECRET).toBe(OWN_SECRETS.JWT_SECRET);
    expect(() => loadConfig({ ...OWN_SECRETS, JWT_SIGNING_KEYS: `${'n'.repeat(40)},curta` })).toThrow(
      /JWT_SIGNING_KEYS\.1: cada chave deve ter ao menos 32 caracteres/,
    );
    expect(() =>
      loadConfig({
        ...OWN_SECRETS,
        JWT_SIGNING_KEYS: `${'n'.repeat(40)},dev-only-secret-change-me-in-production-0123456789`,
      }),
    ).toThrow(/JWT_SIGNING_KEYS: use chaves próprias/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const issues = (caught as ConfigError).issues;
    expect(issues.map((issue) => issue.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    expect((caught as ConfigError).message).toContain('Configuração inválida');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ ...OWN_SECRETS, PORT: '70000' })).toThrow(ConfigError);
  });
});
