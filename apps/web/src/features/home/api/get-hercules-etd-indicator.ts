import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHerculesEtdIndicatorCall } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import type { TPeriodRange } from '../period-text.ts';

type TDelayedEtdRequest = { range: TPeriodRange; runId: number };

/** GET .../getHerculesEtdIndicator: ids of processes whose ETD moved more than 7 days (spec part 1 §2). */
export const fetchDelayedEtdIds = async (range: TPeriodRange, signal?: AbortSignal): Promise<number[]> =>
  (await callApi(getHerculesEtdIndicatorCall, { query: range, signal })).data;

export const delayedEtdQueryOptions = ({ range, runId }: TDelayedEtdRequest) =>
  queryOptions({
    queryKey: ['home', 'delayed-etd', range.firstDate, range.secondDate, runId] as const,
    queryFn: ({ signal }) => fetchDelayedEtdIds(range, signal),
  });

export const useDelayedEtdQuery = (request: TDelayedEtdRequest) => useQuery(delayedEtdQueryOptions(request));
