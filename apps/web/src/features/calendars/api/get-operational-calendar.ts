import { queryOptions } from '@tanstack/react-query';
import { getOperationalCalendarCall } from '@pc/contract/operational-calendar';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import type { TPeriodQuery } from '../calendar-dates.ts';
import { calendarQuery } from '../calendar-query.ts';

/** The expected and actual departures and arrivals of the companies in the period. */
export const operationalCalendarQueryOptions = (customerIds: readonly number[], periodQuery: TPeriodQuery) =>
  queryOptions({
    ...callQueryOptions(getOperationalCalendarCall, { query: calendarQuery(customerIds, periodQuery) }),
    enabled: customerIds.length > 0,
    select: selectData,
  });
