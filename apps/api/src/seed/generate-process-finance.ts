import type { TInstallmentCondition, TInvoiceCurrency } from '../db/schema/invoices.ts';
import { brtInstant, toIsoDate } from './dates.ts';
import type { TCashRequest, TInvoiceTotals, TProcessBasics, TStageOptions } from './process-draft.ts';
import { money, rate } from './process-values.ts';

/** One payment plan: its instalments as [condition, share of the amount, term in days]. */
type TPaymentPlan = readonly (readonly [TInstallmentCondition, number, number | null])[];

const PAYMENT_PLANS: readonly (readonly [TPaymentPlan, number])[] = [
  [[['Pagamento à Vista', 1, null]], 25],
  [
    [
      ['Pagamento Antecipado', 0.3, null],
      ['Pagamento à Prazo', 0.7, 60],
    ],
    25,
  ],
  [[['Pagamento à Prazo', 1, 90]], 15],
  [
    [
      ['Pagamento Antecipado', 0.2, null],
      ['Pagamento à Vista', 0.4, null],
      ['Pagamento à Prazo', 0.4, 30],
    ],
    15,
  ],
  [
    [
      ['Pagamento à Prazo', 0.25, 30],
      ['Pagamento à Prazo', 0.25, 60],
      ['Pagamento à Prazo', 0.25, 90],
      ['Pagamento à Prazo', 0.25, 120],
    ],
    10,
  ],
  [
    [
      ['Pagamento Antecipado', 0.5, null],
      ['Pagamento à Vista', 0.5, null],
    ],
    10,
  ],
];

const describePaymentTerms = (plan: TPaymentPlan): string =>
  plan
    .map(([condition, share, term]) =>
      condition === 'Pagamento à Prazo'
        ? `${Math.round(share * 100)}% em ${term} dias após o embarque`
        : `${Math.round(share * 100)}% ${condition === 'Pagamento Antecipado' ? 'antecipado' : 'à vista no embarque'}`,
    )
    .join(', ');

type TGenerateInstallmentsOptions = TStageOptions<TProcessBasics> & {
  invoice: { invoiceId: number; currency: TInvoiceCurrency; amount: number; plan: TPaymentPlan };
};

/** The invoice's instalments, the last one taking the rounding; returns the last due day. */
const generateInstallments = ({ ctx, rng, chunk, process, invoice }: TGenerateInstallmentsOptions) => {
  const { today, exchange } = ctx;
  const { companyId, open, departure } = process;
  const { invoiceId, currency, amount, plan } = invoice;
  let lastDue = open;
  let allocated = 0;
  plan.forEach(([condition, share, term], parcelIndex) => {
    const due =
      condition === 'Pagamento Antecipado'
        ? open + rng.int(3, 15)
        : condition === 'Pagamento à Vista'
          ? departure
          : departure + (term ?? 30);
    lastDue = Math.max(lastDue, due);
    const value =
      parcelIndex === plan.length - 1
        ? Math.round((amount - allocated) * 100) / 100
        : Math.round(amount * share * 100) / 100;
    allocated += value;
    const rateDayForParcel = Math.min(due, today);
    const parcelRate = exchange.sellAt(currency, rateDayForParcel);
    chunk.installments.push({
      id: ++ctx.ids.installment,
      companyId,
      invoiceId,
      parcel: parcelIndex + 1,
      condition,
      term: condition === 'Pagamento à Prazo' ? term : null,
      dueDate: toIsoDate(due),
      value: money(value),
      valueInBrl: money(value * parcelRate),
      lastExchangeRate: rate(parcelRate),
      lastExchangeUpdate: brtInstant(rateDayForParcel, 13, 10),
    });
  });
  return lastDue;
};

type TGenerateInvoiceOptions = TStageOptions<TProcessBasics> & {
  invoice: {
    invoiceIndex: number;
    invoiceCount: number;
    mainCurrency: TInvoiceCurrency;
    baseUsd: number;
    invoicePrefix: string;
  };
};

/** One invoice with its instalments; returns what the process's totals need. */
const generateInvoice = (options: TGenerateInvoiceOptions) => {
  const { ctx, rng, chunk, process, invoice } = options;
  const { today, exchange } = ctx;
  const { companyId, processId, exporter, open, estReady, ready, registry, stepId, actual } = process;
  const { invoiceIndex, invoiceCount, mainCurrency, baseUsd, invoicePrefix } = invoice;
  const currency = invoiceIndex === 0 ? mainCurrency : rng.weighted(exporter.currencies);
  const usdShare = baseUsd / invoiceCount;
  const usdPerUnit = exchange.buyAt('USD', today) / exchange.buyAt(currency, today);
  const amount = Math.round(usdShare * usdPerUnit * rng.float(0.7, 1.3) * 100) / 100;
  const invoiceNumber = `${invoicePrefix}-${toIsoDate(open).slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}${invoiceCount > 1 ? `-${invoiceIndex + 1}` : ''}`;
  const estimatedInvoiceDay = estReady - rng.int(0, 5);
  const invoiceDay = ready - rng.int(0, 4);
  const invoiceDate = actual(invoiceDay);
  const invoiceId = ++ctx.ids.invoice;
  const rateDay = Math.min(invoiceDate ? invoiceDay : estimatedInvoiceDay, today);
  const foreign =
    currency === mainCurrency
      ? amount
      : (amount * exchange.buyAt(currency, today)) / exchange.buyAt(mainCurrency, today);
  const brlAtRegistry = amount * exchange.buyAt(currency, Math.min(registry, today));
  const plan = rng.weighted(PAYMENT_PLANS);
  const paymentTerms = describePaymentTerms(plan);
  const lastDue = generateInstallments({ ...options, invoice: { invoiceId, currency, amount, plan } });
  const paid = lastDue <= today && stepId !== 6 && stepId !== 9 && rng.chance(0.9);
  chunk.invoices.push({
    id: invoiceId,
    companyId,
    processId,
    invoiceNumber,
    invoiceDate,
    estimatedInvoiceDate: toIsoDate(estimatedInvoiceDay),
    paymentTerms,
    currency,
    invoiceAmount: money(amount),
    exchangeRate: rate(exchange.sellAt(currency, rateDay)),
    vendorId: exporter.id,
    invoiceDue: paid ? toIsoDate(Math.min(today, lastDue + rng.int(0, 3))) : null,
  });
  return { invoiceNumber, invoiceDate, foreign, brlAtRegistry };
};

/** 1 to 3 invoices of the exporter, valued by the boarding type; the CIF value follows from them. */
export const generateInvoices = (options: TStageOptions<TProcessBasics>): TInvoiceTotals => {
  const { rng, process } = options;
  const { exporter, typeOfBoarding, mode } = process;
  const invoiceCount = rng.weighted([
    [1, 60],
    [2, 30],
    [3, 10],
  ] as const);
  const mainCurrency = rng.weighted(exporter.currencies);
  const baseUsd =
    typeOfBoarding === 'FCL'
      ? rng.float(20_000, 250_000)
      : typeOfBoarding === 'LCL'
        ? rng.float(5_000, 40_000)
        : typeOfBoarding === 'BKB'
          ? rng.float(100_000, 800_000)
          : mode === 'AEREA'
            ? rng.float(3_000, 60_000)
            : rng.float(10_000, 80_000);
  const invoicePrefix = exporter.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? 'X')
    .join('')
    .toUpperCase();
  let totalForeign = 0;
  let totalBrlAtRegistry = 0;
  const invoiceNumbers: string[] = [];
  let mainInvoiceDate: string | null = null;
  for (let invoiceIndex = 0; invoiceIndex < invoiceCount; invoiceIndex += 1) {
    const invoice = generateInvoice({
      ...options,
      invoice: { invoiceIndex, invoiceCount, mainCurrency, baseUsd, invoicePrefix },
    });
    invoiceNumbers.push(invoice.invoiceNumber);
    if (invoiceIndex === 0) mainInvoiceDate = invoice.invoiceDate;
    totalForeign += invoice.foreign;
    totalBrlAtRegistry += invoice.brlAtRegistry;
  }
  const cifValue = totalForeign * (mode === 'AEREA' ? rng.float(1.1, 1.2) : rng.float(1.04, 1.12));
  return { mainCurrency, totalForeign, totalBrlAtRegistry, invoiceNumbers, mainInvoiceDate, cifValue };
};

/**
 * The cash request (numerário), in BRL: estimated from the taxes some days before the ETA, then
 * confirmed (now and then a credit to the customer) and paid.
 */
export const drawCashRequest = ({
  ctx: { today },
  rng,
  process,
}: TStageOptions<TProcessBasics & TInvoiceTotals>): TCashRequest => {
  const { totalBrlAtRegistry, stepId, eta, horizon, arrival } = process;
  const taxesEstimate = Math.round((totalBrlAtRegistry * rng.float(0.25, 0.6)) / 100) * 100;
  const hasEstimatedCash = stepId !== 9 && rng.chance(0.85);
  const estimatedCashDay = eta - rng.int(3, 10);
  const confirmedCashDay = estimatedCashDay + rng.int(-2, 3);
  const hasConfirmedCash =
    hasEstimatedCash && confirmedCashDay <= horizon + 5 && today >= arrival - 12 && rng.chance(0.9);
  const confirmedValue = hasConfirmedCash
    ? rng.chance(0.1)
      ? -rng.int(0, 5) * 100
      : Math.round((taxesEstimate * rng.float(0.85, 1.15)) / 10) * 10
    : null;
  const cashRequestDone =
    hasConfirmedCash && confirmedCashDay <= today - 2 && (confirmedValue ?? 0) > 0 && rng.chance(0.92);
  return {
    taxesEstimate,
    hasEstimatedCash,
    estimatedCashDay,
    confirmedCashDay,
    hasConfirmedCash,
    confirmedValue,
    cashRequestDone,
  };
};
