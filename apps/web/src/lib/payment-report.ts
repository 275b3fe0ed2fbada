import type { TPaymentReport } from '@pc/contract/payment-reports';
import { formatBRL, orNI } from './format.ts';

/** The action's name on the calendars' cards and the Financeiro tab, and the dialog's title. */
export const REPORT_PAYMENT_LABEL = 'Informar pagamento';

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

type TDescribePaymentOptions = {
  subject: TPaymentSubject;
  /** 'PRI00042'. */
  processReference: string;
  invoiceNumber: string | null;
  /** What is asked, in reais, when known. */
  value: number | null;
};

/** What the "Informar pagamento" dialog says is paid: 'Parcela 2 da invoice INV-1 do processo PRI00042 (R$ 5.321,00)'. */
export const describePayment = ({
  subject,
  processReference,
  invoiceNumber,
  value,
}: TDescribePaymentOptions) => {
  const amount = value === null ? '' : ` (${formatBRL(value)})`;
  return subject.target === 'PARCELA_INVOICE'
    ? `Parcela ${subject.parcel} da invoice ${orNI(invoiceNumber)} do processo ${processReference}${amount}`
    : `Numerário do processo ${processReference}${amount}`;
};
