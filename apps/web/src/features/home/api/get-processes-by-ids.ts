import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProcessResponse } from '@pc/contract/process';
import { getProcessesByIdsCall } from '@pc/contract/process-calls';
import { callApi } from '../../../lib/api-client.ts';

/** GET .../getProcessesByIds?ids=: the rows of the ETD Atrasados table (spec part 1 §7). */
export const fetchProcessesByIds = async (
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<TProcessResponse[]> => {
  // The call needs at least one id; an empty card has no rows to ask for.
  if (ids.length === 0) return [];
  return (await callApi(getProcessesByIdsCall, { query: { ids: ids.join(',') }, signal })).data;
};

export const processesByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['home', 'processes-by-ids', ids.join(',')] as const,
    queryFn: ({ signal }) => fetchProcessesByIds(ids, signal),
  });

export const useProcessesByIdsQuery = (ids: readonly number[]) => useQuery(processesByIdsQueryOptions(ids));
