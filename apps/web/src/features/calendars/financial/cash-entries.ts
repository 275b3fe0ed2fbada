import type {
  TCashCalendarCategory,
  TCashCalendarDays,
  TCashCalendarItem,
  TLegacyCashCalendarProcess,
} from '@pc/contract/cash-calendar';
import type { TCashRequestDocument } from '@pc/contract/document';
import type { TPaymentState } from '@pc/contract/payment-reports';
import type { TTypeOfProcess } from '@pc/contract/primitives';
import type { TPaymentSubject } from '../../../lib/payment-report.ts';
import { dayKeyOf } from '../calendar-dates.ts';
import { sumValues } from '../card-overflow.ts';

/** One card of the financial calendars (new and older variant share it). */
export type TCashEntry = {
  key: string;
  /** yyyy-MM-dd */
  day: string;
  category: TCashCalendarCategory;
  /** BRL amount. */
  value: number;
  processId: number;
  identification: number;
  typeOfProcess: TTypeOfProcess;
  customerReference: string | null;
  invoiceNumber: string | null;
  isPaid: boolean;
  /** The payment state: À Pagar, Pagamento informado or Pago (the card's ribbon or label). */
  paymentState: TPaymentState;
  /** What "Informar pagamento" reports; null where the calendar cannot name it (the older one). */
  paymentSubject: TPaymentSubject | null;
  documents: readonly TCashRequestDocument[];
  invoiceCurrency: string | null;
  invoiceInstallmentValue: number | null;
  invoiceInstallmentValueInBrl: number | null;
  lastExchangeRate: number | null;
  lastExchangeUpdate: string | null;
};

export type TCashFilters = {
  hasNumerarios: boolean;
  hasInvoices: boolean;
  hasPaid: boolean;
  hasToPay: boolean;
};

/** Spec §2.3: both types and both statuses on. */
export const DEFAULT_CASH_FILTERS: TCashFilters = {
  hasNumerarios: true,
  hasInvoices: true,
  hasPaid: true,
  hasToPay: true,
};

/** A numerário (real or predicted) reports as NUMERARIO; an instalment names its invoice and parcel. */
const paymentSubjectOf = (item: TCashCalendarItem): TPaymentSubject | null => {
  if (item.category !== 'PARCELA_INVOICE') return { target: 'NUMERARIO' };
  return item.installment ? { target: 'PARCELA_INVOICE', ...item.installment } : null;
};

/** The new calendar's answer (day → items) as entries, day by day in date order. */
export const entriesFromCashDays = (days: TCashCalendarDays): TCashEntry[] =>
  Object.keys(days)
    .sort()
    .flatMap((day) =>
      (days[day] ?? []).map((item, index) => ({
        key: `${day}:${index}:${item.category}:${item.id}`,
        day,
        category: item.category,
        value: item.value,
        processId: item.id,
        identification: item.identification,
        typeOfProcess: item.typeOfProcess,
        customerReference: item.customerReference,
        invoiceNumber: item.invoiceNumber,
        isPaid: item.cashRequestDone,
        paymentState: item.paymentState,
        paymentSubject: paymentSubjectOf(item),
        documents: item.documents,
        invoiceCurrency: item.invoiceCurrency,
        invoiceInstallmentValue: item.invoiceInstallmentValue,
        invoiceInstallmentValueInBrl: item.invoiceInstallmentValueInBrl,
        lastExchangeRate: item.lastExchangeRate,
        lastExchangeUpdate: item.lastExchangeUpdate,
      })),
    );

const isNumerario = (category: TCashCalendarCategory): boolean => category !== 'PARCELA_INVOICE';

/**
 * Tipo and Status Numerário (spec §4): paid only, to pay only, both (no status filtering) or
 * none (nothing). The status applies to instalments too (paid = an invoice has invoiceDue).
 */
export const filterCashEntries = (entries: readonly TCashEntry[], filters: TCashFilters): TCashEntry[] =>
  entries.filter((entry) => {
    const isTypeOn = isNumerario(entry.category) ? filters.hasNumerarios : filters.hasInvoices;
    const isStatusOn = entry.isPaid ? filters.hasPaid : filters.hasToPay;
    return isTypeOn && isStatusOn;
  });

export const totalOf = (entries: readonly TCashEntry[]): number => sumValues(entries, (entry) => entry.value);

const isWithin = (day: string | null, startKey: string, endKey: string): day is string =>
  day !== null && day >= startKey && day <= endKey;

type TLegacyBase = Omit<
  TCashEntry,
  | 'key'
  | 'day'
  | 'category'
  | 'value'
  | 'isPaid'
  | 'paymentState'
  | 'paymentSubject'
  | 'documents'
  | 'invoiceNumber'
  | 'invoiceCurrency'
  | 'invoiceInstallmentValue'
  | 'invoiceInstallmentValueInBrl'
  | 'lastExchangeRate'
  | 'lastExchangeUpdate'
>;

// The older calendar's answer knows paid or not, never a report awaiting the broker: it offers no
// "Informar pagamento" (paymentSubject null) rather than offer one the server may refuse.
const legacyPayment = (isPaid: boolean) =>
  ({ isPaid, paymentState: isPaid ? 'PAGO' : 'A_PAGAR', paymentSubject: null }) as const;

const NO_INSTALMENT = {
  invoiceCurrency: null,
  invoiceInstallmentValue: null,
  invoiceInstallmentValueInBrl: null,
  lastExchangeRate: null,
  lastExchangeUpdate: null,
} as const;

/**
 * The older calendar answers processes; the screen places their items itself (spec §3 itemType
 * datesETA / estimatedStepCashRequest / invoice, placed by the rules of §4):
 * - a numerário on the ETA with the real estimated value when that value is positive;
 * - otherwise (value ≤ 0 or absent, or no ETA) a predicted numerário on the estimated
 *   cash-request date with its estimated value (none without that value): never both;
 * - one item per invoice instalment on its due date (paid when any invoice has invoiceDue).
 * Only days within [startKey, endKey] are kept.
 */
export const entriesFromLegacyProcesses = (
  processes: readonly TLegacyCashCalendarProcess[],
  startKey: string,
  endKey: string,
): TCashEntry[] => {
  const entries: TCashEntry[] = [];
  for (const process of processes) {
    const base: TLegacyBase = {
      processId: process.id,
      identification: process.identification,
      typeOfProcess: process.typeOfProcess,
      customerReference: process.customerRef,
    };
    const etaDay = dayKeyOf(process.datesETA);
    const realValue = process.stepCashRequestEstimatedValue ?? 0;
    const numerario = {
      ...legacyPayment(process.cashRequestDone),
      documents: process.documents,
      ...NO_INSTALMENT,
    };
    if (etaDay !== null && realValue > 0) {
      if (isWithin(etaDay, startKey, endKey))
        entries.push({
          ...base,
          ...numerario,
          key: `${etaDay}:datesETA:${process.id}`,
          day: etaDay,
          category: 'NUMERARIO',
          value: realValue,
          invoiceNumber: process.invoice,
        });
    } else {
      const estimatedDay = dayKeyOf(process.estimatedStepCashRequest);
      const estimatedValue = process.estimatedStepCashRequestEstimatedValue;
      if (estimatedValue !== null && isWithin(estimatedDay, startKey, endKey))
        entries.push({
          ...base,
          ...numerario,
          key: `${estimatedDay}:estimatedStepCashRequest:${process.id}`,
          day: estimatedDay,
          category: 'NUMERARIO_PREVISTO',
          value: estimatedValue,
          invoiceNumber: process.invoice,
        });
    }
    const isInvoicePaid = process.invoices.some((invoice) => invoice.invoiceDue !== null);
    for (const invoice of process.invoices) {
      invoice.installments.forEach((installment, index) => {
        const dueDay = dayKeyOf(installment.dueDate);
        if (!isWithin(dueDay, startKey, endKey)) return;
        entries.push({
          ...base,
          key: `${dueDay}:invoice:${process.id}:${invoice.id}:${index}`,
          day: dueDay,
          category: 'PARCELA_INVOICE',
          value: installment.valueInBrl ?? 0,
          invoiceNumber: invoice.invoiceNumber,
          ...legacyPayment(isInvoicePaid),
          documents: [],
          invoiceCurrency: invoice.currency,
          invoiceInstallmentValue: installment.value,
          invoiceInstallmentValueInBrl: installment.valueInBrl,
          lastExchangeRate: installment.lastExchangeRate,
          lastExchangeUpdate: installment.lastExchangeUpdate,
        });
      });
    }
  }
  return entries.sort((left, right) => left.day.localeCompare(right.day));
};
