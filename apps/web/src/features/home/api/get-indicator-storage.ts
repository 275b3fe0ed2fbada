import { useQuery } from '@tanstack/react-query';
import { getIndicatorStorageCall, type TIndicatorStorage } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryOptions, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../periodoDeArmazenagem/all: processes by storage period. */
export const fetchIndicatorStorage = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorStorage> =>
  (await callApi(getIndicatorStorageCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorStorageQueryOptions = (request: TIndicatorRequest) =>
  indicatorQueryOptions('storage', request, fetchIndicatorStorage);

export const useIndicatorStorageQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorStorageQueryOptions(request));
