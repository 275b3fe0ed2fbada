import type { TPaymentReport } from '@pc/contract/payment-reports';

/** What a payment report pays: the process's numerário, or one instalment of one invoice. */
export type TPaymentSubject =
  { target: 'NUMERARIO' } | { target: 'PARCELA_INVOICE'; invoiceId: number; parcel: number };

/** 'Numerário' or 'Invoice INV-1 parcela 2' (the back-office's rows and the dialog's subject). */
export const paymentTargetLabel = (
  report: Pick<TPaymentReport, 'target' | 'invoiceNumber' | 'parcel'>,
): string =>
  report.target === 'NUMERARIO'
    ? 'Numerário'
    : `Invoice ${report.invoiceNumber ?? 'S/N'} parcela ${report.parcel ?? '?'}`;

/** Whether a report concerns this numerário or instalment. */
export const isReportOf = (
  report: Pick<TPaymentReport, 'target' | 'invoiceId' | 'parcel'>,
  subject: TPaymentSubject,
): boolean =>
  subject.target === 'NUMERARIO'
    ? report.target === 'NUMERARIO'
    : report.target === 'PARCELA_INVOICE' &&
      report.invoiceId === subject.invoiceId &&
      report.parcel === subject.parcel;
