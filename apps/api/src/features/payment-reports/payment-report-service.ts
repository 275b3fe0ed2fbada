import { pageInfoOf } from '@pc/contract/page';
import {
  PAYMENT_CONFIRM_ACTION,
  PAYMENT_REJECT_ACTION,
  PAYMENT_REPORT_ACTION,
  PAYMENT_REPORT_MESSAGES,
  type TAdminPaymentReportsResponse,
  type TPaymentReport,
  type TPaymentTarget,
  type TProcessPayments,
} from '@pc/contract/payment-reports';
import { ATTACHMENT_NOT_FOUND_MESSAGE } from '@pc/contract/messages';
import { processReference } from '@pc/contract/process';
import { recordAuditEvent, type TAuditTransaction } from '../../core/audit/record-audit-event.ts';
import { recordMessage, type TMessageAuthor } from '../../core/messages/record-message.ts';
import { isNumerarioPaid } from '../../core/payments/numerario-paid.ts';
import { paymentLineText } from '../../core/payments/payment-lines.ts';
import {
  isInstallmentPaid,
  toInstallmentState,
  toNumerarioState,
} from '../../core/payments/payment-state.ts';
import { updateProcessesColumns } from '../../core/process-trail/process-change-repository.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import { requireActorProcessKey, type TProcessActor } from '../../db/repositories/process-key.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { businessDayOf } from '../../lib/business-day.ts';
import {
  countAdminPaymentReports,
  findAdminPaymentReports,
  findPaymentReport,
  findNumerario,
  findPendingReport,
  findProcessInstallment,
  findProcessInstallments,
  findProcessPaymentReports,
  hasProcessDocument,
  insertPaymentReport,
  lockNumerario,
  lockPaymentReport,
  markInstallmentPaid,
  updatePaymentReport,
  type TPaymentReportRow,
} from './payment-report-repository.ts';

const NUMERARIO_NOT_FOUND_MESSAGE = 'Este processo não tem numerário a pagar.';
const INSTALLMENT_NOT_FOUND_MESSAGE = 'Parcela não encontrada neste processo.';
const PAYMENT_REPORT_NOT_FOUND_MESSAGE = 'Pagamento informado não encontrado.';

const toReport = (row: TPaymentReportRow): TPaymentReport => ({
  id: row.id,
  processId: row.processId,
  companyId: row.companyId,
  companyName: row.companyName,
  reference: processReference(row.typeOfProcess, row.identification),
  target: row.target,
  invoiceId: row.invoiceId,
  invoiceNumber: row.invoiceNumber,
  parcel: row.parcel,
  paidOn: row.paidOn,
  amount: Number(row.amount),
  expectedAmount: toNullableNumber(row.expectedAmount),
  proof: { documentId: row.proofDocumentId, originalFilename: row.proofFilename },
  status: row.status,
  reportedBy: row.reportedBy,
  reportedAt: row.reportedAt.toISOString(),
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});

const requireReport = async (db: TDbExecutor, key: { companyId: number; id: number }) => {
  const row = await findPaymentReport(db, key);
  if (!row) throw notFound(PAYMENT_REPORT_NOT_FOUND_MESSAGE);
  return toReport(row);
};

/** Whether the process asks for a numerário at all: a confirmed date, a positive value or an estimate. */
const hasNumerario = (process: {
  stepCashRequest: string | null;
  stepCashRequestEstimatedValue: string | null;
  estimatedStepCashRequestEstimatedValue: string | null;
}): boolean =>
  process.stepCashRequest !== null ||
  (toNullableNumber(process.stepCashRequestEstimatedValue) ?? 0) > 0 ||
  process.estimatedStepCashRequestEstimatedValue !== null;

type TReportInput = {
  target: TPaymentTarget;
  invoiceId?: number | undefined;
  parcel?: number | undefined;
  paidOn: string;
  amount: number;
  documentId: number;
};

/** The payment a report names (its target, invoice id and parcel), null parts for the numerário. */
type TNamedPayment =
  | { target: 'NUMERARIO'; invoiceId: null; parcel: null }
  | { target: 'PARCELA_INVOICE'; invoiceId: number; parcel: number };

/** The payment a report names, checked: it exists in the process and is not paid yet (404 / 409). */
const requireUnpaidPayment = async (
  tx: TAuditTransaction,
  key: { companyId: number; processId: number },
  input: TReportInput,
): Promise<TNamedPayment> => {
  const process = await lockNumerario(tx, key);
  if (!process) throw notFound(NUMERARIO_NOT_FOUND_MESSAGE);
  if (input.target === 'NUMERARIO') {
    if (!hasNumerario(process)) throw notFound(NUMERARIO_NOT_FOUND_MESSAGE);
    if (isNumerarioPaid(process)) throw new AppError('CONFLICT', PAYMENT_REPORT_MESSAGES.alreadyPaid);
    return { target: 'NUMERARIO', invoiceId: null, parcel: null };
  }
  const { invoiceId, parcel } = input;
  if (invoiceId === undefined || parcel === undefined) {
    throw new AppError('BAD_REQUEST', PAYMENT_REPORT_MESSAGES.missingInstallment);
  }
  const installment = await findProcessInstallment(tx, { ...key, invoiceId, parcel });
  if (!installment) throw notFound(INSTALLMENT_NOT_FOUND_MESSAGE);
  if (isInstallmentPaid(installment)) {
    throw new AppError('CONFLICT', PAYMENT_REPORT_MESSAGES.alreadyPaid);
  }
  return { target: 'PARCELA_INVOICE', invoiceId, parcel };
};

const authorOf = async (
  db: TDatabase,
  actor: TProcessActor & { userId: number },
): Promise<Extract<TMessageAuthor, { userId: number }>> => ({
  side: actor.isStaff ? 'BROKER' : 'CUSTOMER',
  userId: actor.userId,
  name: (await findUserName(db, actor.userId)) ?? `Usuário ${actor.userId}`,
});

/**
 * "Informar pagamento": the customer reports paying the process's numerário or one instalment,
 * with a proof among the process's documents. The report, its audit and the PAYMENT_REPORTED line
 * (the staff's notice, carrying the proof) commit together; the process row is locked, so two
 * reports of one payment cannot both pass the pending check.
 */
export const reportPayment = async (options: {
  db: TDatabase;
  actor: TProcessActor & { userId: number };
  processId: number;
  input: TReportInput;
  ip: string | null;
  now: Date;
}): Promise<TPaymentReport> => {
  const { db, actor, input, now } = options;
  if (input.paidOn > businessDayOf(now))
    throw new AppError('BAD_REQUEST', PAYMENT_REPORT_MESSAGES.futureDate);
  const amount = Math.round(input.amount * 100) / 100;
  if (amount <= 0) throw new AppError('BAD_REQUEST', PAYMENT_REPORT_MESSAGES.badAmount);
  const key = await requireActorProcessKey(db, { actor, id: options.processId });
  const processKey = { companyId: key.companyId, processId: key.id };
  const author = await authorOf(db, actor);
  return db.transaction(async (tx) => {
    const payment = await requireUnpaidPayment(tx, processKey, input);
    if (!(await hasProcessDocument(tx, { ...processKey, documentId: input.documentId }))) {
      throw notFound(ATTACHMENT_NOT_FOUND_MESSAGE);
    }
    if (await findPendingReport(tx, { ...processKey, ...payment })) {
      throw new AppError('CONFLICT', PAYMENT_REPORT_MESSAGES.alreadyReported);
    }
    const reportId = await insertPaymentReport(tx, {
      ...processKey,
      ...payment,
      paidOn: input.paidOn,
      amount: amount.toFixed(2),
      proofDocumentId: input.documentId,
      reportedByUserId: actor.userId,
      reportedBy: author.name,
      reportedAt: now,
    });
    const report = await requireReport(tx, { companyId: key.companyId, id: reportId });
    await recordAuditEvent(tx, {
      actor: { userId: actor.userId },
      action: PAYMENT_REPORT_ACTION,
      subject: { type: 'payment-report', id: reportId },
      companyId: key.companyId,
      after: { processId: key.id, ...payment, paidOn: input.paidOn, amount },
      ip: options.ip,
      at: now,
    });
    await recordMessage(tx, {
      ...processKey,
      kind: 'PAYMENT_REPORTED',
      text: paymentLineText.reported({
        target: input.target,
        parcel: payment.parcel,
        invoiceNumber: report.invoiceNumber,
        amount,
        paidOn: input.paidOn,
      }),
      author,
      documentIds: [input.documentId],
      at: now,
    });
    return report;
  });
};

/** Whether a report of this numerário or instalment awaits the broker. */
const isPendingOf = (
  reports: readonly TPaymentReport[],
  payment: { target: TPaymentTarget; invoiceId: number | null; parcel: number | null },
): boolean =>
  reports.some(
    (report) =>
      report.status === 'INFORMADO' &&
      report.target === payment.target &&
      (payment.target === 'NUMERARIO' ||
        (report.invoiceId === payment.invoiceId && report.parcel === payment.parcel)),
  );

/**
 * The Financeiro tab's answer: the process's reports, newest first, and the state of its numerário
 * and of each instalment by the calendar's rule (core/payments/payment-state.ts), so the tab offers
 * "Informar pagamento" only where the report call would accept it.
 */
export const listProcessPaymentReports = async (options: {
  db: TDatabase;
  actor: TProcessActor;
  processId: number;
}): Promise<TProcessPayments> => {
  const { db } = options;
  const key = await requireActorProcessKey(db, { actor: options.actor, id: options.processId });
  const processKey = { companyId: key.companyId, processId: key.id };
  const [rows, numerario, installments] = await Promise.all([
    findProcessPaymentReports(db, processKey),
    findNumerario(db, processKey),
    findProcessInstallments(db, processKey),
  ]);
  const reports = rows.map(toReport);
  return {
    reports,
    numerario:
      numerario && hasNumerario(numerario)
        ? {
            state: toNumerarioState({
              cashRequestDone: numerario.cashRequestDone,
              isReported: isPendingOf(reports, { target: 'NUMERARIO', invoiceId: null, parcel: null }),
            }),
            expectedAmount: toNullableNumber(numerario.expectedAmount),
          }
        : null,
    installments: installments.map((installment) => ({
      invoiceId: installment.invoiceId,
      parcel: installment.parcel,
      state: toInstallmentState({
        ...installment,
        isReported: isPendingOf(reports, { target: 'PARCELA_INVOICE', ...installment }),
      }),
    })),
  };
};

/** "Pagamentos informados" in the back-office. */
export const listAdminPaymentReports = async (options: {
  db: TDatabase;
  query: { status: TPaymentReport['status']; companyId?: number | undefined; page: number; size: number };
}): Promise<TAdminPaymentReportsResponse> => {
  const { db, query } = options;
  const { page, size, ...filter } = query;
  const [rows, totalElements] = await Promise.all([
    findAdminPaymentReports(db, { ...filter, offset: (page - 1) * size, limit: size }),
    countAdminPaymentReports(db, filter),
  ]);
  return {
    data: rows.map(toReport),
    page: pageInfoOf({ number: page, size, totalElements }),
  };
};

/**
 * Settles what a confirmed report paid: the numerário's cash_request_done (through the process
 * trail's column update, which stamps updated_at; the flag is not a trail milestone), or the
 * instalment's paid_on.
 */
const settlePayment = async (tx: TAuditTransaction, report: TPaymentReport, now: Date): Promise<void> => {
  if (report.target === 'NUMERARIO') {
    await updateProcessesColumns(tx, {
      keys: ['cashRequestDone'],
      rows: [{ companyId: report.companyId, processId: report.processId, patch: { cashRequestDone: true } }],
      now,
    });
    return;
  }
  if (report.invoiceId === null || report.parcel === null) return;
  await markInstallmentPaid(tx, {
    companyId: report.companyId,
    invoiceId: report.invoiceId,
    parcel: report.parcel,
    paidOn: report.paidOn,
  });
};

/** A pending report, locked for its decision; 404 when unknown, 409 when already decided. */
const lockPendingReport = async (tx: TAuditTransaction, id: number): Promise<TPaymentReport> => {
  const locked = await lockPaymentReport(tx, id);
  if (!locked) throw notFound(PAYMENT_REPORT_NOT_FOUND_MESSAGE);
  if (locked.status !== 'INFORMADO') throw new AppError('CONFLICT', PAYMENT_REPORT_MESSAGES.notPending);
  return toReport(locked);
};

/** Confirms or refuses a pending report, with its line in the conversation and its audit. */
const decideReport = async (options: {
  db: TDatabase;
  id: number;
  userId: number;
  decision: { status: 'CONFIRMADO' } | { status: 'RECUSADO'; reason: string };
  ip: string | null;
  now: Date;
}): Promise<TPaymentReport> => {
  const { db, userId, decision, now } = options;
  const name = (await findUserName(db, userId)) ?? `Usuário ${userId}`;
  const report = await db.transaction(async (tx) => {
    const pending = await lockPendingReport(tx, options.id);
    const reason = decision.status === 'RECUSADO' ? decision.reason : null;
    await updatePaymentReport(
      tx,
      { companyId: pending.companyId, id: pending.id },
      {
        status: decision.status,
        decidedByUserId: userId,
        decidedBy: name,
        decidedAt: now,
        rejectionReason: reason,
      },
    );
    if (decision.status === 'CONFIRMADO') await settlePayment(tx, pending, now);
    await recordAuditEvent(tx, {
      actor: { userId },
      action: decision.status === 'CONFIRMADO' ? PAYMENT_CONFIRM_ACTION : PAYMENT_REJECT_ACTION,
      subject: { type: 'payment-report', id: pending.id },
      companyId: pending.companyId,
      before: { status: pending.status },
      after: { status: decision.status, ...(reason === null ? {} : { reason }) },
      ip: options.ip,
      at: now,
    });
    await recordMessage(tx, {
      companyId: pending.companyId,
      processId: pending.processId,
      kind: decision.status === 'CONFIRMADO' ? 'PAYMENT_CONFIRMED' : 'PAYMENT_REJECTED',
      text: reason === null ? paymentLineText.confirmed(pending) : paymentLineText.rejected(pending, reason),
      author: { side: 'BROKER', userId, name },
      at: now,
    });
    return pending;
  });
  return requireReport(db, { companyId: report.companyId, id: report.id });
};

export const confirmPaymentReport = (options: {
  db: TDatabase;
  id: number;
  userId: number;
  ip: string | null;
  now: Date;
}): Promise<TPaymentReport> => decideReport({ ...options, decision: { status: 'CONFIRMADO' } });

export const rejectPaymentReport = (options: {
  db: TDatabase;
  id: number;
  userId: number;
  reason: string;
  ip: string | null;
  now: Date;
}): Promise<TPaymentReport> =>
  decideReport({ ...options, decision: { status: 'RECUSADO', reason: options.reason } });
