import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TPaymentReportStatus } from '@pc/contract/payment-reports';
import type { TDbExecutor } from '../../db/client.ts';
import { hasPaidInvoice, installmentInvoiceJoin } from '../../db/repositories/installments.ts';
import { isPendingReportOf, type TReportedPayment } from '../../db/repositories/payment-reports.ts';
import { paymentReports } from '../../db/schema/collaboration.ts';
import { companies } from '../../db/schema/companies.ts';
import { documents } from '../../db/schema/documents.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { processes } from '../../db/schema/processes.ts';

type TProcessKey = { companyId: number; processId: number };

/**
 * What the numerário asks for, in reais: its real value when positive, else its estimate (the
 * reports' expected amount and the Financeiro tab's numerário read it alike).
 */
const numerarioExpectedAmount = sql<
  string | null
>`case when ${processes.stepCashRequestEstimatedValue} > 0 then ${processes.stepCashRequestEstimatedValue}
  else ${processes.estimatedStepCashRequestEstimatedValue} end`;

const numerarioColumns = {
  cashRequestDone: processes.cashRequestDone,
  stepCashRequest: processes.stepCashRequest,
  stepCashRequestEstimatedValue: processes.stepCashRequestEstimatedValue,
  estimatedStepCashRequest: processes.estimatedStepCashRequest,
  estimatedStepCashRequestEstimatedValue: processes.estimatedStepCashRequestEstimatedValue,
};

const whereProcess = (key: TProcessKey) =>
  and(eq(processes.companyId, key.companyId), eq(processes.id, key.processId));

/** The process's numerário as "Informar pagamento" reads it, its row locked until the transaction ends. */
export const lockNumerario = async (db: TDbExecutor, key: TProcessKey) => {
  const [row] = await db
    .select(numerarioColumns)
    .from(processes)
    .where(whereProcess(key))
    .limit(1)
    .for('update');
  return row ?? null;
};

/** The process's numerário with what it asks for (the Financeiro tab's state). */
export const findNumerario = async (db: TDbExecutor, key: TProcessKey) => {
  const [row] = await db
    .select({ ...numerarioColumns, expectedAmount: numerarioExpectedAmount })
    .from(processes)
    .where(whereProcess(key))
    .limit(1);
  return row ?? null;
};

/** What an instalment's payment state reads besides its reports: its own payment and its invoice's. */
const installmentStateColumns = (db: TDbExecutor, key: TProcessKey) => ({
  paidOn: installments.paidOn,
  isInvoicePaid: hasPaidInvoice(db, key).mapWith(Boolean),
});

/** One instalment of one of the process's invoices (invoice id and parcel), with whether it is paid. */
export const findProcessInstallment = async (
  db: TDbExecutor,
  key: TProcessKey & { invoiceId: number; parcel: number },
) => {
  const [row] = await db
    .select({ id: installments.id, ...installmentStateColumns(db, key) })
    .from(installments)
    .innerJoin(invoices, installmentInvoiceJoin)
    .where(
      and(
        eq(installments.companyId, key.companyId),
        eq(installments.invoiceId, key.invoiceId),
        eq(installments.parcel, key.parcel),
        eq(invoices.processId, key.processId),
      ),
    )
    .orderBy(asc(installments.id))
    .limit(1);
  return row ?? null;
};

/**
 * Every instalment of the process's invoices with what its state needs (invoice id, then parcel
 * order; of a repeated parcel the first row, as the report's lookup reads it).
 */
export const findProcessInstallments = async (db: TDbExecutor, key: TProcessKey) =>
  db
    .selectDistinctOn([installments.invoiceId, installments.parcel], {
      invoiceId: installments.invoiceId,
      parcel: installments.parcel,
      ...installmentStateColumns(db, key),
    })
    .from(installments)
    .innerJoin(invoices, installmentInvoiceJoin)
    .where(
      and(
        eq(installments.companyId, key.companyId),
        eq(invoices.companyId, key.companyId),
        eq(invoices.processId, key.processId),
      ),
    )
    .orderBy(asc(installments.invoiceId), asc(installments.parcel), asc(installments.id));

/** Whether the document is one of the process's. */
export const hasProcessDocument = async (db: TDbExecutor, key: TProcessKey & { documentId: number }) => {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, key.companyId),
        eq(documents.processId, key.processId),
        eq(documents.id, key.documentId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The pending (INFORMADO) report of one payment, if any. */
export const findPendingReport = async (db: TDbExecutor, payment: TReportedPayment) => {
  const [row] = await db
    .select({ id: paymentReports.id })
    .from(paymentReports)
    .where(isPendingReportOf(payment))
    .limit(1);
  return row ?? null;
};

export const insertPaymentReport = async (
  db: TDbExecutor,
  values: typeof paymentReports.$inferInsert,
): Promise<number> => {
  const [row] = await db.insert(paymentReports).values(values).returning({ id: paymentReports.id });
  if (!row) throw new Error('payment report not created');
  return row.id;
};

export const updatePaymentReport = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
  patch: Partial<typeof paymentReports.$inferInsert>,
): Promise<void> => {
  await db
    .update(paymentReports)
    .set(patch)
    .where(and(eq(paymentReports.companyId, key.companyId), eq(paymentReports.id, key.id)));
};

/** A confirmed instalment payment: the instalment reads Pago from then on. */
export const markInstallmentPaid = async (
  db: TDbExecutor,
  key: { companyId: number; invoiceId: number; parcel: number; paidOn: string },
): Promise<void> => {
  await db
    .update(installments)
    .set({ paidOn: key.paidOn })
    .where(
      and(
        eq(installments.companyId, key.companyId),
        eq(installments.invoiceId, key.invoiceId),
        eq(installments.parcel, key.parcel),
      ),
    );
};

/**
 * What the numerário or instalment asked for, in reais: the numerário's real value when positive,
 * else its estimate; the instalment's BRL value, else its amount at its last rate.
 */
const expectedAmount = sql<
  string | null
>`case when ${paymentReports.target} = 'NUMERARIO' then ${numerarioExpectedAmount}
else (select coalesce(${installments.valueInBrl}, round(${installments.value} * ${installments.lastExchangeRate}, 2))
  from ${installments} where ${installments.companyId} = ${paymentReports.companyId}
  and ${installments.invoiceId} = ${paymentReports.invoiceId} and ${installments.parcel} = ${paymentReports.parcel}
  order by ${installments.id} limit 1) end`;

const reportColumns = {
  id: paymentReports.id,
  processId: paymentReports.processId,
  companyId: paymentReports.companyId,
  companyName: companies.name,
  typeOfProcess: processes.typeOfProcess,
  identification: processes.identification,
  target: paymentReports.target,
  invoiceId: paymentReports.invoiceId,
  invoiceNumber: invoices.invoiceNumber,
  parcel: paymentReports.parcel,
  paidOn: paymentReports.paidOn,
  amount: paymentReports.amount,
  expectedAmount,
  proofDocumentId: paymentReports.proofDocumentId,
  proofFilename: documents.originalFilename,
  status: paymentReports.status,
  reportedBy: paymentReports.reportedBy,
  reportedAt: paymentReports.reportedAt,
  decidedBy: paymentReports.decidedBy,
  decidedAt: paymentReports.decidedAt,
  rejectionReason: paymentReports.rejectionReason,
};

const selectReports = (db: TDbExecutor) =>
  db
    .select(reportColumns)
    .from(paymentReports)
    .innerJoin(companies, eq(companies.id, paymentReports.companyId))
    .innerJoin(
      processes,
      and(eq(processes.companyId, paymentReports.companyId), eq(processes.id, paymentReports.processId)),
    )
    .innerJoin(
      documents,
      and(
        eq(documents.companyId, paymentReports.companyId),
        eq(documents.id, paymentReports.proofDocumentId),
      ),
    )
    .leftJoin(
      invoices,
      and(eq(invoices.companyId, paymentReports.companyId), eq(invoices.id, paymentReports.invoiceId)),
    );

export type TPaymentReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

export const findPaymentReport = async (db: TDbExecutor, key: { companyId: number; id: number }) => {
  const [row] = await selectReports(db)
    .where(and(eq(paymentReports.companyId, key.companyId), eq(paymentReports.id, key.id)))
    .limit(1);
  return row ?? null;
};

/** A report by id (any company: the back-office's), its row locked until the transaction ends. */
export const lockPaymentReport = async (db: TDbExecutor, id: number) => {
  const [row] = await selectReports(db)
    .where(eq(paymentReports.id, id))
    .limit(1)
    .for('update', { of: paymentReports });
  return row ?? null;
};

/** A process's reports, newest first. */
export const findProcessPaymentReports = async (db: TDbExecutor, key: TProcessKey) =>
  selectReports(db)
    .where(and(eq(paymentReports.companyId, key.companyId), eq(paymentReports.processId, key.processId)))
    .orderBy(desc(paymentReports.reportedAt), desc(paymentReports.id));

type TAdminFilter = { status: TPaymentReportStatus; companyId?: number | undefined };

const adminWhere = ({ status, companyId }: TAdminFilter): SQL | undefined =>
  and(
    eq(paymentReports.status, status),
    companyId === undefined ? undefined : eq(paymentReports.companyId, companyId),
  );

/**
 * The back-office's page: pending reports the longest waiting first (the status index); decided
 * ones the latest decided first.
 */
export const findAdminPaymentReports = async (
  db: TDbExecutor,
  filter: TAdminFilter & { offset: number; limit: number },
) =>
  selectReports(db)
    .where(adminWhere(filter))
    .orderBy(
      ...(filter.status === 'INFORMADO'
        ? [asc(paymentReports.reportedAt), asc(paymentReports.id)]
        : [desc(paymentReports.decidedAt), desc(paymentReports.id)]),
    )
    .offset(filter.offset)
    .limit(filter.limit);

export const countAdminPaymentReports = async (db: TDbExecutor, filter: TAdminFilter): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(paymentReports).where(adminWhere(filter));
  return row?.total ?? 0;
};
