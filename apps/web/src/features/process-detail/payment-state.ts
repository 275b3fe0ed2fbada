import type { TPaymentState, TProcessPayments } from '@pc/contract/payment-reports';
import { isReportOf, type TPaymentSubject } from '../../lib/payment-report.ts';

export type TPaymentStatus = { state: TPaymentState; rejectionReason: string | null };

/** What a payment cell shows: its status, or that the server's answer is loading or failed. */
export type TPaymentCellStatus = TPaymentStatus | 'LOADING' | 'UNAVAILABLE';

/** The state the server computed for this numerário or instalment; null when it does not list it. */
const serverStateOf = (payments: TProcessPayments, subject: TPaymentSubject): TPaymentState | null => {
  if (subject.target === 'NUMERARIO') return payments.numerario?.state ?? null;
  const installment = payments.installments.find(
    (item) => item.invoiceId === subject.invoiceId && item.parcel === subject.parcel,
  );
  return installment?.state ?? null;
};

/**
 * The Financeiro tab's status of a numerário or an instalment: the state is the server's (the
 * calendar's rule: it knows what the ERP settled), and next to À Pagar the reason of the last
 * refusal when the latest report of it was refused.
 */
export const paymentStatusOf = ({
  payments,
  subject,
}: {
  payments: TProcessPayments;
  subject: TPaymentSubject;
}): TPaymentStatus | null => {
  const state = serverStateOf(payments, subject);
  if (state === null) return null;
  if (state !== 'A_PAGAR') return { state, rejectionReason: null };
  // Reports come newest first.
  const latest = payments.reports.find((report) => isReportOf(report, subject));
  return {
    state,
    rejectionReason: latest?.status === 'RECUSADO' ? (latest.rejectionReason ?? '') : null,
  };
};
