import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZCashRequestDocument } from './document.ts';
import { ZPaymentState } from './payment-reports.ts';
import { XLSX_MEDIA_TYPE, ZBinaryFile, dataEnvelope } from './envelope.ts';
import { CALENDAR_PERIOD, ZCalendarProcess } from './operational-calendar.ts';
import { withPeriodRule } from './period-range.ts';
import {
  ZLocalDate,
  ZNullableTimestamp,
  ZTypeOfProcess,
  zIdListQuery,
  zIsoDateTimeQuery,
  zLocalDateTimeQuery,
} from './primitives.ts';

const PATH = '/api/public/customer/cash-calendar';

/** SCREEN answers JSON; EXCEL answers calendario-financeiro.xlsx; TXT answers calendario-financeiro.txt. */
export const ZCashCalendarType = z.enum(['SCREEN', 'EXCEL', 'TXT'], {
  error: 'Informe type como SCREEN, EXCEL ou TXT.',
});
export type TCashCalendarType = z.infer<typeof ZCashCalendarType>;

/** Item kinds filter, spelled as the spec sends them. */
export const ZCashCalendarCategoryFilter = z.enum(['TODOS', 'numerarios', 'invoices'], {
  error: 'Informe category como TODOS, numerarios ou invoices.',
});
export type TCashCalendarCategoryFilter = z.infer<typeof ZCashCalendarCategoryFilter>;

/** Cash-advance status filter; invoices count as paid when an invoice has a non-null invoiceDue. */
export const ZCashCalendarStatusFilter = z.enum(['TODOS', 'PAGO', 'A_PAGAR'], {
  error: 'Informe status como TODOS, PAGO ou A_PAGAR.',
});
export type TCashCalendarStatusFilter = z.infer<typeof ZCashCalendarStatusFilter>;

const cashCalendarFields = {
  customerIds: zIdListQuery('customerIds'),
  startDate: zLocalDateTimeQuery('startDate'),
  endDate: zLocalDateTimeQuery('endDate'),
  category: ZCashCalendarCategoryFilter.default('TODOS'),
  status: ZCashCalendarStatusFilter.default('TODOS'),
};

/**
 * Query of the one server route GET /api/public/customer/cash-calendar, every `type` (default
 * SCREEN). The server answers JSON for SCREEN and a file for EXCEL / TXT. The web uses
 * getCashCalendarCall for the screen and getCashCalendarExportCall (type EXCEL | TXT, binary).
 */
export const ZCashCalendarQuery = withPeriodRule(
  z.object({ ...cashCalendarFields, type: ZCashCalendarType.default('SCREEN') }),
  CALENDAR_PERIOD,
);
export type TCashCalendarQuery = z.input<typeof ZCashCalendarQuery>;

export const ZCashCalendarScreenQuery = withPeriodRule(
  z.object({
    ...cashCalendarFields,
    type: z.literal('SCREEN', { error: 'Informe type como SCREEN.' }).default('SCREEN'),
  }),
  CALENDAR_PERIOD,
);
export type TCashCalendarScreenQuery = z.input<typeof ZCashCalendarScreenQuery>;

export const ZCashCalendarExportQuery = withPeriodRule(
  z.object({
    ...cashCalendarFields,
    type: z.enum(['EXCEL', 'TXT'], { error: 'Informe type como EXCEL ou TXT.' }),
  }),
  CALENDAR_PERIOD,
);
export type TCashCalendarExportQuery = z.input<typeof ZCashCalendarExportQuery>;

export const ZCashCalendarCategory = z.enum(['NUMERARIO', 'NUMERARIO_PREVISTO', 'PARCELA_INVOICE']);
export type TCashCalendarCategory = z.infer<typeof ZCashCalendarCategory>;

/** One calendar entry (part 2 §3 "Cash-calendar item"). */
export const ZCashCalendarItem = z.object({
  category: ZCashCalendarCategory,
  /** BRL amount of the entry. */
  value: z.number(),
  /** Process id. */
  id: z.number().int().positive(),
  /** Provider reference number (shown with the type prefix, padded to 5 digits). */
  identification: z.number().int().nonnegative(),
  typeOfProcess: ZTypeOfProcess,
  customerReference: z.string().nullable(),
  /** Invoice number for the 'Exibição: invoice' option. Not named by the spec: added. */
  invoiceNumber: z.string().nullable(),
  /** Paid cash advance; for PARCELA_INVOICE, whether the invoice is paid. */
  cashRequestDone: z.boolean(),
  /**
   * Payment state: À Pagar, Pagamento informado (the customer reported it, the broker has not confirmed)
   * or Pago. Not named by the spec: added.
   */
  paymentState: ZPaymentState,
  /** For PARCELA_INVOICE: the invoice id and instalment number ("Informar pagamento" names them). */
  installment: z
    .object({ invoiceId: z.number().int().positive(), parcel: z.number().int().positive() })
    .nullable(),
  /** Cash-advance documents; the last one is the one to download. Empty for instalments. */
  documents: z.array(ZCashRequestDocument),
  invoiceCurrency: z.string().nullable(),
  invoiceInstallmentValue: z.number().nullable(),
  invoiceInstallmentValueInBrl: z.number().nullable(),
  lastExchangeRate: z.number().nullable(),
  lastExchangeUpdate: ZNullableTimestamp,
});
export type TCashCalendarItem = z.infer<typeof ZCashCalendarItem>;

/** `data.data`: a map from day (yyyy-MM-dd) to that day's items. Days without items are absent. */
export const ZCashCalendarDays = z.record(ZLocalDate, z.array(ZCashCalendarItem));
export type TCashCalendarDays = z.infer<typeof ZCashCalendarDays>;

export const ZCashCalendarResponse = dataEnvelope(ZCashCalendarDays);
export type TCashCalendarResponse = z.infer<typeof ZCashCalendarResponse>;

export const getCashCalendarCall = defineCall({
  method: 'GET',
  path: PATH,
  summary:
    'Financial calendar: type=SCREEN answers data.data mapping yyyy-MM-dd to the day’s items; EXCEL/TXT answer a file (see getCashCalendarExportCall).',
  isAuthenticated: true,
  query: ZCashCalendarQuery,
  fileMediaTypes: [XLSX_MEDIA_TYPE, 'text/plain'],
  responses: { 200: ZCashCalendarResponse },
});

export const getCashCalendarExportCall = defineCall({
  method: 'GET',
  path: PATH,
  summary: 'Financial calendar export (type=EXCEL or TXT): calendario-financeiro.xlsx or .txt.',
  isAuthenticated: true,
  query: ZCashCalendarExportQuery,
  sharedRoute: true,
  isBinary: true,
  fileMediaTypes: [XLSX_MEDIA_TYPE, 'text/plain'],
  fileName: (type: 'EXCEL' | 'TXT'): string => `calendario-financeiro.${type === 'TXT' ? 'txt' : 'xlsx'}`,
  responses: { 200: ZBinaryFile },
});

// --- Older calendar (GET /cash-calendar) ------------------------------------------------------

/** A process of the older calendar: the calendar process plus its cash-advance documents. */
export const ZLegacyCashCalendarProcess = ZCalendarProcess.extend({
  documents: z.array(ZCashRequestDocument),
});
export type TLegacyCashCalendarProcess = z.infer<typeof ZLegacyCashCalendarProcess>;

/** `data.data`: an object keyed by process id (as text) whose values are process objects. */
export const ZLegacyCashCalendarResponse = dataEnvelope(z.record(z.string(), ZLegacyCashCalendarProcess));
export type TLegacyCashCalendarResponse = z.infer<typeof ZLegacyCashCalendarResponse>;

export const ZLegacyCashCalendarQuery = withPeriodRule(
  z.object({
    customerIds: zIdListQuery('customerIds'),
    startDate: zIsoDateTimeQuery('startDate'),
    endDate: zIsoDateTimeQuery('endDate'),
  }),
  CALENDAR_PERIOD,
);
export type TLegacyCashCalendarQuery = z.input<typeof ZLegacyCashCalendarQuery>;

export const getLegacyCashCalendarCall = defineCall({
  method: 'GET',
  path: '/cash-calendar',
  summary: 'Older financial calendar: data.data is an object of processes keyed by id.',
  isAuthenticated: true,
  query: ZLegacyCashCalendarQuery,
  responses: { 200: ZLegacyCashCalendarResponse },
});
