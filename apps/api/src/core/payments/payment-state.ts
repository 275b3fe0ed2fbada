import type { TPaymentState } from '@pc/contract/payment-reports';
import { isNumerarioPaid } from './numerario-paid.ts';

/**
 * Collaboration, the one rule of a payment's state (cash calendar, its exports, the Financeiro tab):
 * paid wins (the broker or the ERP settled it); else a report the broker has not decided reads
 * Pagamento informado; else À Pagar.
 */
export const toPaymentState = ({
  isPaid,
  isReported,
}: {
  isPaid: boolean;
  isReported: boolean;
}): TPaymentState => (isPaid ? 'PAGO' : isReported ? 'INFORMADO' : 'A_PAGAR');

/** A numerário's state: paid by the one rule of numerario-paid.ts (cash_request_done). */
export const toNumerarioState = (source: { cashRequestDone: boolean; isReported: boolean }): TPaymentState =>
  toPaymentState({ isPaid: isNumerarioPaid(source), isReported: source.isReported });

/** An instalment is paid when an invoice of the process is settled (the spec) or its own payment was confirmed. */
export const isInstallmentPaid = (source: { isInvoicePaid: boolean; paidOn: string | null }): boolean =>
  source.isInvoicePaid || source.paidOn !== null;

export const toInstallmentState = (source: {
  isInvoicePaid: boolean;
  paidOn: string | null;
  isReported: boolean;
}): TPaymentState => toPaymentState({ isPaid: isInstallmentPaid(source), isReported: source.isReported });
