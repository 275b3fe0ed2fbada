import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../../src/app.ts';
import { loadConfig } from '../../src/lib/config.ts';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { toEmlFileName } from '../../src/core/mail/mail-transport.ts';
import { readEml } from '../helpers/read-eml.ts';
import { startSmtpInbox, type TSmtpInbox } from '../helpers/smtp-inbox.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { testEnv } from '../helpers/test-app.ts';

const EMAIL = { to: 'ana@cliente.example', subject: 'Assunto ção', text: 'Olá, Ana: segue o aviso.' };
const WAIT = { timeout: 20_000, interval: 100 };

describe('durable e-mail queue (pg-boss)', () => {
  let database: TDatabaseHandle;
  let dataDir: string;
  let inbox: TSmtpInbox;
  const logLines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  const servers: { close: () => Promise<void> }[] = [];

  const start = async (env: Record<string, string>) => {
    const config = loadConfig({ ...testEnv, DATA_DIR: dataDir, MAIL_RETRY_DELAY_SECONDS: '1', ...env });
    const server = await createServer({ config, database, isServingWeb: false, logger });
    servers.push(server);
    return server;
  };
  const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-mail-'));
    inbox = await startSmtpInbox();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  afterAll(async () => {
    await inbox.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('without SMTP: writes the message to the local outbox as .eml, LOGGED, and never logs the text', async () => {
    const app = await start({});
    await app.mailQueue.queueEmail(EMAIL);
    await vi.waitFor(async () => expect((await outbox()).at(-1)?.status).toBe('LOGGED'), WAIT);
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/_ana_at_cliente\.example\.eml$/);
    const eml = await readEml(path.join(dataDir, 'outbox', files[0] ?? ''));
    expect(eml.subject).toBe('Assunto ção');
    expect(eml.text).toContain('Olá, Ana: segue o aviso.');
    expect(logLines.join('')).not.toContain('segue o aviso');
    const instant = new Date('2026-03-02T12:00:00.123Z');
    const name = toEmlFileName(instant, 'Ana@Cliente.example');
    expect(name).toMatch(/^2026-03-02T12-00-00-123Z_[0-9a-f]{8}_ana_at_cliente\.example\.eml$/);
    expect(toEmlFileName(instant, 'Ana@Cliente.example')).not.toBe(name);
  });

  it('retries a refused e-mail with backoff until the SMTP server accepts it, once', async () => {
    const app = await start({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
    inbox.refuseNext(2);
    await app.mailQueue.queueEmail({ ...EMAIL, subject: 'Recusado duas vezes' });
    await vi.waitFor(async () => expect((await outbox()).at(-1)?.status).toBe('SENT'), WAIT);
    const row = (await outbox()).at(-1);
    expect(row?.attempts).toBe(3);
    expect(row?.error).toBeNull();
    expect(inbox.received.filter((message) => message.includes('Recusado duas vezes'))).toHaveLength(1);
  });

  it('loses nothing across a restart: an e-mail queued while SMTP is down is sent by the next start', async () => {
    const down = await start({ SMTP_URL: 'smtp://127.0.0.1:1' });
    await down.mailQueue.queueEmail({ ...EMAIL, subject: 'Depois de reiniciar' });
    await vi.waitFor(async () => expect((await outbox()).at(-1)?.attempts).toBeGreaterThan(0), WAIT);
    expect((await outbox()).at(-1)?.status).toBe('PENDING');
    await down.close();
    servers.splice(0);

    await start({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
    await vi.waitFor(async () => expect((await outbox()).at(-1)?.status).toBe('SENT'), WAIT);
    expect(inbox.received.filter((message) => message.includes('Depois de reiniciar'))).toHaveLength(1);
  });
});
