import { useQuery } from '@tanstack/react-query';
import { getIndicatorStepsCall, type TIndicatorSteps } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryOptions, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../total/all with the period: processes open in it, by current step. */
export const fetchIndicatorSteps = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorSteps> =>
  (await callApi(getIndicatorStepsCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorStepsQueryOptions = (request: TIndicatorRequest) =>
  indicatorQueryOptions('steps', request, fetchIndicatorSteps);

export const useIndicatorStepsQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorStepsQueryOptions(request));
