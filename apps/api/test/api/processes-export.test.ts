import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMN_KEYS } from '@pc/contract/report-columns';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { ANA, COMPANY_A, EXPORTER_SP, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);

const COLUMNS = [
  'cifValue',
  'reference',
  'datesETA',
  'customerRef',
  'declarationNumber',
  'declarationProtocol',
  'exporter',
];

describe('POST /customers/import/report/excel', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;
  const exportReport = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/customers/import/report/excel', headers, payload });

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db) });
    headers = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
  });
  afterAll(() => ctx.close());

  it('streams a real xlsx with exactly the rows and columns sent, in order', async () => {
    const response = await exportReport({ ids: [P.duimp, P.foreign, P.di], columns: COLUMNS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-processos-importacao.xlsx"; filename*=UTF-8''relatorio-processos-importacao.xlsx`,
    );
    const sheet = await readFirstSheet(response.rawPayload);
    // The foreign process is left out: header + 2 rows.
    expect(sheet.rowCount).toBe(3);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Valor CIF',
      'Referência',
      'ETA',
      'Ref. Pedido Cliente',
      'Número DI/DUIMP',
      'Número do Protocolo',
      'Exportador',
    ]);
    // DUIMP process: DUIMP number, no protocol (the DI fields are ignored), N/I for the missing values.
    expect(values(2)).toEqual([
      'N/I',
      'E00043',
      new Date('2026-04-01T00:00:00Z'),
      'PED-Ação',
      '26BR00000012345',
      'N/I',
      'N/I',
    ]);
    expect(values(3)).toEqual([
      12345.67,
      'PRI00042',
      new Date('2026-03-10T00:00:00Z'),
      { richText: [{ text: '=HYPERLINK("http://x.example","clique")' }] },
      '26/1234567-8',
      'PROT-1',
      EXPORTER_SP.name,
    ]);
    expect(sheet.getRow(3).getCell(1).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(3).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.Number);
  });

  it('exports every catalogue column', async () => {
    const response = await exportReport({ ids: [P.di], columns: [...REPORT_COLUMN_KEYS] });
    expect(response.statusCode).toBe(200);
    const sheet = await readFirstSheet(response.rawPayload);
    expect(sheet.getRow(1).cellCount).toBe(REPORT_COLUMN_KEYS.length);
  });

  it.each([
    [{ ids: [], columns: ['reference'] }, 'Informe ao menos um processo em ids.'],
    [{ ids: [1], columns: [] }, 'Informe ao menos uma coluna em columns.'],
    [{ ids: [1], columns: ['reference', 'reference'] }, 'Não repita colunas'],
    [{ ids: [1], columns: ['senha'] }, 'Informe colunas do relatório entre'],
    [{ ids: ['a'], columns: ['reference'] }, 'Informe ids como uma lista'],
    [{ ids: [0], columns: ['reference'] }, 'Informe ids como uma lista'],
    [{ ids: Array.from({ length: 100_001 }, (_, i) => i + 1), columns: ['reference'] }, 'no máximo 100000'],
  ])('answers 400 for a bad body (%#)', async (payload, message) => {
    const response = await exportReport(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  // npm test installs LibreOffice (Debian's libreoffice-calc-nogui) before this suite runs.
  it('LibreOffice reads it: dates, numbers and escaped formulas as plain text', async () => {
    const response = await exportReport({ ids: [P.di, P.duimp], columns: COLUMNS });
    const dir = await mkdtemp(path.join(tmpdir(), 'pc-export-'));
    try {
      const file = path.join(dir, 'relatorio.xlsx');
      await writeFile(file, response.rawPayload);
      await run(
        'libreoffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76',
          '--outdir',
          dir,
          file,
        ],
        { timeout: 120_000 },
      );
      const csv = (await readFile(path.join(dir, 'relatorio.csv'), 'utf8')).trim().split(/\r?\n/);
      expect(csv[0]).toBe(
        'Valor CIF,Referência,ETA,Ref. Pedido Cliente,Número DI/DUIMP,Número do Protocolo,Exportador',
      );
      // The formula text stays text (never evaluated to "clique"); dates show dd/mm/yyyy, money #,##0.00.
      expect(csv[1]).toBe(
        `"12,345.67",PRI00042,10/03/2026,"=HYPERLINK(""http://x.example"",""clique"")",26/1234567-8,PROT-1,${EXPORTER_SP.name}`,
      );
      expect(csv[2]).toBe('N/I,E00043,01/04/2026,PED-Ação,26BR00000012345,N/I,N/I');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
