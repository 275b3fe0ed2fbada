import { useQuery } from '@tanstack/react-query';
import { getIndicatorMovimentacaoCall, type TIndicatorMovimentacao } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';
import { indicatorQueryOptions, toIndicatorQuery, type TIndicatorRequest } from './indicator-request.ts';

/** GET .../movimentacaoProcessual/all: open processes by kind (isVariacaoAbertura=false, spec part 1 §7). */
export const fetchIndicatorMovimentacao = async (
  request: TIndicatorRequest,
  signal?: AbortSignal,
): Promise<TIndicatorMovimentacao> =>
  (
    await callApi(getIndicatorMovimentacaoCall, {
      query: { ...toIndicatorQuery(request), isVariacaoAbertura: 'false' },
      signal,
    })
  ).data;

export const indicatorMovimentacaoQueryOptions = (request: TIndicatorRequest) =>
  indicatorQueryOptions('movimentacao', request, fetchIndicatorMovimentacao);

export const useIndicatorMovimentacaoQuery = (request: TIndicatorRequest) =>
  useQuery(indicatorMovimentacaoQueryOptions(request));
