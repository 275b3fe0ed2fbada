import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIndicatorStepsCall, type TIndicatorSteps } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryKey, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../total/all with the period: processes open in it, by current step. */
export const fetchIndicatorSteps = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorSteps> =>
  (await callApi(getIndicatorStepsCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorStepsQueryOptions = (request: TIndicatorRequest) =>
  queryOptions({
    queryKey: indicatorQueryKey('steps', request),
    // Without companies there is nothing to ask for (customersId needs one id).
    enabled: request.customersId !== '',
    queryFn: ({ signal }) => fetchIndicatorSteps(request, signal),
  });

export const useIndicatorStepsQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorStepsQueryOptions(request));
