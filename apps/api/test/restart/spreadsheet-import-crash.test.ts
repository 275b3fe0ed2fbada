import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPREADSHEET_INTERRUPTED_ACTION,
  SPREADSHEET_INTERRUPTED_MESSAGE,
  SPREADSHEET_NOT_CONFIRMABLE_MESSAGE,
  type TSpreadsheetImportDetail,
} from '@pc/contract/admin-spreadsheet';
import { openDatabase } from '../../src/db/client.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { formatCnpj, makeCnpj } from '../../src/seed/cnpj.ts';
import { startCrashInstance, type TCrashInstance } from '../helpers/crash-instance.ts';

const ADMIN = { id: 50, email: 'carla@portal.example', name: 'Carla Mendes' };
/** Enough rows that the commit is still writing when the instance is killed. */
const COMPANIES = 12_000;
const IMPORTS = '/api/admin/planilha/importacoes';

const companiesCsv = (): Buffer => {
  const lines = ['CNPJ;Nome'];
  for (let index = 0; index < COMPANIES; index += 1) {
    const root = String(10_000_000 + index);
    lines.push(`${formatCnpj(makeCnpj(root))};Importadora ${index}`);
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
};

/**
 * A spreadsheet commit killed half-way (SIGKILL, as `kill -9` or an OOM kill): once restarted, the
 * import ends FAILED with what to do, audited, instead of "Gravando" for ever; it is not confirmed
 * again. The job's heartbeat stops with the process, and pg-boss's monitor hands the job out again.
 */
describe('a spreadsheet import interrupted by a crash', () => {
  let crash: TCrashInstance;
  let instance: TCrashInstance['instance'];
  let headers: Record<string, string>;

  beforeAll(async () => {
    // No schedule starts the job queue: the start itself must, for the import left running.
    crash = await startCrashInstance({
      admin: ADMIN,
      env: { WEBHOOKS_SCHEDULES: 'false' },
      prefix: 'pdc-spreadsheet-crash',
    });
    ({ instance, headers } = crash);
  }, 180_000);

  afterAll(async () => {
    await crash?.dispose();
  });

  const send = async (method: 'GET' | 'POST', url: string, body?: Buffer) => {
    const response = await fetch(`${instance.url}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/octet-stream' } : {}) },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as { data: TSpreadsheetImportDetail } };
  };

  /** Polls the import until `isDone`; its last reading. */
  const waitForImport = async (
    id: number,
    isDone: (detail: TSpreadsheetImportDetail) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<TSpreadsheetImportDetail> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await send('GET', `${IMPORTS}/${id}`);
      if (isDone(body.data)) return body.data;
      if (Date.now() > until)
        throw new Error(`${what}: ${JSON.stringify(body.data)} depois de ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('ends failed and audited within a minute of the restart, and cannot be confirmed again', async () => {
    const uploaded = await send('POST', `${IMPORTS}?arquivo=empresas.csv`, companiesCsv());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { id } = uploaded.body.data;
    await waitForImport(id, (detail) => detail.status === 'PREVIEWED', 150_000, 'a análise');

    const confirmed = await send('POST', `${IMPORTS}/${id}/confirmar`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const killedAt = await waitForImport(
      id,
      (detail) => detail.status !== 'COMMITTING' || detail.progress.done > 0,
      60_000,
      'a gravação começar',
    );
    expect(killedAt.status).toBe('COMMITTING');
    await instance.stop('SIGKILL');
    await instance.start();

    // The heartbeat (30 s) and the monitor (10 s), with slack for a loaded machine.
    const failed = await waitForImport(id, (detail) => detail.status !== 'COMMITTING', 75_000, 'o fim');
    expect(failed).toMatchObject({ status: 'FAILED', message: SPREADSHEET_INTERRUPTED_MESSAGE });
    expect(failed.progress.done).toBeLessThan(COMPANIES);

    const database = await openDatabase({ url: crash.databaseUrl });
    try {
      const audited = await database.db
        .select({
          subjectId: auditEvents.subjectId,
          actorUserId: auditEvents.actorUserId,
          before: auditEvents.before,
        })
        .from(auditEvents)
        .where(eq(auditEvents.action, SPREADSHEET_INTERRUPTED_ACTION));
      expect(audited).toEqual([
        { subjectId: String(id), actorUserId: ADMIN.id, before: { status: 'COMMITTING' } },
      ]);
    } finally {
      await database.close();
    }

    const again = await send('POST', `${IMPORTS}/${id}/confirmar`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: SPREADSHEET_NOT_CONFIRMABLE_MESSAGE });
  }, 420_000);
});
