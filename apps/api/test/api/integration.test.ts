import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TIngestLineResult, TIngestProcessInput } from '@pc/contract/integration';
import { createServiceClient, revokeServiceClient } from '../../src/core/auth/service-client.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { partners, places } from '../../src/db/schema/partners.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { historyItems } from '../../src/db/schema/history.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { ADMIN_USER_LAST_ADMIN_MESSAGE, ADMIN_USER_LAST_ADMIN_RESET_MESSAGE } from '@pc/contract/admin-users';
import { signInTokens } from '../helpers/auth-requests.ts';
import { createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, insertAuthFixtures } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const CNPJ_3 = '00000000000003';
const CNPJ_7 = '00000000000007';
const NOW = new Date('2026-11-25T12:00:00Z');

const newProcess = (
  identification: number,
  extra: Partial<TIngestProcessInput> = {},
): TIngestProcessInput => ({
  identification,
  companyCnpj: CNPJ_3,
  typeOfProcess: 'CONTA_E_ORDEM',
  status: 'Em trânsito',
  stepId: PROCESS_STEPS[2]?.id ?? 2,
  created: '2026-11-02',
  exporterName: 'Ningbo Export Co.',
  invoice: 'INV-77',
  datesETA: '2026-12-10',
  originCountry: 'CN',
  cifValue: 12345.6,
  ...extra,
});

const toNdjson = (lines: unknown[]) =>
  `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`;

describe('ingestion API', () => {
  let ctx: TTestApp;
  let erp: { clientId: string; clientSecret: string };
  let token: string;

  const basic = (clientId: string, secret: string) =>
    `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  const requestToken = (authorization: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
  const tokenOf = async (client: { clientId: string; clientSecret: string }) => {
    const response = await requestToken(basic(client.clientId, client.clientSecret));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { access_token: string }).access_token;
  };
  const bulk = async (lines: unknown[], bearer = token) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/x-ndjson' },
      payload: toNdjson(lines),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    return response.body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as TIngestLineResult);
  };
  const processRow = async (identification: number) =>
    (await ctx.database.db.select().from(processes).where(eq(processes.identification, identification)))[0];

  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => NOW,
      prepare: async ({ db }) => {
        await insertAuthFixtures(db);
        await db.insert(processSteps).values([...PROCESS_STEPS]);
        await db.insert(countries).values([...COUNTRIES]);
        await db.insert(places).values([
          { kind: 'SEAPORT', alias: 'SANTOS', name: 'Porto de Santos' },
          { kind: 'CUSTOMS_ENCLOSURE', alias: 'BTP', name: 'Brasil Terminal Portuário' },
        ]);
        await advanceIdentitySequences(db, ['companies', 'users']);
      },
    });
    erp = await createServiceClient({ db: ctx.database.db, name: 'ERP Despachante', companyIds: null });
    token = await tokenOf(erp);
  });
  afterAll(() => ctx.close());

  describe('tokens', () => {
    it('refuses a wrong secret or an unknown client with OAuth’s invalid_client, in pt-BR', async () => {
      for (const authorization of [
        basic(erp.clientId, 'errado'),
        basic('svc_nao_existe', erp.clientSecret),
        'Bearer x',
      ]) {
        const response = await requestToken(authorization);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: 'invalid_client',
          error_description: 'Cliente de integração inválido ou revogado.',
        });
      }
    });

    it('keeps users and service clients apart: each token opens only its own API', async () => {
      const userToken = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
      const asUser = await ctx.app.inject({
        method: 'PUT',
        url: `/api/integration/companies/${CNPJ_3}`,
        headers: { authorization: `Bearer ${userToken}` },
        payload: { name: 'Hércules Máquinas Ltda' },
      });
      expect(asUser.statusCode).toBe(401);
      expect(asUser.json()).toMatchObject({ message: 'Token de integração inválido, expirado ou revogado.' });
      const asService = await ctx.app.inject({
        method: 'GET',
        url: '/credential',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asService.statusCode).toBe(401);
    });

    it('stops a revoked client at once: its token and its credentials', async () => {
      const temporary = await createServiceClient({
        db: ctx.database.db,
        name: 'temporário',
        companyIds: null,
      });
      const temporaryToken = await tokenOf(temporary);
      expect((await bulk([newProcess(70001)], temporaryToken))[0]?.result).toBe('created');
      await revokeServiceClient({ db: ctx.database.db, clientId: temporary.clientId, now: NOW });
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/integration/processes/bulk',
        headers: { authorization: `Bearer ${temporaryToken}`, 'content-type': 'application/x-ndjson' },
        payload: toNdjson([newProcess(70002)]),
      });
      expect(refused.statusCode).toBe(401);
      expect((await requestToken(basic(temporary.clientId, temporary.clientSecret))).statusCode).toBe(401);
      expect(await processRow(70002)).toBeUndefined();
    });
  });

  it('documents the integration calls in the OpenAPI served with Swagger UI at /docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys((spec.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/integration/oauth/token',
        '/api/integration/companies/{cnpj}',
        '/api/integration/processes/{identification}',
        '/api/integration/processes/bulk',
      ]),
    );
    const page = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // No script permission of its own: the portal's policy (its one hash is the /login loader's).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')?;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const portal = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(String(portal.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  describe('companies', () => {
    it('creates, keeps and renames a company by its CNPJ', async () => {
      const put = (name: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/integration/companies/12.345.678%2F0001-90',
          headers: { authorization: `Bearer ${token}` },
          payload: { name },
        });
      const created = await put('Nova Importadora Ltda');
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ result: 'created', cnpj: '12345678000190' });
      expect((await put('Nova Importadora Ltda')).json()).toMatchObject({ result: 'unchanged' });
      expect((await put('Nova Importadora S.A.')).json()).toMatchObject({ result: 'updated' });
    });
  });

  describe('processes', () => {
    it('creates a process with its search text, and the same line again changes nothing', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/integration/processes/60001',
        headers: { authorization: `Bearer ${token}` },
        payload: newProcess(60001),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ line: 1, identification: 60001, result: 'created' });
      const row = await processRow(60001);
      expect(row).toMatchObject({
        companyId: 3,
        datesEta: '2026-12-10',
        cifValue: '12345.60',
        originCountryCode: COUNTRIES.find((country) => country.iso2 === 'CN')?.code,
      });
      expect(row?.searchText).toContain('ningbo export co.');
      expect(row?.searchText).toContain('inv-77');

      const again = await ctx.app.inject({
        method: 'PUT',
        url: '/api/integration/processes/60001',
        headers: { authorization: `Bearer ${token}` },
        payload: newProcess(60001),
      });
      expect(again.json()).toMatchObject({ result: 'unchanged', id: row?.id });
    });

    it('answers a rejected single process with 400 and the reason', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/integration/processes/60002',
        headers: { authorization: `Bearer ${token}` },
        payload: newProcess(60002, { companyCnpj: '99999999000199' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message:
          'Empresa de CNPJ 99999999000199 não encontrada: cadastre-a antes em PUT /api/integration/companies/{cnpj}.',
      });
    });

    it('bulk: one result per line; bad lines are rejected in pt-BR and never stop the others', async () => {
      const results = await bulk([
        newProcess(61001),
        newProcess(61002, { datesETA: '2026-02-30' }),
        '{"identification": 61003,',
        newProcess(61004, { stepId: 999 }),
        { identification: 61005, companyCnpj: CNPJ_3 },
        newProcess(61006, { cor: 'azul' } as never),
        newProcess(61007, { companyCnpj: '00.000.000/0000-03' }),
      ]);
      expect(results.map(({ line, result }) => [line, result])).toEqual([
        [1, 'created'],
        [2, 'rejected'],
        [3, 'rejected'],
        [4, 'rejected'],
        [5, 'rejected'],
        [6, 'rejected'],
        [7, 'created'],
      ]);
      expect(results.map((result) => result.reason)).toEqual([
        undefined,
        'datesETA: data inexistente.',
        'A linha não é um JSON válido.',
        'Etapa 999 não existe.',
        'Para criar o processo informe também: typeOfProcess, status, stepId, created.',
        'Campo desconhecido: cor.',
        undefined,
      ]);
      expect(await processRow(61001)).toBeDefined();
      expect(await processRow(61002)).toBeUndefined();
      expect(await processRow(61007)).toBeDefined();
    });

    it('the same batch twice: everything unchanged the second time', async () => {
      const batch = Array.from({ length: 30 }, (_, index) =>
        newProcess(62000 + index, { customerRef: `PO-${index}` }),
      );
      expect(new Set((await bulk(batch)).map((result) => result.result))).toEqual(new Set(['created']));
      expect(new Set((await bulk(batch)).map((result) => result.result))).toEqual(new Set(['unchanged']));
    });

    it('a changed milestone goes through the change trail, with the client’s name and a history item', async () => {
      await bulk([newProcess(63001)]);
      const [result] = await bulk([
        { identification: 63001, datesETA: '2026-12-14', status: 'Atracado', customerRef: 'PO-9' },
      ]);
      expect(result?.result).toBe('updated');
      const row = await processRow(63001);
      expect(row).toMatchObject({
        datesEta: '2026-12-14',
        status: 'Atracado',
        customerRef: 'PO-9',
        invoice: 'INV-77',
      });
      expect(row?.searchText).toContain('po-9');
      const trail = await ctx.database.db
        .select()
        .from(processChanges)
        .where(and(eq(processChanges.companyId, 3), eq(processChanges.processId, row?.id ?? 0)));
      expect(
        trail.map(({ field, oldValue, newValue, source, author }) => ({
          field,
          oldValue,
          newValue,
          source,
          author,
        })),
      ).toEqual(
        expect.arrayContaining([
          {
            field: 'datesEta',
            oldValue: '2026-12-10',
            newValue: '2026-12-14',
            source: 'INGESTION',
            author: 'ERP Despachante',
          },
          {
            field: 'status',
            oldValue: 'Em trânsito',
            newValue: 'Atracado',
            source: 'INGESTION',
            author: 'ERP Despachante',
          },
        ]),
      );
      expect(trail).toHaveLength(2);
      const history = await ctx.database.db
        .select({ description: historyItems.description })
        .from(historyItems)
        .where(and(eq(historyItems.companyId, 3), eq(historyItems.processId, row?.id ?? 0)));
      expect(history.map((item) => item.description)).toContain('ETA alterado de 10/12/2026 para 14/12/2026');
    });

    it('updates columns of every type in one statement per set of changed columns', async () => {
      await bulk([newProcess(67001), newProcess(67002)]);
      const results = await bulk([
        {
          identification: 67001,
          cifValue: 99.5,
          isConcluded: true,
          typeOfBoarding: 'LCL',
          diChannel: 'VERMELHO',
          created: '2026-10-01T10:30:00-03:00',
          exporterName: null,
          invoice: '',
        },
        {
          identification: 67002,
          cifValue: 7,
          isConcluded: true,
          typeOfBoarding: 'AEREO',
          diChannel: 'VERDE',
          created: '2026-10-02',
          exporterName: null,
          invoice: '',
        },
      ]);
      expect(results.map((result) => result.result)).toEqual(['updated', 'updated']);
      const first = await processRow(67001);
      expect(first).toMatchObject({
        cifValue: '99.50',
        isConcluded: true,
        typeOfBoarding: 'LCL',
        diChannel: 'VERMELHO',
        exporterId: null,
        invoice: null,
        datesEta: '2026-12-10',
      });
      expect(first?.created.toISOString()).toBe('2026-10-01T13:30:00.000Z');
      expect(first?.concludedAt?.toISOString()).toBe(NOW.toISOString());
      expect(first?.searchText).not.toContain('ningbo');
      expect((await processRow(67002))?.created.toISOString()).toBe('2026-10-02T03:00:00.000Z');
    });

    it('derives isConcluded from the step and the closing date when a line does not send it', async () => {
      const results = await bulk([
        // Encerramento with the broker's closing date: concluded on the closing day.
        newProcess(67201, { stepId: 5, billingCustomBrokerFinishDate: '2026-11-20' }),
        // Encerramento still being closed: open.
        newProcess(67202, { stepId: 5 }),
        // Cancelled: concluded when the portal learns it.
        newProcess(67203, { stepId: 6 }),
        // Any other step: open, a closing date or not.
        newProcess(67204, { stepId: 11, billingCustomBrokerFinishDate: '2026-11-20' }),
      ]);
      expect(results.map((result) => result.result)).toEqual(['created', 'created', 'created', 'created']);
      const conclusion = async (identification: number) => {
        const row = await processRow(identification);
        return { isConcluded: row?.isConcluded, concludedAt: row?.concludedAt?.toISOString() ?? null };
      };
      expect(await conclusion(67201)).toEqual({ isConcluded: true, concludedAt: '2026-11-20T15:00:00.000Z' });
      expect(await conclusion(67202)).toEqual({ isConcluded: false, concludedAt: null });
      expect(await conclusion(67203)).toEqual({ isConcluded: true, concludedAt: NOW.toISOString() });
      expect(await conclusion(67204)).toEqual({ isConcluded: false, concludedAt: null });

      // The closing date arrives later on its own: the process is concluded then.
      expect(
        (await bulk([{ identification: 67202, billingCustomBrokerFinishDate: '2026-11-24' }]))[0],
      ).toMatchObject({
        result: 'updated',
      });
      expect(await conclusion(67202)).toEqual({ isConcluded: true, concludedAt: '2026-11-24T15:00:00.000Z' });
      // Back to Faturamento (the ERP's correction): open again.
      await bulk([{ identification: 67202, stepId: 11 }]);
      expect(await conclusion(67202)).toEqual({ isConcluded: false, concludedAt: null });
    });

    it('keeps an explicit isConcluded whatever the step, until a line moves the step without it', async () => {
      await bulk([
        newProcess(67301, { stepId: 5, billingCustomBrokerFinishDate: '2026-11-20', isConcluded: false }),
        newProcess(67302, { stepId: 3, isConcluded: true }),
      ]);
      expect(await processRow(67301)).toMatchObject({ isConcluded: false, concludedAt: null });
      expect(await processRow(67302)).toMatchObject({ isConcluded: true, concludedAt: NOW });
      // A line that sends neither the step nor the closing date keeps the stored value.
      await bulk([{ identification: 67302, datesETA: '2026-12-20' }]);
      expect(await processRow(67302)).toMatchObject({ isConcluded: true, datesEta: '2026-12-20' });
      // A new step without isConcluded: derived again.
      await bulk([{ identification: 67302, stepId: 4 }]);
      expect(await processRow(67302)).toMatchObject({ isConcluded: false, concludedAt: null });
    });

    it('what is derived is what the customer sees: /processos (concluido=false) and the Home agree', async () => {
      await bulk([
        newProcess(67401, { companyCnpj: CNPJ_7, stepId: 5, billingCustomBrokerFinishDate: '2026-11-21' }),
        newProcess(67402, { companyCnpj: CNPJ_7, stepId: 5 }),
      ]);
      const headers = {
        authorization: `Bearer ${(await signInTokens(ctx.app, 'ana@cliente.example')).access_token}`,
      };
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/customers/import/report/general?stepsIds=5&concluido=false',
        headers,
      });
      const listed = list
        .json<{ data: { identification: number }[] }>()
        .data.map((row) => row.identification);
      expect(listed).toContain(67402);
      expect(listed).not.toContain(67401);
      const home = await ctx.app.inject({
        method: 'GET',
        url: '/api/public/customer/analytics/total/all?customersId=3,7&teamId=0',
        headers,
      });
      const { totalElements } = list.json<{ page: { totalElements: number } }>().page;
      expect(home.json<{ data: { inClosure: number } }>().data.inClosure).toBe(totalElements);
    });

    it('links the process’s partners by name and its places by alias', async () => {
      const results = await bulk([
        newProcess(67101, {
          freightForwarderName: 'Rápido Cargo',
          shipownerName: 'MSC',
          customBrokerName: 'Despachos Aurora',
          destinationPortAlias: 'SANTOS',
          customsEnclosureAlias: 'BTP',
        }),
        newProcess(67102, { destinationPortAlias: 'ITAJAI' }),
      ]);
      expect(results.map(({ result, reason }) => [result, reason])).toEqual([
        ['created', undefined],
        ['rejected', 'Porto de destino ITAJAI não cadastrado.'],
      ]);
      const row = await processRow(67101);
      const named = await ctx.database.db
        .select({ id: partners.id, kind: partners.kind, name: partners.name })
        .from(partners);
      const idOf = (kind: string, name: string) =>
        named.find((partner) => partner.kind === kind && partner.name === name)?.id;
      expect(row?.freightForwarderId).toBe(idOf('FREIGHT_FORWARDER', 'Rápido Cargo'));
      expect(row?.shipownerId).toBe(idOf('SHIPOWNER', 'MSC'));
      expect(row?.customBrokerId).toBe(idOf('CUSTOMS_BROKER', 'Despachos Aurora'));
      expect(row?.destinationPortId).not.toBeNull();
      expect(row?.customsEnclosureId).not.toBeNull();
      expect((await bulk([{ identification: 67101, shipownerName: null }]))[0]?.result).toBe('updated');
      expect((await processRow(67101))?.shipownerId).toBeNull();
    });

    it('a repeated process inside one request: the later line sees the earlier one', async () => {
      const results = await bulk([newProcess(64001), { identification: 64001, datesETA: '2026-12-20' }]);
      expect(results.map((result) => result.result)).toEqual(['created', 'updated']);
      expect((await processRow(64001))?.datesEta).toBe('2026-12-20');
    });

    it('never moves a process to another company', async () => {
      await bulk([newProcess(65001)]);
      const [result] = await bulk([{ identification: 65001, companyCnpj: CNPJ_7 }]);
      expect(result).toMatchObject({
        result: 'rejected',
        reason: 'O processo 65001 pertence a outra empresa e não pode ser movido.',
      });
      expect((await processRow(65001))?.companyId).toBe(3);
    });
  });

  describe('invoices', () => {
    const putInvoice = (identification: number, number: string, body: unknown, bearer = token) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/integration/processes/${identification}/invoices/${encodeURIComponent(number)}`,
        headers: { authorization: `Bearer ${bearer}` },
        payload: body as Record<string, unknown>,
      });
    const invoiceBody = {
      currency: 'USD',
      invoiceDate: '2026-11-03',
      invoiceAmount: 3000,
      vendorName: 'Ningbo Export Co.',
      installments: [
        {
          parcel: 1,
          condition: 'Pagamento Antecipado',
          dueDate: '2026-12-05',
          value: 1000,
          valueInBrl: 5400,
        },
        { parcel: 2, condition: 'Pagamento à Prazo', term: 30, dueDate: '2026-12-20', value: 2000 },
      ],
    };

    it('creates an invoice with its instalments, which the customer then sees in the cash calendar', async () => {
      await bulk([newProcess(68001)]);
      const created = await putInvoice(68001, 'INV-68/1', invoiceBody);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ result: 'created', installments: 2 });
      expect((await processRow(68001))?.searchText).toContain('inv-68/1');

      const userToken = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
      const calendar = await ctx.app.inject({
        method: 'GET',
        url: '/api/public/customer/cash-calendar?customerIds=3&startDate=2026-12-01T00:00:00&endDate=2026-12-31T23:59:59&type=SCREEN&category=TODOS',
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(calendar.statusCode, calendar.body).toBe(200);
      const items = Object.values(
        (calendar.json() as { data: Record<string, { invoiceNumber: string | null }[]> }).data,
      )
        .flat()
        .filter((item) => item.invoiceNumber === 'INV-68/1');
      expect(items).toHaveLength(2);
    });

    it('is idempotent, and the instalments sent replace the stored ones', async () => {
      expect((await putInvoice(68001, 'INV-68/1', invoiceBody)).json()).toMatchObject({
        result: 'unchanged',
      });
      const changed = await putInvoice(68001, 'INV-68/1', {
        ...invoiceBody,
        invoiceDue: '2026-11-30',
        installments: [{ ...invoiceBody.installments[0], value: 3000 }],
      });
      expect(changed.json()).toMatchObject({ result: 'updated', installments: 1 });
      const rows = await ctx.database.db.execute(
        sql`select i.parcel, i.value, v.invoice_due from installments i join invoices v on v.company_id = i.company_id and v.id = i.invoice_id where v.invoice_number = 'INV-68/1'`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { parcel: 1, value: '3000.00', invoice_due: '2026-11-30' },
      ]);
    });

    it('rejects repeated parcels in pt-BR, and a process outside the client’s companies is 404', async () => {
      const repeated = await putInvoice(68001, 'INV-68/2', {
        ...invoiceBody,
        installments: [invoiceBody.installments[0], invoiceBody.installments[0]],
      });
      expect(repeated.statusCode).toBe(400);
      expect(JSON.stringify(repeated.json())).toContain('Cada parcela (parcel) deve aparecer uma vez.');
      const limited = await createServiceClient({ db: ctx.database.db, name: 'ERP outra', companyIds: [7] });
      const outside = await putInvoice(68001, 'INV-68/1', invoiceBody, await tokenOf(limited));
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ message: 'Processo não encontrado.' });
      expect((await putInvoice(99999999, 'X', invoiceBody)).statusCode).toBe(404);
    });
  });

  describe('users', () => {
    const putUser = (email: string, body: unknown, bearer = token) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/integration/users/${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${bearer}` },
        payload: body as Record<string, unknown>,
      });
    const invitations = async (to: string) =>
      (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map(
        (row) => row.subject,
      );

    it('creates a user linked to their companies and invites them once', async () => {
      const created = await putUser('Carla.Dias@Cliente.example', {
        name: 'Carla Dias',
        companyCnpjs: ['00.000.000/0000-03', CNPJ_7],
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ result: 'created', isInvited: true });
      const id = (created.json() as { id: number }).id;
      const links = await ctx.database.db.select().from(userCompanies).where(eq(userCompanies.userId, id));
      expect(links.map((link) => link.companyId).sort()).toEqual([3, 7]);
      expect(await invitations('carla.dias@cliente.example')).toEqual(['Convite para o Portal dos Clientes']);
      // The e-mail carries a one-time set-password link that the portal recognises.
      const [mail] = await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'carla.dias@cliente.example'));
      const token = /\/definir-senha\/([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
      const lookUp = await ctx.app.inject({ method: 'GET', url: `/credential/invitation/${token}` });
      expect(lookUp.statusCode, lookUp.body).toBe(200);
      expect(lookUp.body).toContain('carla.dias@cliente.example');

      const again = await putUser('carla.dias@cliente.example', {
        name: 'Carla Dias',
        companyCnpjs: [CNPJ_3, CNPJ_7],
      });
      expect(again.json()).toMatchObject({ result: 'unchanged', id, isInvited: false });
      expect(await invitations('carla.dias@cliente.example')).toHaveLength(1);
      // A random secret's hash: nobody can sign in until they choose a password through the link.
      const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, id));
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('updates the links and blocks a user; an unknown company is a pt-BR 400', async () => {
      const updated = await putUser('carla.dias@cliente.example', {
        name: 'Carla Dias Souza',
        companyCnpjs: [CNPJ_7],
        isActive: false,
      });
      expect(updated.json()).toMatchObject({ result: 'updated' });
      const [user] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'carla.dias@cliente.example'));
      expect(user).toMatchObject({ name: 'Carla Dias Souza', isActive: false });
      const links = await ctx.database.db
        .select()
        .from(userCompanies)
        .where(eq(userCompanies.userId, user?.id ?? 0));
      expect(links.map((link) => link.companyId)).toEqual([7]);
      const unknown = await putUser('novo@cliente.example', {
        name: 'Novo',
        companyCnpjs: ['98765432000100'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: 'Empresa(s) não encontrada(s): 98765432000100. Cadastre-as antes.',
      });
    });

    it('a limited client manages only its companies’ links and users', async () => {
      const limited = await tokenOf(
        await createServiceClient({ db: ctx.database.db, name: 'ERP 3', companyIds: [3] }),
      );
      const forbidden = await putUser(
        'outro@cliente.example',
        { name: 'Outro', companyCnpjs: [CNPJ_7] },
        limited,
      );
      // Company 7 is outside its list: unknown to it, like a CNPJ nobody registered.
      expect(forbidden.statusCode).toBe(400);
      expect(forbidden.json()).toMatchObject({
        message: `Empresa(s) não encontrada(s): ${CNPJ_7}. Cadastre-as antes.`,
      });
      // Carla is linked to company 7 only: to a client of company 3 she does not exist.
      const hidden = await putUser(
        'carla.dias@cliente.example',
        { name: 'X', companyCnpjs: [CNPJ_3] },
        limited,
      );
      expect(hidden.statusCode).toBe(404);
      // Ana (companies 3, 7, 900, 950): the client of company 3 adds nothing and keeps the links it does not manage.
      const ana = await putUser(
        'ana@cliente.example',
        { name: 'Ana Souza', companyCnpjs: [CNPJ_3] },
        limited,
      );
      expect(ana.json()).toMatchObject({ result: 'unchanged' });
    });

    it('a limited client changes no user who also belongs to a company outside it: 10 cross-company writes refused', async () => {
      const CNPJ_900 = '00000000000900';
      // Staff of the broker, linked to every customer company (as the broker-wide client would do).
      const staff = await putUser('equipe@despachante.example', {
        name: 'Equipe Despachante',
        companyCnpjs: [CNPJ_3, CNPJ_7, CNPJ_900],
      });
      expect(staff.json()).toMatchObject({ result: 'created' });
      const limited = await tokenOf(
        await createServiceClient({ db: ctx.database.db, name: 'ERP só da 3', companyIds: [3] }),
      );
      const snapshot = async (email: string) => {
        const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
        const links = await ctx.database.db
          .select()
          .from(userCompanies)
          .where(eq(userCompanies.userId, user?.id ?? 0));
        return {
          name: user?.name,
          isActive: user?.isActive,
          links: links.map((link) => link.companyId).sort((a, b) => a - b),
        };
      };
      const people = ['ana@cliente.example', 'equipe@despachante.example', 'bruno@cliente.example'];
      const before = await Promise.all(people.map(snapshot));
      expect(before[0]).toEqual({ name: 'Ana Souza', isActive: true, links: [3, 7, 900, 950] });

      const SHARED_USER =
        'Este usuário também tem acesso a empresas fora deste cliente de integração: só um cliente com acesso a todas as empresas dele pode alterar o nome, a situação (isActive) ou o papel (role).';
      const writes: [string, Record<string, unknown>, number][] = [
        // Ana (3, 7, 900, 950): deactivate, rename, link to 7 through the client of 3.
        ['ana@cliente.example', { name: 'Ana Souza', companyCnpjs: [CNPJ_3], isActive: false }, 403],
        ['ana@cliente.example', { name: 'Ana Invasora', companyCnpjs: [CNPJ_3] }, 403],
        ['ana@cliente.example', { name: 'Ana Souza', companyCnpjs: [CNPJ_3, CNPJ_7] }, 400],
        // The broker's staff (3, 7, 900): deactivate, deactivate and rename, link to 7.
        [
          'equipe@despachante.example',
          { name: 'Equipe Despachante', companyCnpjs: [CNPJ_3], isActive: false },
          403,
        ],
        ['equipe@despachante.example', { name: 'Fora', companyCnpjs: [CNPJ_3], isActive: false }, 403],
        ['equipe@despachante.example', { name: 'Equipe Despachante', companyCnpjs: [CNPJ_7] }, 400],
        // Bruno (7 only) does not exist for the client of 3.
        ['bruno@cliente.example', { name: 'Bruno Lima', companyCnpjs: [CNPJ_3] }, 404],
        ['bruno@cliente.example', { name: 'Bruno', companyCnpjs: [CNPJ_3], isActive: false }, 404],
        // New users only within its companies (another company reads as unknown: 400).
        ['nova@cliente.example', { name: 'Nova', companyCnpjs: [CNPJ_7] }, 400],
        ['nova@cliente.example', { name: 'Nova', companyCnpjs: [CNPJ_3, CNPJ_900] }, 400],
      ];
      for (const [email, body, status] of writes) {
        const response = await putUser(email, body, limited);
        expect(response.statusCode, `${email} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
        expect(response.json().message).toEqual(expect.any(String));
      }
      const refused = await putUser(
        'ana@cliente.example',
        { name: 'Ana Souza', companyCnpjs: [CNPJ_3], isActive: false },
        limited,
      );
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: SHARED_USER });
      expect(await Promise.all(people.map(snapshot))).toEqual(before);
      const [nova] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'nova@cliente.example'));
      expect(nova).toBeUndefined();

      // Within its companies it still writes: a user of company 3 only is renamed and reactivated.
      const own = await putUser(
        'inativo@cliente.example',
        { name: 'Ex-inativo', companyCnpjs: [CNPJ_3], isActive: true },
        limited,
      );
      expect(own.json()).toMatchObject({ result: 'updated' });
      expect(await snapshot('inativo@cliente.example')).toEqual({
        name: 'Ex-inativo',
        isActive: true,
        links: [3],
      });
    });

    it('the ERP sets the role: absent keeps it, and only a client of every company grants STAFF or ADMIN', async () => {
      const roleOf = async (email: string) =>
        (await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]
          ?.role;
      const created = await putUser('operador@despachante.example', {
        name: 'Operador',
        companyCnpjs: [CNPJ_3],
      });
      expect(created.json()).toMatchObject({ result: 'created' });
      expect(await roleOf('operador@despachante.example')).toBe('CUSTOMER');
      const promoted = await putUser('operador@despachante.example', {
        name: 'Operador',
        companyCnpjs: [CNPJ_3],
        role: 'STAFF',
      });
      expect(promoted.json()).toMatchObject({ result: 'updated' });
      expect(await roleOf('operador@despachante.example')).toBe('STAFF');
      // Absent keeps it.
      const kept = await putUser('operador@despachante.example', {
        name: 'Operador',
        companyCnpjs: [CNPJ_3],
      });
      expect(kept.json()).toMatchObject({ result: 'unchanged' });
      expect(await roleOf('operador@despachante.example')).toBe('STAFF');

      const limited = await tokenOf(
        await createServiceClient({ db: ctx.database.db, name: 'ERP papel da 3', companyIds: [3] }),
      );
      for (const role of ['STAFF', 'ADMIN']) {
        for (const email of ['inativo@cliente.example', 'novo.admin@cliente.example']) {
          const refused = await putUser(email, { name: 'Quem', companyCnpjs: [CNPJ_3], role }, limited);
          expect(refused.statusCode, `${email} ${role}`).toBe(403);
          expect(refused.json()).toMatchObject({
            code: 'FORBIDDEN',
            message:
              'Só um cliente de integração com acesso a todas as empresas pode dar o papel STAFF ou ADMIN a um usuário.',
          });
        }
      }
      expect(await roleOf('inativo@cliente.example')).toBe('CUSTOMER');
      expect(await roleOf('novo.admin@cliente.example')).toBeUndefined();
      const invalid = await putUser('operador@despachante.example', {
        name: 'Operador',
        companyCnpjs: [CNPJ_3],
        role: 'SUPERUSER',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('Informe role como CUSTOMER, STAFF ou ADMIN.');
    });

    it('one rule on every path: the last active admin stays, a limited client never changes staff, an upsert never unlinks a staff member', async () => {
      const linksOf = async (email: string) => {
        const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
        const links = await ctx.database.db
          .select()
          .from(userCompanies)
          .where(eq(userCompanies.userId, row?.id ?? 0));
        return {
          role: row?.role,
          isActive: row?.isActive,
          links: links.map((link) => link.companyId).sort(),
        };
      };
      const activeAdmins = async () =>
        ctx.database.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));
      expect(await activeAdmins()).toEqual([]);
      const created = await putUser('unica.admin@despachante.example', {
        name: 'Única Admin',
        companyCnpjs: [CNPJ_3, CNPJ_7],
        role: 'ADMIN',
      });
      expect(created.json()).toMatchObject({ result: 'created' });
      const adminId = (created.json() as { id: number }).id;

      for (const change of [{ role: 'CUSTOMER' }, { role: 'STAFF' }, { isActive: false }]) {
        const refused = await putUser('unica.admin@despachante.example', {
          name: 'Única Admin',
          companyCnpjs: [CNPJ_3, CNPJ_7],
          ...change,
        });
        expect(refused.statusCode, JSON.stringify(change)).toBe(409);
        expect(refused.json()).toMatchObject({ message: ADMIN_USER_LAST_ADMIN_MESSAGE });
      }
      expect(await linksOf('unica.admin@despachante.example')).toEqual({
        role: 'ADMIN',
        isActive: true,
        links: [3, 7],
      });

      // The last admin cannot force a reset of her own password either.
      const adminToken = await createAccessToken({ config: ctx.config, userId: adminId, companyIds: [3, 7] });
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${adminId}/password-reset`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(reset.statusCode, reset.body).toBe(409);
      expect(reset.json()).toMatchObject({ message: ADMIN_USER_LAST_ADMIN_RESET_MESSAGE });

      // A staff member of company 3 only: the client of company 3 neither demotes nor deactivates them.
      const staff = await putUser('staff.da.3@despachante.example', {
        name: 'Staff da 3',
        companyCnpjs: [CNPJ_3],
        role: 'STAFF',
      });
      expect(staff.json()).toMatchObject({ result: 'created' });
      const limited = await tokenOf(
        await createServiceClient({ db: ctx.database.db, name: 'ERP limitado à 3', companyIds: [3] }),
      );
      for (const change of [{ role: 'CUSTOMER' }, { isActive: false }, { name: 'Outro nome' }]) {
        const refused = await putUser(
          'staff.da.3@despachante.example',
          { name: 'Staff da 3', companyCnpjs: [CNPJ_3], ...change },
          limited,
        );
        expect(refused.statusCode, JSON.stringify(change)).toBe(403);
        expect(refused.json()).toMatchObject({
          message:
            'Só um cliente de integração com acesso a todas as empresas pode alterar um usuário da equipe do despachante (STAFF ou ADMIN).',
        });
      }
      expect(await linksOf('staff.da.3@despachante.example')).toEqual({
        role: 'STAFF',
        isActive: true,
        links: [3],
      });

      // The broker-wide ERP links the staff member to 7 and sends only 7 later: 3 stays linked.
      await putUser('staff.da.3@despachante.example', { name: 'Staff da 3', companyCnpjs: [CNPJ_3, CNPJ_7] });
      const narrowed = await putUser('staff.da.3@despachante.example', {
        name: 'Staff da 3',
        companyCnpjs: [CNPJ_7],
      });
      expect(narrowed.statusCode, narrowed.body).toBe(200);
      expect((await linksOf('staff.da.3@despachante.example')).links).toEqual([3, 7]);

      // With a second admin, the first may step down.
      await putUser('segunda.admin@despachante.example', {
        name: 'Segunda Admin',
        companyCnpjs: [CNPJ_3],
        role: 'ADMIN',
      });
      const demoted = await putUser('unica.admin@despachante.example', {
        name: 'Única Admin',
        companyCnpjs: [CNPJ_3, CNPJ_7],
        role: 'STAFF',
      });
      expect(demoted.statusCode, demoted.body).toBe(200);
      expect((await activeAdmins()).length).toBe(1);
    });
  });

  describe('exchange rates, history items and documents', () => {
    const authorized = () => ({ authorization: `Bearer ${token}` });

    it('upserts exchange rates by currency and day', async () => {
      const put = (rates: unknown[]) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/integration/exchange-rates',
          headers: authorized(),
          payload: { rates },
        });
      const first = await put([
        { currency: 'USD', date: '2026-11-24', buy: 5.3712, sell: 5.3718 },
        { currency: 'EUR', date: '2026-11-24', buy: 6.1, sell: 6.11 },
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
      const second = await put([
        { currency: 'USD', date: '2026-11-24', buy: 5.3712, sell: 5.3718 },
        { currency: 'EUR', date: '2026-11-24', buy: 6.2, sell: 6.21 },
      ]);
      expect(second.json()).toEqual({ created: 0, updated: 1, unchanged: 1 });
      const bad = await put([{ currency: 'JPY', date: '2026-11-24', buy: 1, sell: 1 }]);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('Informe currency como USD, EUR, GBP ou CNY.');
    });

    it('adds history items once, shown in the process’s history', async () => {
      await bulk([newProcess(69001)]);
      const post = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/integration/processes/69001/history',
          headers: authorized(),
          payload: {
            items: [
              { created: '2026-11-24T14:30:00-03:00', description: 'Mercadoria presente no recinto.' },
              { created: '2026-11-24T15:00:00-03:00', description: 'Nota interna', isVisibleToClient: false },
            ],
          },
        });
      expect((await post()).json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
      expect((await post()).json()).toEqual({ created: 0, updated: 0, unchanged: 2 });
      const row = await processRow(69001);
      const history = await ctx.database.db
        .select()
        .from(historyItems)
        .where(and(eq(historyItems.companyId, 3), eq(historyItems.processId, row?.id ?? 0)));
      expect(
        history.map(({ description, createdBy, isVisibleToClient }) => ({
          description,
          createdBy,
          isVisibleToClient,
        })),
      ).toEqual(
        expect.arrayContaining([
          {
            description: 'Mercadoria presente no recinto.',
            createdBy: 'ERP Despachante',
            isVisibleToClient: true,
          },
          { description: 'Nota interna', createdBy: 'ERP Despachante', isVisibleToClient: false },
        ]),
      );
    });

    it('stores a document once, replaces its bytes, and the customer downloads it', async () => {
      await bulk([newProcess(69101)]);
      const upload = (content: string, mimeType = 'application/pdf', fileName = 'invoice-77.pdf') => {
        const boundary = '----pdcBoundary';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="documentTypeName"\r\n\r\nInvoice\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="isCashRequest"\r\n\r\nfalse\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`,
          ),
          Buffer.from(content),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/integration/processes/69101/documents',
          headers: { ...authorized(), 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      };
      const created = await upload('%PDF-1.4 primeira versão');
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ result: 'created' });
      expect((await upload('%PDF-1.4 primeira versão')).json()).toMatchObject({ result: 'unchanged' });
      expect((await upload('%PDF-1.4 segunda versão')).json()).toMatchObject({ result: 'updated' });
      const refused = await upload('MZ', 'application/x-msdownload', 'setup.exe');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Tipo de arquivo não aceito: envie PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP.',
      });

      const process = await processRow(69101);
      const userToken = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/customer/processes/${process?.id}/documents`,
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).toContain('invoice-77.pdf');
      const documentId = (created.json() as { id: number }).id;
      const download = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/customer/processes/${process?.id}/documents/${documentId}/download`,
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.toString()).toBe('%PDF-1.4 segunda versão');
    });
  });

  describe('a client limited to some companies', () => {
    let limitedToken: string;

    beforeAll(async () => {
      limitedToken = await tokenOf(
        await createServiceClient({ db: ctx.database.db, name: 'ERP filial', companyIds: [7] }),
      );
    });

    it('writes its companies and no other', async () => {
      await bulk([newProcess(66001)]); // company 3, by the broker-wide client
      const results = await bulk(
        [
          newProcess(66002, { companyCnpj: CNPJ_7 }),
          newProcess(66003, { companyCnpj: CNPJ_3 }),
          { identification: 66001, datesETA: '2027-01-05' },
        ],
        limitedToken,
      );
      // Another company's CNPJ reads as unknown, another company's process as missing.
      expect(results.map(({ result, reason }) => [result, reason])).toEqual([
        ['created', undefined],
        [
          'rejected',
          `Empresa de CNPJ ${CNPJ_3} não encontrada: cadastre-a antes em PUT /api/integration/companies/{cnpj}.`,
        ],
        ['rejected', 'Processo não encontrado.'],
      ]);
      expect(await processRow(66003)).toBeUndefined();
      expect((await processRow(66001))?.datesEta).toBe('2026-12-10');
    });

    it('answers 404 for another company’s process, as for one that does not exist, never “outra empresa”', async () => {
      await bulk([newProcess(21887)]); // company 3, by the broker-wide client
      const put = (identification: number, body: object) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/integration/processes/${identification}`,
          headers: { authorization: `Bearer ${limitedToken}` },
          payload: { identification, ...body },
        });
      for (const body of [{ companyCnpj: CNPJ_7 }, { datesETA: '2027-01-05' }, { companyCnpj: CNPJ_3 }]) {
        const foreign = await put(21887, body);
        expect(foreign.statusCode, JSON.stringify(body)).toBe(404);
        expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Processo não encontrado.' });
        expect(foreign.body).not.toContain('outra empresa');
      }
      expect((await processRow(21887))?.companyId).toBe(3);
      // A CNPJ outside the list is refused like one nobody registered.
      const [unknown, outside] = await Promise.all(
        ['98765432000100', CNPJ_3].map((cnpj) => put(21888, { ...newProcess(21888), companyCnpj: cnpj })),
      );
      expect(outside?.statusCode).toBe(unknown?.statusCode);
      expect(outside?.json().message).toBe(unknown?.json().message.replace('98765432000100', CNPJ_3));
    });

    it('links users only to its companies; another company reads as unknown', async () => {
      const put = (companyCnpjs: string[]) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/integration/users/${encodeURIComponent('filial@cliente.example')}`,
          headers: { authorization: `Bearer ${limitedToken}` },
          payload: { name: 'Filial', companyCnpjs },
        });
      const outside = await put([CNPJ_7, CNPJ_3]);
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toMatchObject({
        message: `Empresa(s) não encontrada(s): ${CNPJ_3}. Cadastre-as antes.`,
      });
      const unknown = await put([CNPJ_7, '98765432000100']);
      expect(unknown.json().message).toBe(outside.json().message.replace(CNPJ_3, '98765432000100'));
    });

    it('cannot see or create companies outside its list', async () => {
      const put = (cnpj: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/integration/companies/${cnpj}`,
          headers: { authorization: `Bearer ${limitedToken}` },
          payload: { name: 'Outra' },
        });
      // Registered or not, a CNPJ outside its list answers the same 404.
      for (const cnpj of [CNPJ_3, '11111111000111']) {
        const refused = await put(cnpj);
        expect(refused.statusCode, cnpj).toBe(404);
        expect(refused.json()).toMatchObject({
          message: 'Empresa não encontrada: este cliente de integração só altera as empresas da sua lista.',
        });
      }
      expect(
        await ctx.database.db.select().from(companies).where(eq(companies.federalId, '11111111000111')),
      ).toEqual([]);
      expect((await put(CNPJ_7)).json()).toMatchObject({ result: 'updated' });
    });
  });
});
