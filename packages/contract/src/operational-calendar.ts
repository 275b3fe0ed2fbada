import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { ZCalendarInvoice } from './invoice.ts';
import { ENTRIES_PERIOD_MAX_DAYS, withPeriodRule } from './period-range.ts';
import {
  ZNamedRef,
  ZNullableMoney,
  ZNullableTimestamp,
  ZTypeOfProcess,
  zIdListQuery,
  zLocalDateTimeQuery,
} from './primitives.ts';

/**
 * A process as the calendars carry it (part 2 §3 "Operational-calendar process"). The web adds
 * itemType, itemDate and itemInvoice itself; the server never sends them.
 */
export const ZCalendarProcess = z.object({
  /** Process id: a card click opens the process detail. */
  id: z.number().int().positive(),
  identification: z.number().int().nonnegative(),
  typeOfProcess: ZTypeOfProcess,
  customerRef: z.string().nullable(),
  invoice: z.string().nullable(),
  exporter: ZNamedRef.nullable(),
  manufacturer: ZNamedRef.nullable(),
  datesETA: ZNullableTimestamp,
  datesETD: ZNullableTimestamp,
  datesArrivalDate: ZNullableTimestamp,
  datesDepartureDate: ZNullableTimestamp,
  stepCashRequestEstimatedValue: ZNullableMoney,
  estimatedStepCashRequest: ZNullableTimestamp,
  estimatedStepCashRequestEstimatedValue: ZNullableMoney,
  /** Cash advance paid. */
  cashRequestDone: z.boolean(),
  invoices: z.array(ZCalendarInvoice),
});
export type TCalendarProcess = z.infer<typeof ZCalendarProcess>;

/** The calendars' rule (the financial calendar's queries and exports use it too): a year at most. */
export const CALENDAR_PERIOD = {
  start: 'startDate',
  end: 'endDate',
  maxDays: ENTRIES_PERIOD_MAX_DAYS,
} as const;

/** customerIds (all of the user's companies, or the selection), startDate and endDate. */
export const ZCalendarPeriodQuery = withPeriodRule(
  z.object({
    customerIds: zIdListQuery('customerIds'),
    startDate: zLocalDateTimeQuery('startDate'),
    endDate: zLocalDateTimeQuery('endDate'),
  }),
  CALENDAR_PERIOD,
);
export type TCalendarPeriodQuery = z.input<typeof ZCalendarPeriodQuery>;

export const ZOperationalCalendarResponse = dataEnvelope(z.array(ZCalendarProcess));
export type TOperationalCalendarResponse = z.infer<typeof ZOperationalCalendarResponse>;

export const getOperationalCalendarCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/operational-calendar',
  summary: 'Processes with an ETD, ETA, departure or arrival date in the period (data.data).',
  isAuthenticated: true,
  query: ZCalendarPeriodQuery,
  responses: { 200: ZOperationalCalendarResponse },
});
