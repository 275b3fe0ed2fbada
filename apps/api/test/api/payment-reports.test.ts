import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { TCashCalendarDays } from '@pc/contract/cash-calendar';
import { ATTACHMENT_NOT_FOUND_MESSAGE } from '@pc/contract/messages';
import {
  PAYMENT_CONFIRM_ACTION,
  PAYMENT_REJECT_ACTION,
  PAYMENT_REPORT_ACTION,
  PAYMENT_REPORT_MESSAGES,
  PAYMENT_STATE_LABELS,
  type TPaymentReport,
  type TProcessPaymentReportsResponse,
  type TProcessPayments,
} from '@pc/contract/payment-reports';
import { processReference } from '@pc/contract/process';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { processMessages } from '../../src/db/schema/collaboration.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { documents } from '../../src/db/schema/documents.ts';
import { installments, invoices } from '../../src/db/schema/invoices.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { toEntitlementColumns } from '../../src/db/repositories/company-repository.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock, insertUser } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, DOC, DOCUMENT_NAME, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';

const STAFF = { id: 60, name: 'Carla Atendimento' };
/** An invoice of process P.duimp with two instalments, and a proof document of that process. */
const INVOICE = { id: 500, number: 'INV-43' };
const DUIMP_PROOF = 31;
const NOVEMBER = { startDate: '2026-11-01T00:00:00', endDate: '2026-12-31T23:59:59' };

describe('Informar pagamento (collaboration)', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-20T15:00:00Z'));

  const tokenOf = async (userId: number, companyIds: number[]) =>
    authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: clock.now() }));
  const customer = () => tokenOf(ANA.id, [COMPANY_A]);
  const staff = () => tokenOf(STAFF.id, []);

  const report = async (processId: number, body: Record<string, unknown>, headers = customer()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${processId}/payment-reports`,
      headers: await headers,
      payload: body,
    });
  const decide = async (
    id: number,
    action: 'confirm' | 'reject',
    body?: Record<string, unknown>,
    headers = staff(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payment-reports/${id}/${action}`,
      headers: await headers,
      ...(body ? { payload: body } : {}),
    });
  const linesOf = async (processId: number) =>
    (
      await ctx.database.db
        .select()
        .from(processMessages)
        .where(eq(processMessages.processId, processId))
        .orderBy(asc(processMessages.id))
    ).map((line) => ({
      kind: line.kind,
      text: line.text,
      side: line.authorSide,
      documentIds: line.documentIds,
    }));
  const auditsOf = async (action: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  const paymentsOf = async (processId: number): Promise<TProcessPayments> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${processId}/payment-reports`,
      headers: await customer(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TProcessPaymentReportsResponse).data;
  };
  const calendarItems = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: { customerIds: String(COMPANY_A), type: 'SCREEN', category: 'TODOS', ...NOVEMBER },
      headers: await customer(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return Object.values((response.json() as { data: TCashCalendarDays }).data)
      .flat()
      .map((item) => ({
        category: item.category,
        id: item.id,
        installment: item.installment,
        paymentState: item.paymentState,
      }));
  };
  const exportCalendar = async (type: 'EXCEL' | 'TXT') =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: { customerIds: String(COMPANY_A), type, category: 'TODOS', status: 'TODOS', ...NOVEMBER },
      headers: await customer(),
    });

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async ({ db }) => {
        await insertProcessFixtures(db);
        await insertUser(db, {
          id: STAFF.id,
          email: 'carla@despachante.example',
          name: STAFF.name,
          role: 'STAFF',
        });
        await db
          .update(companies)
          .set(toEntitlementColumns({ cashCalendarTxt: true }))
          .where(eq(companies.id, COMPANY_A));
        // P.di's numerário: R$ 12.500,50 on its ETA.
        await db
          .update(processes)
          .set({ datesEta: '2026-11-25', stepCashRequestEstimatedValue: '12500.50' })
          .where(eq(processes.id, P.di));
        // P.duimp's numerário sits on its ETA in April, outside the calendar's period here.
        await db
          .update(processes)
          .set({ stepCashRequestEstimatedValue: '800.00' })
          .where(eq(processes.id, P.duimp));
        await db.insert(invoices).values({
          id: INVOICE.id,
          companyId: COMPANY_A,
          processId: P.duimp,
          invoiceNumber: INVOICE.number,
          currency: 'USD',
        });
        await db.insert(installments).values(
          [1, 2].map((parcel) => ({
            id: 5000 + parcel,
            companyId: COMPANY_A,
            invoiceId: INVOICE.id,
            parcel,
            condition: 'Pagamento à Vista' as const,
            dueDate: parcel === 1 ? '2026-11-26' : '2026-12-10',
            value: '1000.00',
            valueInBrl: '5300.00',
          })),
        );
        await db.insert(documents).values({
          id: DUIMP_PROOF,
          companyId: COMPANY_A,
          processId: P.duimp,
          fileId: 1,
          documentTypeName: 'Comprovante de pagamento',
          originalFilename: 'comprovante-parcela.pdf',
          created: new Date('2026-11-19T12:00:00Z'),
          createdBy: ANA.name,
          isSentByCustomer: true,
        });
        await advanceIdentitySequences(db, ['documents', 'stored_files']);
      },
    });
  });
  afterAll(() => ctx.close());

  let numerarioReport: TPaymentReport;
  let installmentReport: TPaymentReport;

  it('reports the numerário: 201 with the report, its audit and the PAYMENT_REPORTED line carrying the proof', async () => {
    const response = await report(P.di, {
      target: 'NUMERARIO',
      paidOn: '2026-11-20',
      amount: 12500.5,
      documentId: DOC.main,
    });
    expect(response.statusCode, response.body).toBe(201);
    numerarioReport = response.json().data;
    expect(numerarioReport).toEqual({
      id: expect.any(Number),
      processId: P.di,
      companyId: COMPANY_A,
      companyName: 'Hércules Máquinas Ltda',
      reference: processReference('CONTA_E_ORDEM', 42),
      target: 'NUMERARIO',
      invoiceId: null,
      invoiceNumber: null,
      parcel: null,
      paidOn: '2026-11-20',
      amount: 12500.5,
      expectedAmount: 12500.5,
      proof: { documentId: DOC.main, originalFilename: DOCUMENT_NAME },
      status: 'INFORMADO',
      reportedBy: ANA.name,
      reportedAt: '2026-11-20T15:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
    } satisfies TPaymentReport);
    expect(await linesOf(P.di)).toEqual([
      {
        kind: 'PAYMENT_REPORTED',
        text: 'Informou o pagamento do numerário: R$ 12.500,50 em 20/11/2026.',
        side: 'CUSTOMER',
        documentIds: [DOC.main],
      },
    ]);
    expect(await auditsOf(PAYMENT_REPORT_ACTION)).toEqual([
      expect.objectContaining({
        actorUserId: ANA.id,
        subjectId: String(numerarioReport.id),
        companyId: COMPANY_A,
      }),
    ]);
  });

  it('answers 409 when the numerário was already informed and awaits the broker', async () => {
    const response = await report(P.di, {
      target: 'NUMERARIO',
      paidOn: '2026-11-19',
      amount: 12500.5,
      documentId: DOC.main,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PAYMENT_REPORT_MESSAGES.alreadyReported);
  });

  it('reports an instalment by invoice and parcel', async () => {
    const response = await report(P.duimp, {
      target: 'PARCELA_INVOICE',
      invoiceId: INVOICE.id,
      parcel: 1,
      paidOn: '2026-11-19',
      amount: 5300,
      documentId: DUIMP_PROOF,
    });
    expect(response.statusCode, response.body).toBe(201);
    installmentReport = response.json().data;
    expect(installmentReport).toMatchObject({
      target: 'PARCELA_INVOICE',
      invoiceId: INVOICE.id,
      invoiceNumber: INVOICE.number,
      parcel: 1,
      expectedAmount: 5300,
      reference: processReference('ENCOMENDA', 43),
      proof: { documentId: DUIMP_PROOF, originalFilename: 'comprovante-parcela.pdf' },
    });
    expect(await linesOf(P.duimp)).toEqual([
      {
        kind: 'PAYMENT_REPORTED',
        text: `Informou o pagamento da parcela 1 da invoice ${INVOICE.number}: R$ 5.300,00 em 19/11/2026.`,
        side: 'CUSTOMER',
        documentIds: [DUIMP_PROOF],
      },
    ]);
  });

  it.each([
    [
      'a date after today in São Paulo',
      P.di,
      { target: 'NUMERARIO', paidOn: '2026-11-21', amount: 1, documentId: DOC.main },
      400,
      PAYMENT_REPORT_MESSAGES.futureDate,
    ],
    [
      'an instalment without its invoice and parcel',
      P.duimp,
      { target: 'PARCELA_INVOICE', paidOn: '2026-11-19', amount: 1, documentId: DUIMP_PROOF },
      400,
      PAYMENT_REPORT_MESSAGES.missingInstallment,
    ],
    [
      'a proof of another process',
      P.duimp,
      {
        target: 'PARCELA_INVOICE',
        invoiceId: INVOICE.id,
        parcel: 2,
        paidOn: '2026-11-19',
        amount: 1,
        documentId: DOC.main,
      },
      404,
      ATTACHMENT_NOT_FOUND_MESSAGE,
    ],
    [
      'an instalment of another process',
      P.di,
      {
        target: 'PARCELA_INVOICE',
        invoiceId: INVOICE.id,
        parcel: 2,
        paidOn: '2026-11-19',
        amount: 1,
        documentId: DOC.main,
      },
      404,
      'Parcela não encontrada neste processo.',
    ],
    [
      'a parcel the invoice does not have',
      P.duimp,
      {
        target: 'PARCELA_INVOICE',
        invoiceId: INVOICE.id,
        parcel: 9,
        paidOn: '2026-11-19',
        amount: 1,
        documentId: DUIMP_PROOF,
      },
      404,
      'Parcela não encontrada neste processo.',
    ],
    [
      'a process without a numerário',
      P.concluded,
      { target: 'NUMERARIO', paidOn: '2026-11-19', amount: 1, documentId: DOC.main },
      404,
      'Este processo não tem numerário a pagar.',
    ],
    [
      'another company’s process',
      P.foreign,
      { target: 'NUMERARIO', paidOn: '2026-11-19', amount: 1, documentId: DOC.foreign },
      404,
      'Processo não encontrado.',
    ],
  ])('refuses %s', async (_name, processId, body, status, message) => {
    const response = await report(processId, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('the calendar and its exports read Pagamento informado for the reported numerário and instalment', async () => {
    expect(await calendarItems()).toEqual([
      { category: 'NUMERARIO', id: P.di, installment: null, paymentState: 'INFORMADO' },
      {
        category: 'PARCELA_INVOICE',
        id: P.duimp,
        installment: { invoiceId: INVOICE.id, parcel: 1 },
        paymentState: 'INFORMADO',
      },
      {
        category: 'PARCELA_INVOICE',
        id: P.duimp,
        installment: { invoiceId: INVOICE.id, parcel: 2 },
        paymentState: 'A_PAGAR',
      },
    ]);
  });

  it('lists the process’s reports for the Financeiro tab, and the back-office’s pending ones oldest first', async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${P.duimp}/payment-reports`,
      headers: await customer(),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      reports: [installmentReport],
      numerario: { state: 'A_PAGAR', expectedAmount: 800 },
      installments: [
        { invoiceId: INVOICE.id, parcel: 1, state: 'INFORMADO' },
        { invoiceId: INVOICE.id, parcel: 2, state: 'A_PAGAR' },
      ],
    } satisfies TProcessPayments);
    // P.di: its informed numerário, and its own invoice's two instalments, never reported.
    expect(await paymentsOf(P.di)).toMatchObject({
      numerario: { state: 'INFORMADO', expectedAmount: 12500.5 },
      installments: [
        { invoiceId: 1, parcel: 1, state: 'A_PAGAR' },
        { invoiceId: 1, parcel: 2, state: 'A_PAGAR' },
      ],
    });
    // No numerário asked: null, as the report call's 404 says.
    expect((await paymentsOf(P.concluded)).numerario).toBeNull();

    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payment-reports',
      headers: await customer(),
    });
    expect(forbidden.statusCode).toBe(403);

    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payment-reports',
      headers: await staff(),
    });
    expect(pending.statusCode, pending.body).toBe(200);
    // Both reported at the same instant: by id.
    expect(pending.json()).toEqual({
      data: [numerarioReport, installmentReport],
      page: { number: 1, size: 25, totalElements: 2, totalPages: 1 },
    });
    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payment-reports',
      query: { size: '1', page: '2', companyId: String(COMPANY_A) },
      headers: await staff(),
    });
    expect(paged.json()).toEqual({
      data: [installmentReport],
      page: { number: 2, size: 1, totalElements: 2, totalPages: 2 },
    });
    const otherCompany = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payment-reports',
      query: { companyId: '7' },
      headers: await staff(),
    });
    expect(otherCompany.json().data).toEqual([]);
  });

  it('rejects the instalment’s report with a reason: RECUSADO, the PAYMENT_REJECTED line, À Pagar again', async () => {
    clock.advanceSeconds(600);
    const missing = await decide(installmentReport.id, 'reject', { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PAYMENT_REPORT_MESSAGES.missingReason);

    const response = await decide(installmentReport.id, 'reject', { reason: 'Comprovante ilegível.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'RECUSADO',
      rejectionReason: 'Comprovante ilegível.',
      decidedBy: STAFF.name,
      decidedAt: '2026-11-20T15:10:00.000Z',
    });
    expect((await linesOf(P.duimp)).at(-1)).toEqual({
      kind: 'PAYMENT_REJECTED',
      text: `Recusou o pagamento informado da parcela 1 da invoice ${INVOICE.number} (R$ 5.300,00 em 19/11/2026). Motivo: Comprovante ilegível.`,
      side: 'BROKER',
      documentIds: [],
    });
    expect(await auditsOf(PAYMENT_REJECT_ACTION)).toHaveLength(1);
    const again = await decide(installmentReport.id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_REPORT_MESSAGES.notPending);
    expect((await calendarItems()).find((item) => item.installment?.parcel === 1)?.paymentState).toBe(
      'A_PAGAR',
    );
  });

  it('confirms the numerário: CONFIRMADO, cash_request_done, the PAYMENT_CONFIRMED line; then 409 alreadyPaid', async () => {
    const response = await decide(numerarioReport.id, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'CONFIRMADO',
      decidedBy: STAFF.name,
      rejectionReason: null,
    });
    const [process] = await ctx.database.db
      .select({ cashRequestDone: processes.cashRequestDone })
      .from(processes)
      .where(eq(processes.id, P.di));
    expect(process?.cashRequestDone).toBe(true);
    expect((await linesOf(P.di)).at(-1)).toEqual({
      kind: 'PAYMENT_CONFIRMED',
      text: 'Confirmou o pagamento do numerário: R$ 12.500,50 em 20/11/2026.',
      side: 'BROKER',
      documentIds: [],
    });
    expect(await auditsOf(PAYMENT_CONFIRM_ACTION)).toHaveLength(1);
    const again = await report(P.di, {
      target: 'NUMERARIO',
      paidOn: '2026-11-20',
      amount: 1,
      documentId: DOC.main,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_REPORT_MESSAGES.alreadyPaid);
  });

  it('the exports write the three states: Pago, Pagamento informado and À Pagar (TXT: P, I, A)', async () => {
    const reported = await report(P.duimp, {
      target: 'PARCELA_INVOICE',
      invoiceId: INVOICE.id,
      parcel: 1,
      paidOn: '2026-11-20',
      amount: 5300,
      documentId: DUIMP_PROOF,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    installmentReport = reported.json().data;
    expect((await calendarItems()).map((item) => item.paymentState)).toEqual([
      'PAGO',
      'INFORMADO',
      'A_PAGAR',
    ]);

    const excel = await exportCalendar('EXCEL');
    expect(excel.statusCode, excel.body).toBe(200);
    const sheet = await readFirstSheet(excel.rawPayload);
    const statuses = [2, 3, 4].map((row) => sheet.getRow(row).getCell(11).value);
    expect(statuses).toEqual([
      PAYMENT_STATE_LABELS.PAGO,
      PAYMENT_STATE_LABELS.INFORMADO,
      PAYMENT_STATE_LABELS.A_PAGAR,
    ]);
    expect(statuses).toEqual(['Pago', 'Pagamento informado', 'À Pagar']);

    const txt = await exportCalendar('TXT');
    expect(txt.statusCode, txt.body).toBe(200);
    const details = txt.rawPayload
      .toString('ascii')
      .split('\r\n')
      .filter((line) => line.startsWith('1'));
    // Position 169, one character (docs/txt-layout.md).
    expect(details.map((line) => line.slice(168, 169))).toEqual(['P', 'I', 'A']);
  });

  it('confirming an instalment sets its paid_on to the day paid; the calendar reads Pago for it only', async () => {
    const response = await decide(installmentReport.id, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    const paid = await ctx.database.db
      .select({ parcel: installments.parcel, paidOn: installments.paidOn })
      .from(installments)
      .where(and(eq(installments.companyId, COMPANY_A), eq(installments.invoiceId, INVOICE.id)))
      .orderBy(asc(installments.parcel));
    expect(paid).toEqual([
      { parcel: 1, paidOn: '2026-11-20' },
      { parcel: 2, paidOn: null },
    ]);
    expect((await calendarItems()).map((item) => item.paymentState)).toEqual(['PAGO', 'PAGO', 'A_PAGAR']);
    const own = await paymentsOf(P.duimp);
    expect(own.reports.map((item) => item.status)).toEqual(['CONFIRMADO', 'RECUSADO']);
    // The Financeiro tab reads the same: the confirmed instalment Pago (its paid_on; the invoice is
    // not settled), the other À Pagar.
    expect(own.installments).toEqual([
      { invoiceId: INVOICE.id, parcel: 1, state: 'PAGO' },
      { invoiceId: INVOICE.id, parcel: 2, state: 'A_PAGAR' },
    ]);
    // The numerário confirmed on P.di: Pago.
    expect((await paymentsOf(P.di)).numerario).toEqual({ state: 'PAGO', expectedAmount: 12500.5 });
  });

  it('answers 404 for an unknown report, and 403 to a customer on the back-office’s calls', async () => {
    const unknown = await decide(99_999, 'confirm');
    expect(unknown.statusCode).toBe(404);
    const asCustomer = await decide(installmentReport.id, 'confirm', undefined, customer());
    expect(asCustomer.statusCode).toBe(403);
  });

  describe('the ERP marks paid what customers reported', () => {
    let service: string;
    let clientId: number;
    const ingest = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/integration${url}`,
        headers: { authorization: service },
        payload,
      });
    const statusOf = async (processId: number) =>
      (await paymentsOf(processId)).reports.map((item) => ({
        target: item.target,
        parcel: item.parcel,
        status: item.status,
        decidedBy: item.decidedBy,
      }));

    beforeAll(async () => {
      const client = await createServiceClient({
        db: ctx.database.db,
        name: 'ERP Despachante',
        companyIds: null,
      });
      clientId = client.id;
      const iat = Math.floor(clock.now().getTime() / 1000);
      service = `Bearer ${await signAccessToken({ claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 3600, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
    });

    it('a settled invoice confirms the pending instalment reports, signed Integração, with the line and the audit', async () => {
      clock.advanceSeconds(600);
      const reported = await report(P.duimp, {
        target: 'PARCELA_INVOICE',
        invoiceId: INVOICE.id,
        parcel: 2,
        paidOn: '2026-11-20',
        amount: 5300,
        documentId: DUIMP_PROOF,
      });
      expect(reported.statusCode, reported.body).toBe(201);
      const installment = (parcel: number, dueDate: string) => ({
        parcel,
        condition: 'Pagamento à Vista',
        dueDate,
        value: 1000,
        valueInBrl: 5300,
      });
      const response = await ingest(`/processes/43/invoices/${INVOICE.number}`, {
        currency: 'USD',
        invoiceDue: '2026-11-20',
        installments: [installment(1, '2026-11-26'), installment(2, '2026-12-10')],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await statusOf(P.duimp)).find((item) => item.parcel === 2)).toEqual({
        target: 'PARCELA_INVOICE',
        parcel: 2,
        status: 'CONFIRMADO',
        decidedBy: 'Integração',
      });
      expect((await linesOf(P.duimp)).at(-1)).toEqual({
        kind: 'PAYMENT_CONFIRMED',
        text: `Confirmou o pagamento da parcela 2 da invoice ${INVOICE.number}: R$ 5.300,00 em 20/11/2026.`,
        side: 'BROKER',
        documentIds: [],
      });
      expect(
        (await auditsOf(PAYMENT_CONFIRM_ACTION)).filter((event) => event.actorClientId === clientId),
      ).toHaveLength(1);
      // The confirmed instalment keeps the day its payment was confirmed.
      const [first] = await ctx.database.db
        .select({ paidOn: installments.paidOn })
        .from(installments)
        .where(and(eq(installments.invoiceId, INVOICE.id), eq(installments.parcel, 1)));
      expect(first?.paidOn).toBe('2026-11-20');
    });

    it('a numerário the ERP marks paid confirms its pending report', async () => {
      const reported = await report(P.duimp, {
        target: 'NUMERARIO',
        paidOn: '2026-11-20',
        amount: 800,
        documentId: DUIMP_PROOF,
      });
      expect(reported.statusCode, reported.body).toBe(201);
      const response = await ingest('/processes/43', { identification: 43, cashRequestDone: true });
      expect(response.statusCode, response.body).toBe(200);
      expect((await statusOf(P.duimp)).find((item) => item.target === 'NUMERARIO')).toEqual({
        target: 'NUMERARIO',
        parcel: null,
        status: 'CONFIRMADO',
        decidedBy: 'Integração',
      });
      expect((await linesOf(P.duimp)).at(-1)).toMatchObject({
        kind: 'PAYMENT_CONFIRMED',
        text: 'Confirmou o pagamento do numerário: R$ 800,00 em 20/11/2026.',
      });
    });

    it('a numerário the ERP paid with no report reads Pago in the Financeiro tab, as the report call’s 409 says', async () => {
      const asked = await ingest('/processes/44', { identification: 44, stepCashRequestEstimatedValue: 300 });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(await paymentsOf(P.concluded)).toEqual({
        reports: [],
        numerario: { state: 'A_PAGAR', expectedAmount: 300 },
        installments: [],
      });
      const paid = await ingest('/processes/44', { identification: 44, cashRequestDone: true });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await paymentsOf(P.concluded)).toEqual({
        reports: [],
        numerario: { state: 'PAGO', expectedAmount: 300 },
        installments: [],
      });
      const refused = await report(P.concluded, {
        target: 'NUMERARIO',
        paidOn: '2026-11-20',
        amount: 300,
        documentId: DOC.main,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PAYMENT_REPORT_MESSAGES.alreadyPaid);
      // The settled invoice of P.duimp pays both its instalments.
      expect((await paymentsOf(P.duimp)).installments.map((item) => item.state)).toEqual(['PAGO', 'PAGO']);
    });
  });
});
