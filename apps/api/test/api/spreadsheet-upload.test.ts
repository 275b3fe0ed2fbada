import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SPREADSHEET_BYTES,
  SPREADSHEET_EMPTY_MESSAGE,
  SPREADSHEET_TOO_LARGE_MESSAGE,
  type TSpreadsheetImport,
} from '@pc/contract/admin-spreadsheet';
import {
  SPREADSHEET_PART_BYTES,
  spreadsheetImportParts,
  spreadsheetImports,
} from '../../src/db/schema/spreadsheet-imports.ts';
import { findSpreadsheetImportFile } from '../../src/features/spreadsheet-import/spreadsheet-import-repository.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const ADMIN = { id: 11, email: 'carla@portal.example', name: 'Carla Mendes' };
const IMPORTS = '/api/admin/planilha/importacoes';

/**
 * The upload is spooled to disk as it arrives and stored a part at a time: no step holds the
 * whole file as one parameter, and nothing of a refused upload stays behind.
 */
describe('a spreadsheet upload', () => {
  let ctx: TTestApp;
  let token: string;
  let spoolDir: string;
  const previousTmpDir = process.env.TMPDIR;

  beforeAll(async () => {
    // This file's own temporary folder (os.tmpdir() reads TMPDIR): what an upload leaves is seen.
    spoolDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-spool-test-'));
    process.env.TMPDIR = spoolDir;
    ctx = await createTestApp({ prepare: ({ db }) => insertUser(db, { ...ADMIN, role: 'ADMIN' }) });
    ({ access_token: token } = await signInTokens(ctx.app, ADMIN.email));
  });

  afterAll(async () => {
    await ctx.close();
    if (previousTmpDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpDir;
    rmSync(spoolDir, { recursive: true, force: true });
  });

  const upload = (payload: Buffer, fileName = 'dados.xlsx') =>
    ctx.app.inject({
      method: 'POST',
      url: `${IMPORTS}?arquivo=${fileName}`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload,
    });
  // A preview may be running on its own copy of the database (a pdc-preview- folder): not an upload's.
  const uploadsLeft = () => readdirSync(spoolDir).filter((name) => name.startsWith('pdc-upload-'));
  const importCount = async () => {
    const [row] = await ctx.database.db.select({ total: count() }).from(spreadsheetImports);
    return row?.total ?? 0;
  };

  it('keeps the file in parts of at most 1 MB and reads it back byte for byte', async () => {
    const content = randomBytes(Math.round(2.5 * SPREADSHEET_PART_BYTES));
    const response = await upload(content);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = (response.json() as { data: TSpreadsheetImport }).data;
    const parts = await ctx.database.db
      .select({ part: spreadsheetImportParts.part, bytes: spreadsheetImportParts.bytes })
      .from(spreadsheetImportParts)
      .where(eq(spreadsheetImportParts.importId, id))
      .orderBy(spreadsheetImportParts.part);
    expect(parts.map((part) => [part.part, part.bytes.length])).toEqual([
      [0, SPREADSHEET_PART_BYTES],
      [1, SPREADSHEET_PART_BYTES],
      [2, content.length - 2 * SPREADSHEET_PART_BYTES],
    ]);
    const stored = await findSpreadsheetImportFile(ctx.database.db, id);
    expect(stored?.content.equals(content)).toBe(true);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses an empty file in pt-BR and records nothing', async () => {
    const before = await importCount();
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: SPREADSHEET_EMPTY_MESSAGE });
    expect(await importCount()).toBe(before);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a file past 50 MB with a 413 in pt-BR, keeps nothing of it, and goes on', async () => {
    const before = await importCount();
    const response = await upload(Buffer.alloc(MAX_SPREADSHEET_BYTES + 1, 0x41), 'grande.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: SPREADSHEET_TOO_LARGE_MESSAGE,
    });
    expect(await importCount()).toBe(before);
    expect(uploadsLeft()).toEqual([]);
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });

  it('counts a body sent without its length as it arrives, and stops at 50 MB', async () => {
    const before = await importCount();
    const chunk = Buffer.alloc(SPREADSHEET_PART_BYTES, 0x41);
    const chunks = Array.from({ length: MAX_SPREADSHEET_BYTES / SPREADSHEET_PART_BYTES + 1 }, () => chunk);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${IMPORTS}?arquivo=grande.csv`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: SPREADSHEET_TOO_LARGE_MESSAGE });
    expect(await importCount()).toBe(before);
    expect(uploadsLeft()).toEqual([]);
  });

  it('answers while a preview runs: the preview never holds the database requests need', async () => {
    // 1,200 exchange rates, one upsert each: progress is told every 500 rows. Were the preview's
    // rolled-back transaction held on the database requests read (PGlite has one session), no
    // request would answer until it ended, and no progress between 0 and the end would be seen.
    const currencies = ['USD', 'EUR', 'GBP', 'CNY'];
    const lines = ['Moeda;Data;Compra (R$);Venda (R$)'];
    for (let day = 0; day < 300; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const shown = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
      for (const currency of currencies) lines.push(`${currency};${shown};5,1234;5,1240`);
    }
    const response = await upload(Buffer.from(lines.join('\r\n'), 'utf8'), 'cambio.csv');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = (response.json() as { data: TSpreadsheetImport }).data;
    const seen: number[] = [];
    // Until the preview ends: on a loaded machine 1,200 upserts on PGlite can take a minute or more.
    // The test is about what answers meanwhile, not how fast.
    const deadline = Date.now() + 170_000;
    let lastStatus = 'PREVIEWING';
    while (lastStatus === 'PREVIEWING' && Date.now() < deadline) {
      const read = await ctx.app.inject({ method: 'GET', url: `${IMPORTS}/${id}`, headers: bearer(token) });
      const { status, progress } = (read.json() as { data: TSpreadsheetImport }).data;
      lastStatus = status;
      if (status === 'PREVIEWING') {
        seen.push(progress.done);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(lastStatus).toBe('PREVIEWED');
    expect(
      seen.some((done) => done > 0 && done < 1_200),
      `progress seen: ${[...new Set(seen)].join(', ')}`,
    ).toBe(true);
  }, 180_000);
});
