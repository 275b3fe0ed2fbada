import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIndicatorLeadtimesCall, type TIndicatorLeadtimes } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryKey, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../leadtime/all: lead times in days. */
export const fetchIndicatorLeadtimes = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorLeadtimes> =>
  (await callApi(getIndicatorLeadtimesCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorLeadtimesQueryOptions = (request: TIndicatorRequest) =>
  queryOptions({
    queryKey: indicatorQueryKey('leadtimes', request),
    // Without companies there is nothing to ask for (customersId needs one id).
    enabled: request.customersId !== '',
    queryFn: ({ signal }) => fetchIndicatorLeadtimes(request, signal),
  });

export const useIndicatorLeadtimesQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorLeadtimesQueryOptions(request));
