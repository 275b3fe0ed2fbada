import { useQuery } from '@tanstack/react-query';
import { getIndicatorRegistroDiCall, type TIndicatorRegistroDi } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryOptions, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../registroDi: DI registrations by channel. */
export const fetchIndicatorRegistroDi = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorRegistroDi> =>
  (await callApi(getIndicatorRegistroDiCall, { query: toIndicatorQuery(request), signal })).data;

export const indicatorRegistroDiQueryOptions = (request: TIndicatorRequest) =>
  indicatorQueryOptions('registroDi', request, fetchIndicatorRegistroDi);

export const useIndicatorRegistroDiQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorRegistroDiQueryOptions(request));
