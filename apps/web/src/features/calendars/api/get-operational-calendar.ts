import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOperationalCalendarCall, type TCalendarProcess } from '@pc/contract/operational-calendar';
import { callApi } from '../../../lib/api-client.ts';
import type { TCashCalendarParams } from './get-cash-calendar.ts';

export const operationalCalendarKeys = {
  all: ['calendars', 'operational'] as const,
  period: (params: TCashCalendarParams) => ['calendars', 'operational', params] as const,
};

/** GET /api/public/customer/operational-calendar (spec §7): data.data is a list of processes. */
export const fetchOperationalCalendar = async (
  params: TCashCalendarParams,
  signal?: AbortSignal,
): Promise<TCalendarProcess[]> => {
  const answer = await callApi(getOperationalCalendarCall, {
    query: {
      customerIds: params.customerIds.join(','),
      startDate: params.startDate,
      endDate: params.endDate,
    },
    signal,
  });
  return answer.data;
};

export const operationalCalendarQueryOptions = (params: TCashCalendarParams) =>
  queryOptions({
    queryKey: operationalCalendarKeys.period(params),
    queryFn: ({ signal }) => fetchOperationalCalendar(params, signal),
    enabled: params.customerIds.length > 0,
  });

export const useOperationalCalendarQuery = (params: TCashCalendarParams) =>
  useQuery(operationalCalendarQueryOptions(params));
