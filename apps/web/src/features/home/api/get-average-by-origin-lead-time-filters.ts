import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAverageByOriginLeadTimeFiltersCall, type TTransitTimeFilters } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';

/** GET .../averageByOriginLeadTimeIndicatorFilters: the options of País de Origem and Local de Embarque. */
export const fetchTransitFilters = async (
  companiesIds: string,
  signal?: AbortSignal,
): Promise<TTransitTimeFilters> =>
  (await callApi(getAverageByOriginLeadTimeFiltersCall, { query: { companiesIds }, signal })).data;

export const transitFiltersQueryOptions = (companiesIds: string) =>
  queryOptions({
    queryKey: ['home', 'transit-filters', companiesIds] as const,
    queryFn: ({ signal }) => fetchTransitFilters(companiesIds, signal),
    staleTime: 5 * 60_000,
  });

export const useTransitFiltersQuery = (companiesIds: string) =>
  useQuery(transitFiltersQueryOptions(companiesIds));
