import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TCallResponse } from '@pc/contract/call';
import { getCashCalendarCall, getLegacyCashCalendarCall } from '@pc/contract/cash-calendar';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import type { TPeriodQuery } from '../calendar-dates.ts';
import { calendarQuery } from '../calendar-query.ts';

/** The financial forecast of the companies in the period. */
export const cashCalendarQueryOptions = (customerIds: readonly number[], periodQuery: TPeriodQuery) =>
  queryOptions({
    // Spec §7: every category; the Tipo/Status filters apply on the screen.
    ...callQueryOptions(getCashCalendarCall, {
      query: { ...calendarQuery(customerIds, periodQuery), type: 'SCREEN', category: 'TODOS' },
    }),
    enabled: customerIds.length > 0,
    select: selectData,
  });

// Spec §7: the processes come keyed by id.
const selectProcesses = (answer: TCallResponse<typeof getLegacyCashCalendarCall>) =>
  Object.values(answer.data);

/** The earlier variant's forecast: the processes of the companies in the period. */
export const legacyCashCalendarQueryOptions = (customerIds: readonly number[], periodQuery: TPeriodQuery) =>
  queryOptions({
    ...callQueryOptions(getLegacyCashCalendarCall, { query: calendarQuery(customerIds, periodQuery) }),
    enabled: customerIds.length > 0,
    select: selectProcesses,
  });

/** The financial calendars carry the documents' logs: a download reloads both variants. */
export const invalidateCashCalendars = (queryClient: QueryClient): void => {
  for (const call of [getCashCalendarCall, getLegacyCashCalendarCall])
    void queryClient.invalidateQueries({ queryKey: [call.path] });
};
