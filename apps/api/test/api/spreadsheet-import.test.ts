import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMPORT_ACTION,
  SPREADSHEET_KINDS,
  SPREADSHEET_NOT_CONFIRMABLE_MESSAGE,
  SPREADSHEET_OUTCOME_LABELS,
  SPREADSHEET_SHEET_NAMES,
  SPREADSHEET_STATUS_HEADER,
  spreadsheetRefusalText,
  type TSpreadsheetImport,
  type TSpreadsheetImportDetail,
  type TSpreadsheetImportStatus,
  type TSpreadsheetKind,
  type TSpreadsheetRefusalsResponse,
} from '@pc/contract/admin-spreadsheet';
import { ADMIN_ONLY_MESSAGE, STAFF_ONLY_MESSAGE } from '@pc/contract/call';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { duimpVersions } from '../../src/db/schema/duimp.ts';
import { installments, invoices } from '../../src/db/schema/invoices.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { processExpenses } from '../../src/db/schema/process-expenses.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { users } from '../../src/db/schema/users.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { advanceIdentitySequences, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example' };
const ADMIN = { id: 11, email: 'carla@portal.example', name: 'Carla Mendes' };
const PATH = '/api/admin/planilha';

type TCellValue = string | number | Date | null;

/** The header of a kind's column, from the contract (the template's text). */
const headerOf = (kind: TSpreadsheetKind, field: string): string => {
  const column = SPREADSHEET_COLUMNS[kind].find((candidate) => candidate.field === field);
  if (!column) throw new Error(`no column ${field} in ${kind}`);
  return column.header;
};

/** A row as the template's columns order it, from values by field. */
const rowOf = (kind: TSpreadsheetKind, values: Record<string, TCellValue>): TCellValue[] =>
  SPREADSHEET_COLUMNS[kind].map((column) => values[column.field] ?? null);

const FILLED: Partial<Record<TSpreadsheetKind, Record<string, TCellValue>[]>> = {
  companies: [
    {
      cnpj: '11.222.333/0001-81',
      name: 'Boreal Importadora Ltda',
      analytics: 'Sim',
      landedCostAllocation: 'Peso bruto',
      taxRegime: 'Lucro Presumido',
    },
    { cnpj: '44555666000199', name: 'Cítrica Alimentos S.A.' },
  ],
  users: [
    {
      email: 'Marta@Boreal.example',
      name: 'Marta Ribeiro',
      companyCnpjs: '11.222.333/0001-81',
      role: 'Cliente',
    },
  ],
  processes: [
    {
      identification: 'PRI04101',
      companyCnpj: '11.222.333/0001-81',
      typeOfProcess: 'Conta e ordem',
      status: 'Em trânsito',
      stepId: 'Trânsito',
      created: '02/11/2026',
      exporterName: 'Ningbo Export Co.',
      datesETA: '18/12/2026',
      cifValue: '48.250,90',
      cifValueCurrency: 'USD',
    },
    {
      identification: 4102,
      companyCnpj: '44555666000199',
      typeOfProcess: 'Encomenda',
      status: 'Booking',
      stepId: 1,
      created: new Date('2026-11-03T00:00:00Z'),
      datesETA: '31/02/2026',
    },
  ],
  cashRequests: [
    {
      identification: 4101,
      estimatedStepCashRequest: '10/12/2026',
      estimatedStepCashRequestEstimatedValue: '32.000,00',
    },
  ],
  invoices: [
    {
      identification: 4101,
      invoiceNumber: 'INV-77',
      currency: 'USD',
      invoiceAmount: '48.250,90',
      parcel: 1,
      condition: 'Pagamento Antecipado',
      dueDate: '10/11/2026',
      value: '14.475,27',
    },
    {
      identification: 4101,
      invoiceNumber: 'INV-77',
      parcel: 2,
      condition: 'Pagamento à Prazo',
      term: 30,
      dueDate: '20/12/2026',
      value: '33.775,63',
    },
  ],
  declarations: [1, 2].map((itemNumber) => ({
    identification: 4101,
    registryDate: '20/11/2026',
    itemNumber,
    ncm: '84713012',
    vmle: '120.000,00',
    vmld: '131.500,50',
    freight: '9.800,00',
    insurance: '1.700,50',
    ii: '14.465,06',
    ipi: '0',
    pis: '2.761,51',
    cofins: '12.689,80',
    antidumping: '0',
    siscomexFee: '154,23',
    icms: '38.123,44',
    grossWeight: '1.820,5',
    netWeight: '1.650',
    originCountry: 'CN',
  })),
  // One DUIMP version in two rows: MAPA's LPCO in exigência with its requirement, Anvisa's granted.
  duimps: [
    {
      identification: 'PRI04101',
      number: '26BR00000004101',
      version: 1,
      situation: 'EM_ANALISE_FISCAL',
      licensingSituation: 'PENDENTE',
      channel: 'VERDE',
      channelAssignedOn: '21/11/2026',
      registeredOn: '20/11/2026',
      agency: 'MAPA',
      lpcoNumber: 'I2600004101',
      lpcoStatus: 'EM_EXIGENCIA',
      lpcoRequestedOn: '12/11/2026',
      requirementText: 'Apresentar o laudo de análise do lote.',
      requirementOpenedOn: '22/11/2026',
      requirementDueOn: '02/12/2026',
    },
    {
      identification: 'PRI04101',
      number: '26BR00000004101',
      version: 1,
      agency: 'ANVISA',
      lpcoNumber: 'I2600004102',
      lpcoStatus: 'DEFERIDO',
      lpcoRequestedOn: '12/11/2026',
      lpcoDecidedOn: '18/11/2026',
    },
  ],
  exchangeRates: [{ currency: 'USD', date: '24/11/2026', buy: '5,3712', sell: '5,3718' }],
};

/** The row of the bad ETA: header (1), notes (2), then the processes from row 3. */
const BAD_ETA_ROW = 4;

describe('spreadsheet import (/api/admin/planilha)', () => {
  let ctx: TTestApp;
  const tokens = { staff: '', admin: '', customer: '' };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => new Date('2026-11-26T12:00:00Z'),
      prepare: async ({ db }) => {
        await insertAuthFixtures(db);
        await insertUser(db, { ...STAFF, role: 'STAFF' });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
        await db.insert(processSteps).values([...PROCESS_STEPS]);
        await db.insert(countries).values([...COUNTRIES]);
        await advanceIdentitySequences(db, ['companies', 'users']);
      },
    });
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;
    tokens.customer = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
  });
  afterAll(() => ctx.close());

  const downloadTemplate = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}/modelo.xlsx`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };

  const fillTemplate = async (rows: typeof FILLED): Promise<Buffer> => {
    const workbook = await downloadTemplate();
    for (const kind of SPREADSHEET_KINDS) {
      const sheet = workbook.getWorksheet(SPREADSHEET_SHEET_NAMES[kind]);
      (rows[kind] ?? []).forEach((values, index) => {
        if (!sheet) throw new Error(`no sheet ${kind}`);
        sheet.getRow(index + 3).values = rowOf(kind, values) as ExcelJS.CellValue[];
      });
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  const upload = (fileName: string, content: Buffer, token = tokens.admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `${PATH}/importacoes?arquivo=${encodeURIComponent(fileName)}`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: content,
    });

  const getImport = async (id: number): Promise<TSpreadsheetImportDetail> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}/importacoes/${id}`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TSpreadsheetImportDetail }).data;
  };

  const waitFor = async (id: number, status: TSpreadsheetImportStatus): Promise<TSpreadsheetImportDetail> => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const current = await getImport(id);
      if (current.status === status) return current;
      if (current.status === 'FAILED') throw new Error(`import failed: ${current.message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`import ${id} never reached ${status}`);
  };

  const preview = async (fileName: string, content: Buffer) => {
    const response = await upload(fileName, content);
    expect(response.statusCode, response.body).toBe(201);
    return waitFor((response.json() as { data: TSpreadsheetImport }).data.id, 'PREVIEWED');
  };

  const confirm = (id: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `${PATH}/importacoes/${id}/confirmar`,
      headers: bearer(tokens.admin),
    });

  const refusalsOf = async (id: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}/importacoes/${id}/recusas`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TSpreadsheetRefusalsResponse).data;
  };

  const countsOf = (current: TSpreadsheetImport) =>
    Object.fromEntries(
      current.sheets.map(({ sheet, created, updated, unchanged, refused }) => [
        sheet,
        { created, updated, unchanged, refused },
      ]),
    );

  it('refuses staff and customers (403 in pt-BR)', async () => {
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}/modelo.xlsx`,
      headers: bearer(tokens.staff),
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ message: ADMIN_ONLY_MESSAGE });
    const customer = await upload('a.csv', Buffer.from('x'), tokens.customer);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ message: STAFF_ONLY_MESSAGE });
  });

  it('serves the template: one sheet per kind, pt-BR headers, the notes row and the choice lists', async () => {
    const workbook = await downloadTemplate();
    const names = workbook.worksheets.filter((sheet) => sheet.state === 'visible').map((sheet) => sheet.name);
    expect(names).toEqual([
      'Empresas',
      'Usuários',
      'Processos',
      'Numerários',
      'Invoices e parcelas',
      'Declarações e itens',
      'Despesas',
      'DUIMP e LPCO',
      'Câmbio',
    ]);
    for (const kind of SPREADSHEET_KINDS) {
      const sheet = workbook.getWorksheet(SPREADSHEET_SHEET_NAMES[kind]);
      const columns = SPREADSHEET_COLUMNS[kind];
      expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.header));
      expect((sheet?.getRow(2).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.note));
    }
    const processSheet = workbook.getWorksheet('Processos');
    const etaNote = processSheet
      ?.getRow(2)
      .getCell(SPREADSHEET_COLUMNS.processes.findIndex((c) => c.header === 'ETA') + 1).value;
    expect(etaNote).toBe('Data DD/MM/AAAA.');
    const typeColumn = SPREADSHEET_COLUMNS.processes.findIndex((c) => c.field === 'typeOfProcess') + 1;
    expect(processSheet?.getRow(3).getCell(typeColumn).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Conta e ordem,Encomenda,Assessoria"'],
    });
    const stepColumn = SPREADSHEET_COLUMNS.processes.findIndex((c) => c.field === 'stepId') + 1;
    expect(processSheet?.getRow(50).getCell(stepColumn).dataValidation?.formulae?.[0]).toMatch(
      /^Listas!\$A\$1:\$A\$\d+$/,
    );
    expect(workbook.getWorksheet('Listas')?.getColumn(1).values).toContain('Trânsito');
  });

  it('previews a filled template without writing, then commits it through the ingestion upserts; twice changes nothing', async () => {
    const content = await fillTemplate(FILLED);
    const before = await ctx.database.db.select().from(companies);
    // On PostgreSQL both phases run on the import thread (its own connection, a bounded heap), the
    // commit on the thread the preview started. On PGlite the preview does, against its own copy of
    // the database; the commit runs on the server's.
    const { importThread } = ctx.app;
    const importsBefore = importThread.importsRun();
    const previewed = await preview('carga-inicial.xlsx', content);
    expect(countsOf(previewed)).toEqual({
      Empresas: { created: 2, updated: 0, unchanged: 0, refused: 0 },
      Usuários: { created: 1, updated: 0, unchanged: 0, refused: 0 },
      Processos: { created: 1, updated: 0, unchanged: 0, refused: 1 },
      Numerários: { created: 0, updated: 1, unchanged: 0, refused: 0 },
      'Invoices e parcelas': { created: 2, updated: 0, unchanged: 0, refused: 0 },
      'Declarações e itens': { created: 2, updated: 0, unchanged: 0, refused: 0 },
      Despesas: { created: 0, updated: 0, unchanged: 0, refused: 0 },
      'DUIMP e LPCO': { created: 2, updated: 0, unchanged: 0, refused: 0 },
      Câmbio: { created: 1, updated: 0, unchanged: 0, refused: 0 },
    });
    const [refusal] = await refusalsOf(previewed.id);
    expect(refusal).toEqual({
      sheet: 'Processos',
      row: BAD_ETA_ROW,
      column: 'ETA',
      reason: 'data inexistente (31/02/2026)',
    });
    expect(spreadsheetRefusalText(refusal ?? { row: 0, column: null, reason: '' })).toBe(
      `Linha ${BAD_ETA_ROW}, coluna ETA: data inexistente (31/02/2026)`,
    );
    // The first rows of each sheet as they will be written; the refused one as the file has it.
    const processRows = previewed.firstRows.find((sheet) => sheet.sheet === 'Processos');
    const cellsOf = (row: number) => {
      const found = processRows?.rows.find((candidate) => candidate.row === row);
      return Object.fromEntries(
        (processRows?.columns ?? []).map((header, index) => [header, found?.cells[index]]),
      );
    };
    expect(processRows?.rows.map(({ row, outcome, reason }) => ({ row, outcome, reason }))).toEqual([
      { row: 3, outcome: 'created', reason: null },
      { row: BAD_ETA_ROW, outcome: 'refused', reason: 'data inexistente (31/02/2026)' },
    ]);
    expect(cellsOf(3)).toMatchObject({
      Processo: 'PRI04101',
      'CNPJ da empresa': '11.222.333/0001-81',
      Tipo: 'Conta e ordem',
      Etapa: 'Trânsito',
      Abertura: '02/11/2026',
      ETA: '18/12/2026',
      'Valor CIF': '48.250,90',
      'Moeda do CIF': 'USD',
    });
    expect(cellsOf(BAD_ETA_ROW)).toMatchObject({
      Processo: '4102',
      Tipo: 'Encomenda',
      Etapa: '1',
      Abertura: '03/11/2026',
      ETA: '31/02/2026',
    });
    // A column no row fills is left out.
    expect(processRows?.columns).not.toContain('Observação');
    expect(previewed.firstRows.find((sheet) => sheet.sheet === 'Numerários')?.rows).toEqual([
      {
        row: 3,
        outcome: 'updated',
        reason: null,
        cells: ['PRI04101', '10/12/2026', '32.000,00'],
      },
    ]);
    // Nothing written: the preview's transaction was rolled back.
    expect(await ctx.database.db.select().from(companies)).toEqual(before);
    expect(await ctx.database.db.select().from(processes).where(eq(processes.identification, 4101))).toEqual(
      [],
    );
    expect(
      await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'marta@boreal.example')),
    ).toEqual([]);

    expect((await confirm(previewed.id)).statusCode).toBe(200);
    const done = await waitFor(previewed.id, 'DONE');
    expect(importThread.importsRun() - importsBefore).toBe(ctx.database.kind === 'postgres' ? 2 : 1);
    expect(importThread.threadsStarted()).toBe(1);
    expect(done.totals).toEqual({ created: 11, updated: 1, unchanged: 0, refused: 1 });
    const [process] = await ctx.database.db
      .select()
      .from(processes)
      .where(eq(processes.identification, 4101));
    expect(process).toMatchObject({
      datesEta: '2026-12-18',
      cifValue: '48250.90',
      estimatedStepCashRequest: '2026-12-10',
    });
    const [boreal] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.federalId, '11222333000181'));
    expect(boreal).toMatchObject({
      name: 'Boreal Importadora Ltda',
      hasAnalytics: true,
      landedCostAllocation: 'weight',
      taxRegime: 'lucroPresumido',
    });
    expect(
      await ctx.database.db
        .select()
        .from(installments)
        .where(eq(installments.companyId, boreal?.id ?? 0)),
    ).toHaveLength(2);
    expect(
      await ctx.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.processId, process?.id ?? 0)),
    ).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(declarationItems)
        .where(eq(declarationItems.processId, process?.id ?? 0)),
    ).toHaveLength(2);
    // The DUIMP as the ingestion API stores it: the process follows its current version.
    const [version] = await ctx.database.db
      .select()
      .from(duimpVersions)
      .where(eq(duimpVersions.processId, process?.id ?? 0));
    expect(version).toMatchObject({ number: '26BR00000004101', version: 1, licensingSituation: 'PENDENTE' });
    expect(version?.document).toMatchObject({
      channel: 'VERDE',
      channelAssignedOn: '2026-11-21',
      registeredOn: '2026-11-20',
      lpcos: [
        { number: 'I2600004101', agency: 'MAPA', status: 'EM_EXIGENCIA', requestedOn: '2026-11-12' },
        { number: 'I2600004102', agency: 'ANVISA', status: 'DEFERIDO', decidedOn: '2026-11-18' },
      ],
      requirements: [
        {
          agency: 'MAPA',
          text: 'Apresentar o laudo de análise do lote.',
          openedOn: '2026-11-22',
          dueOn: '2026-12-02',
          answeredOn: null,
          lpcoNumber: 'I2600004101',
        },
      ],
    });
    expect(process).toMatchObject({
      duimp: true,
      duimpIdentification: '26BR00000004101',
      duimpSituation: 'EM_ANALISE_FISCAL',
      duimpChannel: 'VERDE',
    });
    const trail = await ctx.database.db
      .select()
      .from(processChanges)
      .where(eq(processChanges.processId, process?.id ?? 0));
    const [marta] = await ctx.database.db.select().from(users).where(eq(users.email, 'marta@boreal.example'));
    expect(marta).toMatchObject({ role: 'CUSTOMER', isActive: true });
    // The invitation recorded by the import is delivered by the server's mail queue.
    await vi.waitFor(
      async () =>
        expect(
          await ctx.database.db
            .select({ status: emailOutbox.status })
            .from(emailOutbox)
            .where(eq(emailOutbox.toAddress, 'marta@boreal.example')),
        ).toEqual([{ status: 'LOGGED' }]),
      { timeout: 15_000 },
    );
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, SPREADSHEET_IMPORT_ACTION),
          eq(auditEvents.subjectId, String(previewed.id)),
        ),
      );
    expect(audit).toMatchObject([
      {
        actorUserId: ADMIN.id,
        after: { fileName: 'carga-inicial.xlsx', created: 11, updated: 1, unchanged: 0, refused: 1 },
      },
    ]);
    // The company's creation is audited with the admin as its actor.
    expect(
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'company.upsert'), eq(auditEvents.companyId, boreal?.id ?? 0))),
    ).toMatchObject([{ actorUserId: ADMIN.id, actorClientId: null }]);
    expect((await confirm(previewed.id)).json()).toMatchObject({
      message: SPREADSHEET_NOT_CONFIRMABLE_MESSAGE,
    });

    const again = await preview('carga-inicial.xlsx', content);
    expect(again.totals).toEqual({ created: 0, updated: 0, unchanged: 12, refused: 1 });
    expect((await confirm(again.id)).statusCode).toBe(200);
    expect((await waitFor(again.id, 'DONE')).totals).toEqual({
      created: 0,
      updated: 0,
      unchanged: 12,
      refused: 1,
    });
    expect(
      await ctx.database.db
        .select()
        .from(processChanges)
        .where(eq(processChanges.processId, process?.id ?? 0)),
    ).toHaveLength(trail.length);

    // A later sheet moves the ETA: the change trail names the admin who imported, as it names a service client.
    const eta = await preview('eta.csv', Buffer.from(`Processo;ETA\r\nPRI04101;20/12/2026\r\n`, 'utf8'));
    expect(countsOf(eta)).toEqual({ Processos: { created: 0, updated: 1, unchanged: 0, refused: 0 } });
    await confirm(eta.id);
    await waitFor(eta.id, 'DONE');
    const moved = await ctx.database.db
      .select()
      .from(processChanges)
      .where(and(eq(processChanges.processId, process?.id ?? 0), eq(processChanges.field, 'datesEta')));
    expect(moved).toMatchObject([
      { oldValue: '2026-12-18', newValue: '2026-12-20', author: ADMIN.name, source: 'INGESTION' },
    ]);

    const result = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}/importacoes/${again.id}/resultado.xlsx`,
      headers: bearer(tokens.admin),
    });
    expect(result.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(result.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Processos');
    const statusColumn = SPREADSHEET_COLUMNS.processes.length + 1;
    expect(sheet?.getRow(1).getCell(statusColumn).value).toBe(SPREADSHEET_STATUS_HEADER);
    expect(sheet?.getRow(3).getCell(statusColumn).value).toBe(SPREADSHEET_OUTCOME_LABELS.unchanged);
    expect(sheet?.getRow(BAD_ETA_ROW).getCell(statusColumn).value).toBe(
      `Recusada: Linha ${BAD_ETA_ROW}, coluna ETA: data inexistente (31/02/2026)`,
    );
    // A bound, not a timing: on PostgreSQL each of the four phases starts a thread that loads the
    // importer, which beside the other steps of `npm test` took longer than the suite's 60 s.
  }, 180_000);

  const companiesCsv = (name: string) =>
    [
      ['CNPJ', 'Nome', headerOf('companies', 'analytics')].join(';'),
      ['77.888.999/0001-00', name, 'Não'].join(';'),
      ['77.888.999/0001-0X', 'Errada', ''].join(';'),
    ].join('\r\n');

  it('reads a CSV saved by Excel in Windows-1252 (accents intact) and refuses its bad row by row and column', async () => {
    const content = Buffer.from(companiesCsv('Açúcar & Café Comércio Ltda'), 'latin1');
    const previewed = await preview('empresas.csv', content);
    expect(countsOf(previewed)).toEqual({ Empresas: { created: 1, updated: 0, unchanged: 0, refused: 1 } });
    expect(await refusalsOf(previewed.id)).toEqual([
      {
        sheet: 'Empresas',
        row: 3,
        column: 'CNPJ',
        reason: 'CNPJ inválido (77.888.999/0001-0X): informe 14 dígitos, com ou sem pontuação',
      },
    ]);
    await confirm(previewed.id);
    await waitFor(previewed.id, 'DONE');
    const [company] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.federalId, '77888999000100'));
    expect(company?.name).toBe('Açúcar & Café Comércio Ltda');
  });

  it('reads a CSV in UTF-8 with a BOM the same way', async () => {
    const content = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(companiesCsv('Ação Têxtil Ltda'), 'utf8'),
    ]);
    const previewed = await preview('empresas-utf8.csv', content);
    expect(countsOf(previewed)).toEqual({ Empresas: { created: 0, updated: 1, unchanged: 0, refused: 1 } });
    await confirm(previewed.id);
    await waitFor(previewed.id, 'DONE');
    const [company] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.federalId, '77888999000100'));
    expect(company?.name).toBe('Ação Têxtil Ltda');
  });

  it('lists the imports newest first', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}/importacoes?size=2`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: TSpreadsheetImport[]; total: number };
    expect(body.total).toBe(5);
    expect(body.data.map((item) => [item.fileName, item.status, item.userName])).toEqual([
      ['empresas-utf8.csv', 'DONE', ADMIN.name],
      ['empresas.csv', 'DONE', ADMIN.name],
    ]);
  });

  it('refuses a DUIMP version whose LPCO lacks its status at that row and column, and the version’s other rows with it', async () => {
    const csv = (rows: string[][]) => Buffer.from(rows.map((cells) => cells.join(';')).join('\r\n'), 'utf8');
    const header = ['number', 'version', 'situation', 'agency', 'lpcoNumber', 'lpcoStatus'].map((field) =>
      headerOf('duimps', field),
    );
    const previewed = await preview(
      'duimp.csv',
      csv([
        ['Processo', ...header],
        ['PRI04101', '26BR00000004101', '2', 'EM_ANALISE_FISCAL', 'MAPA', 'I2600004101', 'DEFERIDO'],
        ['PRI04101', '26BR00000004101', '2', '', 'ANVISA', 'I2600004102', ''],
        // A code the glossary does not know yet is kept as sent.
        ['PRI04101', '26BR00000004101', '3', 'EM_REVISAO_DE_OFICIO', '', '', ''],
      ]),
    );
    expect(countsOf(previewed)).toEqual({
      'DUIMP e LPCO': { created: 1, updated: 0, unchanged: 0, refused: 2 },
    });
    expect(await refusalsOf(previewed.id)).toEqual([
      {
        sheet: 'DUIMP e LPCO',
        row: 2,
        column: null,
        reason: 'a DUIMP desta linha não foi gravada: a linha 3 foi recusada',
      },
      {
        sheet: 'DUIMP e LPCO',
        row: 3,
        column: 'Situação do LPCO',
        reason: 'Informe Situação do LPCO como código (texto)',
      },
    ]);
  });

  it('imports a DUIMP version’s Receita Federal result, its agencies’ results, its taxes and its rectifications, one per row', async () => {
    const csv = (rows: string[][]) => Buffer.from(rows.map((cells) => cells.join(';')).join('\r\n'), 'utf8');
    const fields = [
      'number',
      'version',
      'situation',
      'taxAuthorityResult',
      'agency',
      'agencyResult',
      'tax',
      'taxCalculated',
      'taxDue',
      'taxSuspended',
      'taxPaid',
      'taxStatus',
      'rectificationVersion',
      'rectificationDate',
      'rectificationReason',
    ];
    const row = (values: Record<string, string>) => [
      'PRI04101',
      ...fields.map((field) => values[field] ?? ''),
    ];
    const first = { number: '26BR00000004101', version: '4', situation: 'DESEMBARACADA' };
    const previewed = await preview(
      'duimp-tributos.csv',
      csv([
        ['Processo', ...fields.map((field) => headerOf('duimps', field))],
        row({
          ...first,
          taxAuthorityResult: 'LIBERADO',
          agency: 'MAPA',
          agencyResult: 'DEFERIDO',
          tax: 'II',
          taxCalculated: '14.465,06',
          taxDue: '14.465,06',
          taxSuspended: '0',
          taxPaid: '14.465,06',
          taxStatus: 'RECOLHIDO',
          rectificationVersion: '2',
          rectificationDate: '23/11/2026',
          rectificationReason: 'Peso líquido do item 1 corrigido.',
        }),
        row({
          ...first,
          agency: 'ANVISA',
          agencyResult: 'DEFERIDO',
          tax: 'IPI',
          taxCalculated: '3.200,10',
          taxSuspended: '3.200,10',
          // A state the glossary does not know yet: kept as sent, and logged by the import that writes.
          taxStatus: 'SUSPENSO_DRAWBACK',
          rectificationVersion: '3',
          rectificationDate: '24/11/2026',
        }),
      ]),
    );
    // The sheet counts rows: both rows are the one version created.
    expect(countsOf(previewed)).toEqual({
      'DUIMP e LPCO': { created: 2, updated: 0, unchanged: 0, refused: 0 },
    });
    const logged = vi.spyOn(ctx.app.log, 'info');
    expect((await confirm(previewed.id)).statusCode).toBe(200);
    await waitFor(previewed.id, 'DONE');
    expect(logged).toHaveBeenCalledWith(
      {
        identification: 4101,
        number: '26BR00000004101',
        version: 4,
        field: 'taxes.status',
        code: 'SUSPENSO_DRAWBACK',
        importId: previewed.id,
      },
      'DUIMP: código do Portal Único fora do glossário, guardado como enviado',
    );
    logged.mockRestore();
    const [stored] = await ctx.database.db
      .select()
      .from(duimpVersions)
      .where(and(eq(duimpVersions.number, '26BR00000004101'), eq(duimpVersions.version, 4)));
    expect(stored?.document).toMatchObject({
      situation: 'DESEMBARACADA',
      taxAuthorityResult: 'LIBERADO',
      agencyResults: [
        { agency: 'MAPA', result: 'DEFERIDO' },
        { agency: 'ANVISA', result: 'DEFERIDO' },
      ],
      taxes: [
        {
          tax: 'II',
          calculated: 14465.06,
          due: 14465.06,
          suspended: 0,
          paid: 14465.06,
          status: 'RECOLHIDO',
        },
        {
          tax: 'IPI',
          calculated: 3200.1,
          due: null,
          suspended: 3200.1,
          paid: null,
          status: 'SUSPENSO_DRAWBACK',
        },
      ],
      rectifications: [
        { version: 2, date: '2026-11-23', reason: 'Peso líquido do item 1 corrigido.' },
        { version: 3, date: '2026-11-24', reason: null },
      ],
    });
  });

  it('refuses a process named by anything but its number or its type’s reference, by sheet, row and column', async () => {
    const csv = (rows: string[][]) => Buffer.from(rows.map((cells) => cells.join(';')).join('\r\n'), 'utf8');
    const header = ['Processo', 'CNPJ da empresa', 'Tipo', 'Status', 'Etapa', 'Abertura'];
    const created = ['11.222.333/0001-81', 'Booking', 'Booking', '05/11/2026'];
    const previewed = await preview(
      'referencias.csv',
      csv([
        header,
        ['PV0001', created[0] ?? '', 'Conta e ordem', ...created.slice(1)],
        ['PV0002', created[0] ?? '', 'Conta e ordem', ...created.slice(1)],
        ['E04201', created[0] ?? '', 'Conta e ordem', ...created.slice(1)],
        ['E04202', created[0] ?? '', 'Encomenda', ...created.slice(1)],
        // Process 4101 is stored as Conta e ordem (PRI04101): an A prefix names another type.
        ['A04101', '', '', 'Em trânsito', '', ''],
      ]),
    );
    expect(countsOf(previewed)).toEqual({ Processos: { created: 1, updated: 0, unchanged: 0, refused: 4 } });
    const notANumber = (text: string) =>
      `processo inválido (${text}): informe o número (812) ou a referência com o prefixo do tipo (PRI00812, E00812, A00812)`;
    expect(await refusalsOf(previewed.id)).toEqual([
      { sheet: 'Processos', row: 2, column: 'Processo', reason: notANumber('PV0001') },
      { sheet: 'Processos', row: 3, column: 'Processo', reason: notANumber('PV0002') },
      {
        sheet: 'Processos',
        row: 4,
        column: 'Processo',
        reason:
          'a referência E04201 não corresponde ao tipo do processo (Conta e ordem): a referência dele é PRI04201',
      },
      {
        sheet: 'Processos',
        row: 6,
        column: 'Processo',
        reason:
          'a referência A04101 não corresponde ao tipo do processo (Conta e ordem): a referência dele é PRI04101',
      },
    ]);
    // The preview shows the refused references as typed, never as a number read into them.
    const [sheet] = previewed.firstRows;
    expect(sheet?.rows.map((row) => row.cells[0])).toEqual([
      'PV0001',
      'PV0002',
      'E04201',
      'E04202',
      'A04101',
    ]);

    await confirm(previewed.id);
    await waitFor(previewed.id, 'DONE');
    const written = await ctx.database.db
      .select({ identification: processes.identification, typeOfProcess: processes.typeOfProcess })
      .from(processes)
      .where(inArray(processes.identification, [1, 2, 4101, 4201, 4202]));
    expect(written.sort((a, b) => a.identification - b.identification)).toEqual([
      { identification: 4101, typeOfProcess: 'CONTA_E_ORDEM' },
      { identification: 4202, typeOfProcess: 'ENCOMENDA' },
    ]);
    // A later sheet names the new process by its own type's reference: accepted.
    const cash = await preview(
      'numerarios.csv',
      csv([
        ['Processo', 'Previsão do numerário'],
        ['E04202', '15/12/2026'],
        ['PRI04202', '16/12/2026'],
      ]),
    );
    expect(countsOf(cash)).toEqual({ Numerários: { created: 0, updated: 1, unchanged: 0, refused: 1 } });
    expect((await refusalsOf(cash.id))[0]).toMatchObject({ row: 3, column: 'Processo' });
  });

  it('shows at most the first 10 rows of a sheet', async () => {
    const rows = Array.from(
      { length: 12 },
      (_, index) => `USD;${String(index + 1).padStart(2, '0')}/10/2026;5,1;5,2`,
    );
    const previewed = await preview(
      'cambio.csv',
      Buffer.from(['Moeda;Data;Compra (R$);Venda (R$)', ...rows].join('\r\n'), 'utf8'),
    );
    const [sheet] = previewed.firstRows;
    expect(sheet?.columns).toEqual(['Moeda', 'Data', 'Compra (R$)', 'Venda (R$)']);
    expect(sheet?.rows).toHaveLength(10);
    expect(sheet?.rows[0]).toEqual({
      row: 2,
      outcome: 'created',
      reason: null,
      cells: ['USD', '01/10/2026', '5,1', '5,2'],
    });
    // The template's untouched sheets have no row to show.
    const companiesOnly = await preview(
      'so-empresas.xlsx',
      await fillTemplate({ companies: FILLED.companies }),
    );
    expect(companiesOnly.sheets).toHaveLength(SPREADSHEET_KINDS.length);
    expect(companiesOnly.firstRows.map((first) => first.sheet)).toEqual(['Empresas']);
  });

  // The landed cost's data: each process's expenses (the sheet Despesas, a group of rows per process,
  // the whole set as PUT …/expenses takes it) and what each declaration item is (its product columns).
  const DUNA = '55.666.777/0001-88';
  const LANDED: typeof FILLED = {
    companies: [{ cnpj: DUNA, name: 'Duna Ferragens Ltda' }],
    processes: [
      {
        identification: 'PRI04301',
        companyCnpj: DUNA,
        typeOfProcess: 'Conta e ordem',
        status: 'Em trânsito',
        stepId: 'Trânsito',
        created: '05/11/2026',
      },
      {
        identification: 4302,
        companyCnpj: DUNA,
        typeOfProcess: 'Encomenda',
        status: 'Booking',
        stepId: 1,
        created: '06/11/2026',
      },
    ],
    declarations: (FILLED.declarations ?? []).map((item, index) => ({
      ...item,
      identification: 4301,
      // The first item says what it is; the second leaves the product columns empty (not sent).
      ...(index === 0
        ? {
            productCode: 'NB-14-I5',
            productDescription: 'Notebook 14" Core i5, 16 GB',
            quantity: '1.250,5',
            unit: 'UN',
          }
        : {}),
    })),
    expenses: [
      {
        identification: 'PRI04301',
        category: 'AFRMM',
        amount: '2.450,00',
        date: '21/11/2026',
        isTaxDeductible: 'Sim',
      },
      {
        identification: 'PRI04301',
        category: 'Armazenagem',
        amount: '3.870,55',
        date: '24/11/2026',
        isTaxDeductible: 'Sim',
        cashRequest: 'NUM-2026-0142',
      },
      {
        identification: 'PRI04301',
        category: 'Honorários do despachante',
        description: 'Honorários de despacho',
        amount: '1.800,00',
        date: '25/11/2026',
        isTaxDeductible: 'Não',
      },
      {
        identification: 'E04302',
        category: 'Capatazia/THC',
        amount: '980,40',
        date: '26/11/2026',
        isTaxDeductible: 'Sim',
      },
    ],
  };

  const ZERO = { created: 0, updated: 0, unchanged: 0, refused: 0 };

  const processOf = async (identification: number) => {
    const [found] = await ctx.database.db
      .select()
      .from(processes)
      .where(eq(processes.identification, identification));
    if (!found) throw new Error(`no process ${identification}`);
    return found;
  };

  const expensesOf = async (identification: number) => {
    const process = await processOf(identification);
    const rows = await ctx.database.db
      .select({
        lineNumber: processExpenses.lineNumber,
        category: processExpenses.category,
        description: processExpenses.description,
        amount: processExpenses.amount,
        spentOn: processExpenses.spentOn,
        isTaxDeductible: processExpenses.isTaxDeductible,
        cashRequest: processExpenses.cashRequest,
      })
      .from(processExpenses)
      .where(
        and(eq(processExpenses.companyId, process.companyId), eq(processExpenses.processId, process.id)),
      );
    return rows.sort((a, b) => a.lineNumber - b.lineNumber);
  };

  it('imports the sheet Despesas, a process’s whole set per group of rows, and the items’ product columns; twice changes nothing', async () => {
    const content = await fillTemplate(LANDED);
    const previewed = await preview('custo.xlsx', content);
    expect(countsOf(previewed)).toEqual({
      Empresas: { ...ZERO, created: 1 },
      Usuários: ZERO,
      Processos: { ...ZERO, created: 2 },
      Numerários: ZERO,
      'Invoices e parcelas': ZERO,
      'Declarações e itens': { ...ZERO, created: 2 },
      Despesas: { ...ZERO, created: 4 },
      'DUIMP e LPCO': ZERO,
      Câmbio: ZERO,
    });
    expect(await refusalsOf(previewed.id)).toEqual([]);
    // The preview shows the expenses as they will be written: the category by its label.
    expect(previewed.firstRows.find((sheet) => sheet.sheet === 'Despesas')).toEqual({
      sheet: 'Despesas',
      kind: 'expenses',
      columns: ['Processo', 'Categoria', 'Descrição', 'Valor (R$)', 'Data', 'Dedutível', 'Numerário'],
      rows: [
        {
          row: 3,
          outcome: 'created',
          reason: null,
          cells: ['PRI04301', 'AFRMM', null, '2.450,00', '21/11/2026', 'Sim', null],
        },
        {
          row: 4,
          outcome: 'created',
          reason: null,
          cells: ['PRI04301', 'Armazenagem', null, '3.870,55', '24/11/2026', 'Sim', 'NUM-2026-0142'],
        },
        {
          row: 5,
          outcome: 'created',
          reason: null,
          cells: [
            'PRI04301',
            'Honorários do despachante',
            'Honorários de despacho',
            '1.800,00',
            '25/11/2026',
            'Não',
            null,
          ],
        },
        {
          row: 6,
          outcome: 'created',
          reason: null,
          cells: ['E04302', 'Capatazia/THC', null, '980,40', '26/11/2026', 'Sim', null],
        },
      ],
    });
    const declarationRows = previewed.firstRows.find((sheet) => sheet.sheet === 'Declarações e itens');
    const productCells = Object.fromEntries(
      ['Código do produto', 'Descrição do produto', 'Quantidade', 'Unidade'].map((header) => [
        header,
        declarationRows?.rows.map((row) => row.cells[declarationRows.columns.indexOf(header)]),
      ]),
    );
    expect(productCells).toEqual({
      'Código do produto': ['NB-14-I5', null],
      'Descrição do produto': ['Notebook 14" Core i5, 16 GB', null],
      Quantidade: ['1.250,5', null],
      Unidade: ['UN', null],
    });

    expect((await confirm(previewed.id)).statusCode).toBe(200);
    expect((await waitFor(previewed.id, 'DONE')).totals).toEqual({
      created: 9,
      updated: 0,
      unchanged: 0,
      refused: 0,
    });
    expect(await expensesOf(4301)).toEqual([
      {
        lineNumber: 1,
        category: 'afrmm',
        description: null,
        amount: '2450.00',
        spentOn: '2026-11-21',
        isTaxDeductible: true,
        cashRequest: null,
      },
      {
        lineNumber: 2,
        category: 'armazenagem',
        description: null,
        amount: '3870.55',
        spentOn: '2026-11-24',
        isTaxDeductible: true,
        cashRequest: 'NUM-2026-0142',
      },
      {
        lineNumber: 3,
        category: 'honorarios',
        description: 'Honorários de despacho',
        amount: '1800.00',
        spentOn: '2026-11-25',
        isTaxDeductible: false,
        cashRequest: null,
      },
    ]);
    expect(await expensesOf(4302)).toMatchObject([
      { lineNumber: 1, category: 'capatazia', amount: '980.40' },
    ]);
    const process = await processOf(4301);
    const items = await ctx.database.db
      .select({
        itemNumber: declarationItems.itemNumber,
        productCode: declarationItems.productCode,
        productDescription: declarationItems.productDescription,
        quantity: declarationItems.quantity,
        unit: declarationItems.unit,
      })
      .from(declarationItems)
      .where(eq(declarationItems.processId, process.id));
    expect(items.sort((a, b) => a.itemNumber - b.itemNumber)).toEqual([
      {
        itemNumber: 1,
        productCode: 'NB-14-I5',
        productDescription: 'Notebook 14" Core i5, 16 GB',
        quantity: '1250.50000',
        unit: 'UN',
      },
      { itemNumber: 2, productCode: null, productDescription: null, quantity: null, unit: null },
    ]);

    // The same workbook again: every set is the stored one.
    const again = await preview('custo.xlsx', content);
    expect(countsOf(again)['Despesas']).toEqual({ ...ZERO, unchanged: 4 });
    expect(again.totals).toEqual({ created: 0, updated: 0, unchanged: 9, refused: 0 });
  }, 120_000);

  it('refuses an expense of an unknown category at its row and column, and its process’s other rows with it', async () => {
    const header = SPREADSHEET_COLUMNS.expenses.map((column) => column.header);
    expect(header).toEqual([
      'Processo',
      'Categoria',
      'Descrição',
      'Valor (R$)',
      'Data',
      'Dedutível',
      'Numerário',
    ]);
    const previewed = await preview(
      'despesas.csv',
      Buffer.from(
        [
          header,
          ['PRI04301', 'AFRMM', '', '2.450,00', '21/11/2026', 'Sim', ''],
          ['PRI04301', 'Frete aéreo', '', '1.200,00', '22/11/2026', 'Sim', ''],
          ['E04302', 'Capatazia/THC', '', '1.020,00', '26/11/2026', 'Sim', ''],
          ['E04302', 'SDA', 'Sindicato dos despachantes', '185,00', '27/11/2026', 'Não', 'NUM-2026-0150'],
        ]
          .map((cells) => cells.join(';'))
          .join('\r\n'),
        'utf8',
      ),
    );
    expect(countsOf(previewed)).toEqual({ Despesas: { ...ZERO, updated: 2, refused: 2 } });
    const refusals = await refusalsOf(previewed.id);
    expect(refusals).toEqual([
      {
        sheet: 'Despesas',
        row: 2,
        column: null,
        reason: 'as despesas do processo desta linha não foram gravadas: a linha 3 foi recusada',
      },
      {
        sheet: 'Despesas',
        row: 3,
        column: 'Categoria',
        reason:
          'opção inválida (Frete aéreo): use AFRMM, Armazenagem, Capatazia/THC, Frete internacional, Seguro, Frete rodoviário, Honorários do despachante, SDA, Taxas portuárias, Demurrage, Outros',
      },
    ]);
    expect(spreadsheetRefusalText(refusals[1] ?? { row: 0, column: null, reason: '' })).toBe(
      'Linha 3, coluna Categoria: opção inválida (Frete aéreo): use AFRMM, Armazenagem, Capatazia/THC, Frete internacional, Seguro, Frete rodoviário, Honorários do despachante, SDA, Taxas portuárias, Demurrage, Outros',
    );

    await confirm(previewed.id);
    await waitFor(previewed.id, 'DONE');
    // The refused process keeps its stored set whole; the other's set is replaced by its rows.
    expect((await expensesOf(4301)).map(({ category }) => category)).toEqual([
      'afrmm',
      'armazenagem',
      'honorarios',
    ]);
    expect(await expensesOf(4302)).toEqual([
      {
        lineNumber: 1,
        category: 'capatazia',
        description: null,
        amount: '1020.00',
        spentOn: '2026-11-26',
        isTaxDeductible: true,
        cashRequest: null,
      },
      {
        lineNumber: 2,
        category: 'sda',
        description: 'Sindicato dos despachantes',
        amount: '185.00',
        spentOn: '2026-11-27',
        isTaxDeductible: false,
        cashRequest: 'NUM-2026-0150',
      },
    ]);
  });
});
