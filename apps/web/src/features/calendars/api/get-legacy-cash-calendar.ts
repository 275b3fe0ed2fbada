import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLegacyCashCalendarCall, type TLegacyCashCalendarProcess } from '@pc/contract/cash-calendar';
import { callApi } from '../../../lib/api-client.ts';
import type { TCashCalendarParams } from './get-cash-calendar.ts';

export const legacyCashCalendarKeys = {
  all: ['calendars', 'legacy-cash'] as const,
  period: (params: TCashCalendarParams) => ['calendars', 'legacy-cash', params] as const,
};

/** GET /cash-calendar (spec §7): an object of processes keyed by id. */
export const fetchLegacyCashCalendar = async (
  params: TCashCalendarParams,
  signal?: AbortSignal,
): Promise<TLegacyCashCalendarProcess[]> => {
  const answer = await callApi(getLegacyCashCalendarCall, {
    query: {
      customerIds: params.customerIds.join(','),
      startDate: params.startDate,
      endDate: params.endDate,
    },
    signal,
  });
  return Object.values(answer.data);
};

export const legacyCashCalendarQueryOptions = (params: TCashCalendarParams) =>
  queryOptions({
    queryKey: legacyCashCalendarKeys.period(params),
    queryFn: ({ signal }) => fetchLegacyCashCalendar(params, signal),
    enabled: params.customerIds.length > 0,
  });

export const useLegacyCashCalendarQuery = (params: TCashCalendarParams) =>
  useQuery(legacyCashCalendarQueryOptions(params));
