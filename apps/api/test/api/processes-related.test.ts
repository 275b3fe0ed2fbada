import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFreightQuotationsResponse } from '@pc/contract/quotation';
import { urgencyChanges } from '../../src/db/schema/audit.ts';
import { documentLogs } from '../../src/db/schema/documents.ts';
import { historyItems } from '../../src/db/schema/history.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import {
  ANA,
  COMPANY_A,
  DOC,
  DOCUMENT_BYTES,
  DOCUMENT_NAME,
  insertProcessFixtures,
  P,
} from '../helpers/process-fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

describe('documents, invoices, quotations and urgency of a process', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;
  const clock = createClock(new Date('2026-03-02T12:00:00Z'));

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db), now: clock.now });
    headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
  });
  afterAll(() => ctx.close());

  describe('every route taking an id answers 404 for another company’s process (same as missing)', () => {
    it.each([
      ['GET', `/api/public/customer/processes/${P.foreign}/documents`],
      ['GET', `/api/public/customer/processes/${P.foreign}/documents/${DOC.foreign}/download`],
      ['GET', `/api/public/customer/processes/${P.di}/documents/${DOC.foreign}/download`],
      ['GET', `/api/public/customer/processes/${P.duimp}/documents/${DOC.main}/download`],
      ['GET', `/api/public/customer/invoices/by-process-id/${P.foreign}`],
      ['GET', `/freightQuotation/importProcess/${P.foreign}`],
      ['POST', `/freightQuotation/process/${P.foreign}/excel`],
      ['GET', '/api/public/customer/invoices/by-process-id/999999'],
    ])('%s %s', async (method, url) => {
      const response = await ctx.app.inject({ method: method as 'GET' | 'POST', url, headers });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });

    it('POST change-urgency of a foreign process answers 404 and changes nothing', async () => {
      const response = await post('/api/public/customer/processes/change-urgency', {
        processId: P.foreign,
        hasUrgency: true,
      });
      expect(response.statusCode).toBe(404);
      const [row] = await ctx.database.db
        .select({ urgent: processes.urgent })
        .from(processes)
        .where(eq(processes.id, P.foreign));
      expect(row?.urgent).toBe(false);
    });
  });

  it.each([
    ['GET', '/api/public/customer/processes/x/documents', 'Informe id'],
    ['GET', `/api/public/customer/processes/${P.di}/documents/0/download`, 'Informe docId'],
    ['GET', '/api/public/customer/invoices/by-process-id/1e3', 'Informe id'],
    ['GET', '/freightQuotation/importProcess/abc', 'Informe id'],
    ['POST', '/freightQuotation/process/-5/excel', 'Informe id'],
  ])('%s %s answers 400 naming the parameter', async (method, url, message) => {
    const response = await ctx.app.inject({ method: method as 'GET' | 'POST', url, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('GET documents answers the process documents with their download logs, newest first', async () => {
    const response = await get(`/api/public/customer/processes/${P.di}/documents`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: DOC.main,
        originalFilename: DOCUMENT_NAME,
        documentTypeName: 'Extrato da DI',
        created: '2026-03-12T15:00:00.000Z',
        createdBy: 'Analista Um',
        legacyCreated: null,
        legacyCreatedBy: null,
        isSentByCustomer: false,
        note: null,
        logs: [],
      },
      {
        id: 12,
        originalFilename: 'invoice.pdf',
        documentTypeName: 'Invoice Comercial',
        created: '2026-01-10T15:00:00.000Z',
        createdBy: 'Analista Dois',
        legacyCreated: '2025-12-30T12:00:00.000Z',
        legacyCreatedBy: 'Sistema Antigo',
        isSentByCustomer: false,
        note: null,
        logs: [
          {
            entityName: 'Documento',
            createdBy: 'Ana Souza',
            type: 'DOWNLOAD',
            created: '2026-01-11T09:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('download streams the stored bytes with a non-ASCII file name and records a DOWNLOAD log', async () => {
    const response = await get(`/api/public/customer/processes/${P.di}/documents/${DOC.main}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(DOCUMENT_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(DOCUMENT_BYTES.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Declaracao de Importacao n_ 42 _ Sao Paulo.pdf"; filename*=UTF-8''${encodeURIComponent(DOCUMENT_NAME)}`,
    );
    const logs = await ctx.database.db
      .select()
      .from(documentLogs)
      .where(and(eq(documentLogs.companyId, COMPANY_A), eq(documentLogs.documentId, DOC.main)));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'DOWNLOAD',
      entityName: 'Documento',
      createdBy: 'Ana Souza',
      userId: ANA.id,
      created: clock.now(),
    });
    const list = await get(`/api/public/customer/processes/${P.di}/documents`);
    expect(list.json().data[0].logs).toEqual([
      {
        entityName: 'Documento',
        createdBy: 'Ana Souza',
        type: 'DOWNLOAD',
        created: clock.now().toISOString(),
      },
    ]);
  });

  it('GET invoices answers the invoices with their instalments by parcel', async () => {
    const response = await get(`/api/public/customer/invoices/by-process-id/${P.di}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: 1,
        invoiceNumber: 'INV-2026-0042',
        invoiceDate: '2026-01-08',
        estimatedInvoiceDate: '2026-01-07',
        invoiceDue: null,
        paymentTerms: '30% antecipado, 70% a prazo',
        currency: 'USD',
        exchangeRate: 5.1234,
        invoiceAmount: 10000,
        vendor: { name: 'Exportadora São Paulo Ltda' },
        installments: [
          {
            parcel: 1,
            condition: 'Pagamento Antecipado',
            term: null,
            dueDate: '2026-01-09',
            value: 3000,
            valueInBrl: 15370.2,
            lastExchangeRate: null,
            lastExchangeUpdate: null,
          },
          {
            parcel: 2,
            condition: 'Pagamento à Prazo',
            term: 60,
            dueDate: '2026-04-10',
            value: 7000,
            valueInBrl: 35863.8,
            lastExchangeRate: 5.1234,
            lastExchangeUpdate: '2026-03-01T12:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('GET quotations ranks by total and answers best-of figures and the latest rates', async () => {
    const response = await get(`/freightQuotation/importProcess/${P.di}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: TFreightQuotationsResponse }>().data;
    expect(body.freightQuotations.map((q) => q.id)).toEqual([2, 1, 3]);
    expect(body).toMatchObject({
      total: { id: 2, company: 'Oceano Logística', value: 10790 },
      transitTime: { id: 2, company: 'Oceano Logística', value: 30 },
      freetime: { id: 3, company: 'Atlântico Fretes', value: 21 },
      totalUSD: { id: 2, company: 'Oceano Logística', value: 1900 },
      totalEUR: { id: 2, company: 'Oceano Logística', value: 100 },
      totalReais: { id: 2, company: 'Oceano Logística', value: 500 },
      totalOthers: { id: 3, company: 'Atlântico Fretes', value: 9000 },
      usdRate: { sell: 5.21, modified: '2026-03-02T19:00:00.000Z' },
      euroRate: { sell: 6.05, modified: '2026-03-02T19:05:00.000Z' },
    });
    const [first] = body.freightQuotations;
    expect(first).toMatchObject({
      freightForwarder: { name: 'Oceano Logística' },
      status: { value: 'VISUALIZADO', description: 'Visualizado' },
      approved: true,
      containers: [
        { quantity: 1, type: 'HIGH CUBE 40' },
        { quantity: 1, type: 'DRY 20' },
      ],
      documents: [{ id: 1, originalFilename: 'cotacao-oceano.pdf', documentTypeName: 'Cotação de Frete' }],
    });
  });

  it('POST quotation excel answers a valid xlsx (base64) whose rows follow the ranking', async () => {
    const response = await post(`/freightQuotation/process/${P.di}/excel`);
    expect(response.statusCode).toBe(200);
    const { filename, contentType, contentBase64 } = response.json().data;
    expect(filename).toBe('cotacoes-processo-42.xlsx');
    expect(contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readFirstSheet(Buffer.from(contentBase64, 'base64'));
    expect(sheet.rowCount).toBe(4);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1).slice(0, 3)).toEqual(['Posição', 'Aprovação', 'Agente de Carga']);
    expect(row(2).slice(0, 4)).toEqual([1, 'Aprovado', 'Oceano Logística', 'Diego']);
    expect(row(3).slice(0, 3)).toEqual([2, 'Justificativa', 'Rápido Cargo']);
    expect(row(4).slice(0, 4)).toEqual([3, 'N/I', 'Atlântico Fretes', 'N/I']);
    const totalCell = sheet.getRow(2).getCell(21);
    expect(totalCell.value).toBe(10790);
    expect(totalCell.numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(6).value).toEqual(new Date('2026-01-04T00:00:00Z'));
    expect(sheet.getRow(3).getCell(24).value).toEqual({ richText: [{ text: '@obs perigosa' }] });
    // A currency not quoted (the screen's '-') is a money cell without a value: N/I, as in the other
    // sheets, not a '-' text (Total USD … Outras Moedas R$).
    expect(row(4).slice(12, 20)).toEqual(['N/I', 'N/I', 'N/I', 'N/I', 6000, 9000, 'CNY', 6500]);
    const texts: unknown[] = [];
    sheet.eachRow((sheetRow) => sheetRow.eachCell((cell) => texts.push(cell.value)));
    expect(texts).not.toContain('-');
  });

  describe('POST change-urgency', () => {
    it('flags the process, records the change and a visible history item in one go', async () => {
      const response = await post('/api/public/customer/processes/change-urgency', {
        processId: P.di,
        hasUrgency: true,
        justification: 'Linha parada',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ code: 'SUCCESS', message: 'Alterado com sucesso!' });
      const db = ctx.database.db;
      const [process] = await db
        .select({ urgent: processes.urgent })
        .from(processes)
        .where(eq(processes.id, P.di));
      expect(process?.urgent).toBe(true);
      const changes = await db.select().from(urgencyChanges).where(eq(urgencyChanges.processId, P.di));
      expect(changes).toMatchObject([
        { companyId: COMPANY_A, userId: ANA.id, hasUrgency: true, justification: 'Linha parada' },
      ]);
      const detail = await get(`/api/public/customer/processes/${P.di}`);
      expect(detail.json().data.urgent).toBe(true);
      expect(detail.json().data.history[0]).toEqual({
        createdBy: 'Ana Souza',
        created: clock.now().toISOString(),
        description: 'Urgência alterada para URGENTE por Ana Souza. Justificativa: Linha parada',
        isVisibleToClient: true,
      });
    });

    it('defaults the justification to "Não informado"', async () => {
      const response = await post('/api/public/customer/processes/change-urgency', {
        processId: P.di,
        hasUrgency: false,
        justification: '  ',
      });
      expect(response.statusCode).toBe(200);
      const items = await ctx.database.db
        .select({ description: historyItems.description, isVisible: historyItems.isVisibleToClient })
        .from(historyItems)
        .where(eq(historyItems.processId, P.di));
      expect(items).toContainEqual({
        description: 'Urgência alterada para NÃO URGENTE por Ana Souza. Justificativa: Não informado',
        isVisible: true,
      });
    });

    it.each([
      [{ processId: 'x', hasUrgency: true }, 'Informe processId'],
      [{ processId: P.di }, 'Informe hasUrgency'],
      [{ processId: P.di, hasUrgency: 'sim' }, 'Informe hasUrgency'],
    ])('answers 400 for %j', async (payload, message) => {
      const response = await post('/api/public/customer/processes/change-urgency', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });
});
