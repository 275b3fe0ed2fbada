import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_CONFIRM_ACTION } from '@pc/contract/payment-reports';
import { paymentReports } from '../../db/schema/collaboration.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { recordAuditEvent, type TAuditTransaction } from '../audit/record-audit-event.ts';
import { recordMessage } from '../messages/record-message.ts';
import { INTEGRATION_DECIDER, paymentLineText } from '../payments/payment-lines.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';

type TProcessKey = { companyId: number; processId: number };

/** The invoice numbers of these invoices, for the lines. */
const findInvoiceNumbers = async (
  tx: TAuditTransaction,
  keys: readonly { companyId: number; id: number }[],
): Promise<Map<string, string>> => {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({ companyId: invoices.companyId, id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(
      and(
        inArray(invoices.companyId, [...new Set(keys.map((key) => key.companyId))]),
        inArray(invoices.id, [...new Set(keys.map((key) => key.id))]),
      ),
    );
  return new Map(rows.map((row) => [`${row.companyId}:${row.id}`, row.invoiceNumber]));
};

/**
 * Confirm-by-ERP rule: the ERP marked paid what customers had reported (a process's cash_request_done, or an
 * invoice of the process settled, which pays all its instalments as the calendar reads it). Their
 * pending reports become CONFIRMADO, signed 'Integração', each with its audit and its
 * PAYMENT_CONFIRMED line, in the ingestion's transaction.
 */
export const confirmReportsPaidByIngestion = async (
  tx: TAuditTransaction,
  options: {
    target: 'NUMERARIO' | 'PARCELA_INVOICE';
    processKeys: readonly TProcessKey[];
    caller: TIngestionCaller;
    now: Date;
  },
): Promise<number> => {
  const { target, processKeys, caller, now } = options;
  if (processKeys.length === 0) return 0;
  const confirmed = await tx
    .update(paymentReports)
    .set({ status: 'CONFIRMADO', decidedBy: INTEGRATION_DECIDER, decidedByUserId: null, decidedAt: now })
    .where(
      and(
        eq(paymentReports.status, 'INFORMADO'),
        eq(paymentReports.target, target),
        sql`(${paymentReports.companyId}, ${paymentReports.processId}) in (${sql.join(
          processKeys.map((key) => sql`(${key.companyId}::integer, ${key.processId}::integer)`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  const invoiceNumbers = await findInvoiceNumbers(
    tx,
    confirmed.flatMap((report) =>
      report.invoiceId === null ? [] : [{ companyId: report.companyId, id: report.invoiceId }],
    ),
  );
  for (const report of confirmed) {
    await recordAuditEvent(tx, {
      actor: caller.actor,
      action: PAYMENT_CONFIRM_ACTION,
      subject: { type: 'payment-report', id: report.id },
      companyId: report.companyId,
      before: { status: 'INFORMADO' },
      after: { status: 'CONFIRMADO', decidedBy: INTEGRATION_DECIDER },
      at: now,
    });
    await recordMessage(tx, {
      companyId: report.companyId,
      processId: report.processId,
      kind: 'PAYMENT_CONFIRMED',
      text: paymentLineText.confirmed({
        target: report.target,
        parcel: report.parcel,
        invoiceNumber:
          report.invoiceId === null
            ? null
            : (invoiceNumbers.get(`${report.companyId}:${report.invoiceId}`) ?? null),
        amount: Number(report.amount),
        paidOn: report.paidOn,
      }),
      author: { side: 'BROKER', ...caller.actor, name: caller.name },
      at: now,
    });
  }
  return confirmed.length;
};
