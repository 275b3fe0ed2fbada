import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { createMailer, toEmlFileName } from '../../src/lib/mailer.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('mailer', () => {
  let database: TDatabaseHandle;
  let dataDir: string;
  const logger = pino({ level: 'silent' });
  const now = () => new Date('2026-03-02T12:00:00.123Z');
  const email = { to: 'ana@cliente.example', subject: 'Assunto ção', text: 'Código: 123456' };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-mailer-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('without SMTP: records LOGGED and writes a readable, sortable .eml file', async () => {
    const mailer = createMailer({
      db: database.db,
      config: {
        SMTP_URL: undefined,
        MAIL_FROM: 'Portal <nao-responda@portal.example>',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
      },
      logger,
      now,
    });
    expect(await mailer.sendEmail(email)).toEqual({ status: 'LOGGED' });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toEqual(['2026-03-02T12-00-00-123Z_ana_at_cliente.example.eml']);
    expect(toEmlFileName(now(), email.to)).toBe(files[0]);
    const text = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(text).toContain('Subject: Assunto ção');
    expect(text).toContain('Código: 123456');
  });

  it('with an unreachable SMTP server: records FAILED with the error and does not throw', async () => {
    const mailer = createMailer({
      db: database.db,
      config: {
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'nao-responda@portal.example',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
      },
      logger,
      now,
    });
    expect(await mailer.sendEmail(email)).toEqual({ status: 'FAILED' });
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['LOGGED', 'FAILED']);
    expect(rows[1]?.error).toEqual(expect.any(String));
  });
});
