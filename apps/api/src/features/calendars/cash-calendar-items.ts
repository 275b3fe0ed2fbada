import type {
  TCashCalendarCategory,
  TCashCalendarCategoryFilter,
  TCashCalendarDays,
  TCashCalendarItem,
  TCashCalendarStatusFilter,
} from '@pc/contract/cash-calendar';
import type { TCashRequestDocument } from '@pc/contract/document';
import { isNumerarioPaid } from '../../core/payments/numerario-paid.ts';
import {
  isInstallmentPaid,
  toInstallmentState,
  toNumerarioState,
} from '../../core/payments/payment-state.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { TDayRange } from '../../lib/business-day.ts';

/** A calendar item with what the exports and the ordering need besides the screen's fields. */
export type TCashEntry = {
  day: string;
  companyId: number;
  /** Instalment number (0 for a numerário): keeps the parcels of one invoice in order. */
  parcel: number;
  item: TCashCalendarItem;
};

type TCashAdvanceSource = {
  datesEta: string | null;
  stepCashRequestEstimatedValue: number | null;
  estimatedStepCashRequest: string | null;
  estimatedStepCashRequestEstimatedValue: number | null;
};

type TCashAdvancePlacement = {
  category: Extract<TCashCalendarCategory, 'NUMERARIO' | 'NUMERARIO_PREVISTO'>;
  day: string;
  value: number;
};

/**
 * Where a process's numerário sits (part 2 §4): on the ETA with the real value when that value is
 * positive; otherwise (value ≤ 0 or not yet known, or no ETA) on the estimated cash-request date
 * with the estimated value, as NUMERARIO_PREVISTO. So a process gives at most one numerário: the
 * estimated item never appears next to a real one. No estimated date or value: nothing to show.
 */
export const placeCashAdvance = (source: TCashAdvanceSource): TCashAdvancePlacement | null => {
  const realValue = source.stepCashRequestEstimatedValue;
  if (source.datesEta !== null && realValue !== null && realValue > 0) {
    return { category: 'NUMERARIO', day: source.datesEta, value: realValue };
  }
  const { estimatedStepCashRequest: day, estimatedStepCashRequestEstimatedValue: value } = source;
  if (day === null || value === null) return null;
  return { category: 'NUMERARIO_PREVISTO', day, value };
};

export const isDayInRange = (day: string, { fromDay, toDay }: TDayRange): boolean =>
  day >= fromDay && day <= toDay;

export const matchesCategory = (
  filter: TCashCalendarCategoryFilter,
  category: TCashCalendarCategory,
): boolean => {
  switch (filter) {
    case 'TODOS':
      return true;
    case 'numerarios':
      return category !== 'PARCELA_INVOICE';
    case 'invoices':
      return category === 'PARCELA_INVOICE';
    default: {
      const exhaustive: never = filter;
      throw new Error(`Categoria desconhecida: ${String(exhaustive)}`);
    }
  }
};

export const matchesStatus = (filter: TCashCalendarStatusFilter, isPaid: boolean): boolean => {
  switch (filter) {
    case 'TODOS':
      return true;
    case 'PAGO':
      return isPaid;
    case 'A_PAGAR':
      return !isPaid;
    default: {
      const exhaustive: never = filter;
      throw new Error(`Status desconhecido: ${String(exhaustive)}`);
    }
  }
};

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const CATEGORY_ORDER: Record<TCashCalendarCategory, number> = {
  NUMERARIO: 0,
  NUMERARIO_PREVISTO: 1,
  PARCELA_INVOICE: 2,
};

/**
 * Order within a day: numerários, forecasts, then instalments; within a kind the largest amount
 * first (the cards shown before VER MAIS ITENS are the ones that weigh most), then reference and
 * parcel order.
 */
const compareWithinDay = (a: TCashEntry, b: TCashEntry): number =>
  CATEGORY_ORDER[a.item.category] - CATEGORY_ORDER[b.item.category] ||
  b.item.value - a.item.value ||
  a.item.identification - b.item.identification ||
  a.item.id - b.item.id ||
  (a.item.invoiceNumber ?? '').localeCompare(b.item.invoiceNumber ?? '') ||
  a.parcel - b.parcel;

/** The calendar's order: by day, then {@link compareWithinDay}. */
export const compareEntries = (a: TCashEntry, b: TCashEntry): number =>
  // yyyy-MM-dd orders as text; a plain comparison, since localeCompare was a tenth of a month's sort.
  compareText(a.day, b.day) || compareWithinDay(a, b);

/**
 * The entries in {@link compareEntries} order, sorted a day at a time: a period has few days and
 * many entries, so grouping by day first spares most comparisons (a month's sort was a twentieth
 * of its answer).
 */
export const sortEntries = (entries: readonly TCashEntry[]): TCashEntry[] => {
  const byDay = new Map<string, TCashEntry[]>();
  for (const entry of entries) {
    const day = byDay.get(entry.day);
    if (day) day.push(entry);
    else byDay.set(entry.day, [entry]);
  }
  const sorted: TCashEntry[] = [];
  for (const day of [...byDay.keys()].sort(compareText)) {
    for (const entry of (byDay.get(day) ?? []).sort(compareWithinDay)) sorted.push(entry);
  }
  return sorted;
};

/**
 * `data.data` of the SCREEN answer: day → items, days without items absent. `entries` come in
 * compareEntries order (listCashEntries sorts them once, with sortEntries, for the screen and the exports).
 */
export const groupByDay = (entries: readonly TCashEntry[]): TCashCalendarDays =>
  Object.fromEntries(
    groupBy(
      entries,
      (entry) => entry.day,
      (entry) => entry.item,
    ),
  );

type TNumerarioSource = TCashAdvanceSource & {
  companyId: number;
  id: number;
  identification: number;
  typeOfProcess: TCashCalendarItem['typeOfProcess'];
  customerRef: string | null;
  invoice: string | null;
  cashRequestDone: boolean;
  /** A payment report of the numerário awaits the broker. */
  isReported: boolean;
};

export const toNumerarioEntry = (
  source: TNumerarioSource,
  placement: TCashAdvancePlacement,
  documents: TCashRequestDocument[],
): TCashEntry => ({
  day: placement.day,
  companyId: source.companyId,
  parcel: 0,
  item: {
    category: placement.category,
    value: placement.value,
    id: source.id,
    identification: source.identification,
    typeOfProcess: source.typeOfProcess,
    customerReference: source.customerRef,
    invoiceNumber: source.invoice,
    cashRequestDone: isNumerarioPaid(source),
    paymentState: toNumerarioState(source),
    installment: null,
    documents,
    invoiceCurrency: null,
    invoiceInstallmentValue: null,
    invoiceInstallmentValueInBrl: null,
    lastExchangeRate: null,
    lastExchangeUpdate: null,
  },
});

type TInstallmentSource = {
  companyId: number;
  processId: number;
  identification: number;
  typeOfProcess: TCashCalendarItem['typeOfProcess'];
  customerRef: string | null;
  invoiceId: number;
  invoiceNumber: string;
  currency: string;
  isInvoicePaid: boolean;
  parcel: number;
  dueDate: string;
  value: string;
  valueInBrl: string | null;
  lastExchangeRate: string | null;
  lastExchangeUpdate: Date | null;
  /** The day the broker confirmed this instalment's reported payment (Informar pagamento). */
  paidOn: string | null;
  /** A payment report of the instalment awaits the broker. */
  isReported: boolean;
};

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/** The currency numerários are charged in. */
const BRL = 'BRL';

/** What an export says of an entry's currency: both exports read it here, so they never disagree. */
export type TEntryCurrency = {
  currency: string | null;
  amountInCurrency: number | null;
  /** Null: no conversion (a numerário is charged in reais) or no rate known for the instalment. */
  exchangeRate: number | null;
};

/** An instalment in its invoice's currency at its last rate; a numerário in reais, unconverted. */
export const currencyOfEntry = ({ item }: TCashEntry): TEntryCurrency =>
  item.category === 'PARCELA_INVOICE'
    ? {
        currency: item.invoiceCurrency,
        amountInCurrency: item.invoiceInstallmentValue,
        exchangeRate: item.lastExchangeRate,
      }
    : { currency: BRL, amountInCurrency: item.value, exchangeRate: null };

/** A PARCELA_INVOICE on its due date; its BRL value is the instalment's, or amount × last rate when missing. */
export const toInstallmentEntry = (source: TInstallmentSource): TCashEntry => {
  const value = Number(source.value);
  const valueInBrl = toNullableNumber(source.valueInBrl);
  const rate = toNullableNumber(source.lastExchangeRate);
  return {
    day: source.dueDate,
    companyId: source.companyId,
    parcel: source.parcel,
    item: {
      category: 'PARCELA_INVOICE',
      value: valueInBrl ?? (rate === null ? 0 : roundCents(value * rate)),
      id: source.processId,
      identification: source.identification,
      typeOfProcess: source.typeOfProcess,
      customerReference: source.customerRef,
      invoiceNumber: source.invoiceNumber,
      cashRequestDone: isInstallmentPaid(source),
      paymentState: toInstallmentState(source),
      installment: { invoiceId: source.invoiceId, parcel: source.parcel },
      documents: [],
      invoiceCurrency: source.currency,
      invoiceInstallmentValue: value,
      invoiceInstallmentValueInBrl: valueInBrl,
      lastExchangeRate: rate,
      lastExchangeUpdate: source.lastExchangeUpdate?.toISOString() ?? null,
    },
  };
};
