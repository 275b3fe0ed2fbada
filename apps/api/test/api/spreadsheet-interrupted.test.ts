import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPREADSHEET_INTERRUPTED_ACTION,
  SPREADSHEET_INTERRUPTED_MESSAGE,
  type TSpreadsheetImportDetail,
  type TSpreadsheetImportStatus,
} from '@pc/contract/admin-spreadsheet';
import type { TDatabase } from '../../src/db/client.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { spreadsheetImports } from '../../src/db/schema/spreadsheet-imports.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const ADMIN = { id: 11, email: 'carla@portal.example', name: 'Carla Mendes' };

const insertImport = async (db: TDatabase, fileName: string, status: TSpreadsheetImportStatus) => {
  const [row] = await db
    .insert(spreadsheetImports)
    .values({
      userId: ADMIN.id,
      fileName,
      status,
      createdAt: new Date('2026-11-30T12:00:00Z'),
      progressDone: status === 'COMMITTING' ? 4_000 : 0,
      progressTotal: 20_000,
    })
    .returning({ id: spreadsheetImports.id });
  if (!row) throw new Error('import not inserted');
  return row.id;
};

/**
 * What a start finds of the imports a dead server left running. PGlite opens in one process only,
 * so they died with it: each ends FAILED and audited, never "Gravando 4000/20000" for ever. On
 * PostgreSQL another instance may be running them: a start leaves them to their job, whose
 * heartbeat tells (test/restart/spreadsheet-import-crash.test.ts kills one mid-commit).
 */
describe('imports left running when the server starts', () => {
  let ctx: TTestApp;
  let token: string;
  const ids = { committing: 0, previewing: 0, done: 0 };

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async ({ db }) => {
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
        ids.committing = await insertImport(db, 'gravando.xlsx', 'COMMITTING');
        ids.previewing = await insertImport(db, 'analisando.xlsx', 'PREVIEWING');
        ids.done = await insertImport(db, 'pronta.xlsx', 'DONE');
      },
    });
    ({ access_token: token } = await signInTokens(ctx.app, ADMIN.email));
  });

  afterAll(async () => {
    await ctx.close();
  });

  const readImport = async (id: number): Promise<TSpreadsheetImportDetail> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/planilha/importacoes/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TSpreadsheetImportDetail }).data;
  };

  it('ends each as the admin can act on it: failed, with why and what to do, and audited', async () => {
    const committing = await readImport(ids.committing);
    const previewing = await readImport(ids.previewing);
    const interrupted = await ctx.database.db
      .select({ subjectId: auditEvents.subjectId, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.action, SPREADSHEET_INTERRUPTED_ACTION))
      .orderBy(auditEvents.subjectId);
    if (ctx.database.kind === 'postgres') {
      expect([committing.status, previewing.status]).toEqual(['COMMITTING', 'PREVIEWING']);
      expect(interrupted).toEqual([]);
      return;
    }
    expect(committing).toMatchObject({ status: 'FAILED', message: SPREADSHEET_INTERRUPTED_MESSAGE });
    expect(committing.finishedAt).not.toBeNull();
    expect(previewing).toMatchObject({ status: 'FAILED', message: SPREADSHEET_INTERRUPTED_MESSAGE });
    expect(interrupted).toEqual(
      [
        {
          subjectId: String(ids.committing),
          before: { status: 'COMMITTING' },
          after: { status: 'FAILED', fileName: 'gravando.xlsx' },
        },
        {
          subjectId: String(ids.previewing),
          before: { status: 'PREVIEWING' },
          after: { status: 'FAILED', fileName: 'analisando.xlsx' },
        },
      ].sort((a, b) => a.subjectId.localeCompare(b.subjectId)),
    );
  });

  it('leaves a finished import as it was', async () => {
    expect(await readImport(ids.done)).toMatchObject({ status: 'DONE', message: null });
  });
});
