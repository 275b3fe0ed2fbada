import { useQuery } from '@tanstack/react-query';
import { getIndicatorLeadtimesCall, type TIndicatorLeadtimes } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryOptions, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../leadtime/all: lead times in days. */
export const fetchIndicatorLeadtimes = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorLeadtimes> =>
  (await callApi(getIndicatorLeadtimesCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorLeadtimesQueryOptions = (request: TIndicatorRequest) =>
  indicatorQueryOptions('leadtimes', request, fetchIndicatorLeadtimes);

export const useIndicatorLeadtimesQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorLeadtimesQueryOptions(request));
