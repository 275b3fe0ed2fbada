import type { TPaymentTarget } from '@pc/contract/payment-reports';
import { formatBrDay, formatBrl } from '../../lib/format-br.ts';

/** The name the ERP's own decisions on reported payments are signed with. */
export const INTEGRATION_DECIDER = 'Integração';

/** 'R$ 1.234,56' with a plain space: the line is read in e-mails and by the ERP too. */
const money = (value: number): string => formatBrl(value).replace(/\s/g, ' ');

export type TPaymentDescription = {
  target: TPaymentTarget;
  parcel: number | null;
  invoiceNumber: string | null;
  amount: number;
  paidOn: string;
};

/** 'do numerário', 'da parcela 2 da invoice INV-1'. */
const whatWasPaid = ({ target, parcel, invoiceNumber }: TPaymentDescription): string =>
  target === 'NUMERARIO'
    ? 'do numerário'
    : `da parcela ${parcel ?? ''} da invoice ${invoiceNumber ?? ''}`.replace(/\s+$/, '');

const amountOn = ({ amount, paidOn }: TPaymentDescription): string =>
  `${money(amount)} em ${formatBrDay(paidOn)}`;

/** The conversation's lines of a reported payment's life (collaboration), written through recordMessage. */
export const paymentLineText = {
  reported: (payment: TPaymentDescription) =>
    `Informou o pagamento ${whatWasPaid(payment)}: ${amountOn(payment)}.`,
  confirmed: (payment: TPaymentDescription) =>
    `Confirmou o pagamento ${whatWasPaid(payment)}: ${amountOn(payment)}.`,
  rejected: (payment: TPaymentDescription, reason: string) =>
    `Recusou o pagamento informado ${whatWasPaid(payment)} (${amountOn(payment)}). Motivo: ${reason}`,
};
