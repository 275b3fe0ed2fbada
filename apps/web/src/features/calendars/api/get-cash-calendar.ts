import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCashCalendarCall, type TCashCalendarDays } from '@pc/contract/cash-calendar';
import { callApi } from '../../../lib/api-client.ts';

export type TCashCalendarParams = { customerIds: readonly number[]; startDate: string; endDate: string };

export const cashCalendarKeys = {
  all: ['calendars', 'cash'] as const,
  period: (params: TCashCalendarParams) => ['calendars', 'cash', params] as const,
};

/** Spec §7: type=SCREEN, category=TODOS; the Tipo/Status filters apply on the screen. */
export const fetchCashCalendar = async (
  params: TCashCalendarParams,
  signal?: AbortSignal,
): Promise<TCashCalendarDays> => {
  const answer = await callApi(getCashCalendarCall, {
    query: {
      customerIds: params.customerIds.join(','),
      startDate: params.startDate,
      endDate: params.endDate,
      type: 'SCREEN',
      category: 'TODOS',
    },
    signal,
  });
  return answer.data;
};

export const cashCalendarQueryOptions = (params: TCashCalendarParams) =>
  queryOptions({
    queryKey: cashCalendarKeys.period(params),
    queryFn: ({ signal }) => fetchCashCalendar(params, signal),
    enabled: params.customerIds.length > 0,
  });

export const useCashCalendarQuery = (params: TCashCalendarParams) =>
  useQuery(cashCalendarQueryOptions(params));
