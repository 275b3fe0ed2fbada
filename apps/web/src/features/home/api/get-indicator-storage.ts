import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIndicatorStorageCall, type TIndicatorStorage } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryKey, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../periodoDeArmazenagem/all: processes by storage period. */
export const fetchIndicatorStorage = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorStorage> =>
  (await callApi(getIndicatorStorageCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorStorageQueryOptions = (request: TIndicatorRequest) =>
  queryOptions({
    queryKey: indicatorQueryKey('storage', request),
    // Without companies there is nothing to ask for (customersId needs one id).
    enabled: request.customersId !== '',
    queryFn: ({ signal }) => fetchIndicatorStorage(request, signal),
  });

export const useIndicatorStorageQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorStorageQueryOptions(request));
