import type { TPaymentReport, TPaymentState } from '@pc/contract/payment-reports';
import { isReportOf, type TPaymentSubject } from '../../lib/payment-report.ts';

export type TPaymentStatus = { state: TPaymentState; rejectionReason: string | null };

type TPaymentStatusOptions = {
  /** The process's reports, newest first (as the call answers). */
  reports: readonly TPaymentReport[];
  subject: TPaymentSubject;
  /** What the process itself says: an instalment of a settled invoice is paid (as the calendar reads it). */
  isPaid: boolean;
};

/**
 * The state of a numerário or an instalment as the Financeiro tab shows it: paid (by the process or
 * a confirmed report), informed while a report awaits the broker, else À Pagar, with the reason of
 * the last refusal when the latest report was refused.
 */
export const paymentStatusOf = ({ reports, subject, isPaid }: TPaymentStatusOptions): TPaymentStatus => {
  const own = reports.filter((report) => isReportOf(report, subject));
  if (isPaid || own.some((report) => report.status === 'CONFIRMADO'))
    return { state: 'PAGO', rejectionReason: null };
  if (own.some((report) => report.status === 'INFORMADO'))
    return { state: 'INFORMADO', rejectionReason: null };
  const latest = own[0];
  return {
    state: 'A_PAGAR',
    rejectionReason: latest?.status === 'RECUSADO' ? (latest.rejectionReason ?? '') : null,
  };
};
