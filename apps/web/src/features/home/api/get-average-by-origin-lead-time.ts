import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getAverageByOriginLeadTimeCall,
  type TTransitTimeQuery,
  type TTransitTimeRow,
} from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';

/** The applied TRANSIT TIME filter and its Filtrar run (null until the first Filtrar). */
export type TTransitRequest = { query: TTransitTimeQuery; runId: number };

/** GET .../averageByOriginLeadTimeIndicator: mean transit time by origin, boarding place and mode. */
export const fetchTransitTimes = async (
  query: TTransitTimeQuery,
  signal?: AbortSignal,
): Promise<TTransitTimeRow[]> => (await callApi(getAverageByOriginLeadTimeCall, { query, signal })).data;

export const transitTimesQueryOptions = (request: TTransitRequest | null) =>
  queryOptions({
    queryKey: ['home', 'transit-times', request] as const,
    queryFn: ({ signal }) => (request ? fetchTransitTimes(request.query, signal) : Promise.resolve([])),
    enabled: request !== null,
    retry: false,
  });

export const useTransitTimesQuery = (request: TTransitRequest | null) =>
  useQuery(transitTimesQueryOptions(request));
