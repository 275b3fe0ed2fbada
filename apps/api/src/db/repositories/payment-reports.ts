import { and, eq, exists, sql, type SQLWrapper } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { paymentReports } from '../schema/collaboration.ts';

type TKeyPart = SQLWrapper | number;

/** A payment a report names: the numerário of a process, or one instalment (invoice and parcel). */
export type TReportedPayment = { companyId: TKeyPart; processId: TKeyPart } & (
  { target: 'NUMERARIO' } | { target: 'PARCELA_INVOICE'; invoiceId: TKeyPart; parcel: TKeyPart }
);

/**
 * The report of `payment` the broker has not decided yet (INFORMADO): the one rule of "Pagamento
 * informado" for the cash calendar and the report call, as the partial unique index of pending
 * reports reads it. The key parts are columns of an outer query or known values.
 */
export const isPendingReportOf = (payment: TReportedPayment) =>
  and(
    eq(paymentReports.companyId, payment.companyId),
    eq(paymentReports.processId, payment.processId),
    eq(paymentReports.target, payment.target),
    payment.target === 'NUMERARIO' ? undefined : eq(paymentReports.invoiceId, payment.invoiceId),
    payment.target === 'NUMERARIO' ? undefined : eq(paymentReports.parcel, payment.parcel),
    eq(paymentReports.status, 'INFORMADO'),
  );

/** Whether a report of the payment awaits the broker: "Pagamento informado". */
export const hasPendingReport = (db: TDbExecutor, payment: TReportedPayment) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(paymentReports)
      .where(isPendingReportOf(payment)),
  );
