import type { TPaymentState } from '@pc/contract/payment-reports';

/**
 * Issue #40, the one rule of a payment's state (cash calendar, its exports, the Financeiro tab):
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

/** A numerário is paid when the process's cash_request_done says so (the ERP, or a confirmed report). */
export const toNumerarioState = ({
  cashRequestDone,
  isReported,
}: {
  cashRequestDone: boolean;
  isReported: boolean;
}): TPaymentState => toPaymentState({ isPaid: cashRequestDone, isReported });

/** An instalment is paid when an invoice of the process is settled (the spec) or its own payment was confirmed. */
export const isInstallmentPaid = (source: { isInvoicePaid: boolean; paidOn: string | null }): boolean =>
  source.isInvoicePaid || source.paidOn !== null;

export const toInstallmentState = (source: {
  isInvoicePaid: boolean;
  paidOn: string | null;
  isReported: boolean;
}): TPaymentState => toPaymentState({ isPaid: isInstallmentPaid(source), isReported: source.isReported });
