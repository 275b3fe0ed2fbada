import { useEffect, useMemo, useRef } from 'react';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { toast } from '../../lib/toast-store.ts';
import { selectData, type TCallQueryKey } from '../../lib/call-query-options.ts';
import { generalIndicatorQueries } from './api/get-general-indicators.ts';
import type { TIndicatorRequest } from './indicator-request.ts';
import {
  INDICATOR_FAILURE_MESSAGES,
  INDICATOR_NAMES,
  INDICATORS_SUCCESS_MESSAGE,
  type TIndicatorName,
} from './indicator-catalogue.ts';

/** One indicator in the selected period and in the comparison period. */
export type TCompared<T> = {
  current: T | undefined;
  previous: T | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
};

/** What an IndicatorCard shows of one field: its value in both periods and the loading state. */
export const cardFigures = <T extends Record<K, number | null>, K extends keyof T>(
  indicator: TCompared<T>,
  field: K,
) => ({
  value: indicator.current?.[field],
  previous: indicator.previous?.[field],
  isPending: indicator.isPending,
  isError: indicator.isError,
});

/**
 * Both periods' answers as one object, the same object while neither answer changes: the sections
 * are memoised on it, so one indicator arriving does not draw the other sections again.
 */
const useComparison = <T>(current: UseQueryResult<T>, previous: UseQueryResult<T>): TCompared<T> => {
  const isPending = current.isPending || previous.isPending;
  const isError = current.isError || previous.isError;
  const isSuccess = current.isSuccess && previous.isSuccess;
  return useMemo(
    () => ({ current: current.data, previous: previous.data, isPending, isError, isSuccess }),
    [current.data, previous.data, isPending, isError, isSuccess],
  );
};

type TGeneralIndicatorsOptions = { current: TIndicatorRequest; previous: TIndicatorRequest };

type TIndicatorOptions<T> = (
  request: TIndicatorRequest,
) => UseQueryOptions<{ data: T }, Error, { data: T }, TCallQueryKey>;

/** One indicator's call in both periods (the options are keyed by the Filtrar run). */
const useCompared = <T>(
  optionsFor: TIndicatorOptions<T>,
  { current, previous }: TGeneralIndicatorsOptions,
): TCompared<T> => {
  const load = (request: TIndicatorRequest) => ({
    ...optionsFor(request),
    // customersId needs one id: without companies there is nothing to ask for.
    enabled: request.customersId !== '',
    select: selectData<T>,
  });
  return useComparison(useQuery(load(current)), useQuery(load(previous)));
};

/**
 * The five GERAL loads for both periods (ten calls in parallel) and their toasts (spec part 1
 * §8): each indicator that fails says so once per run; after a Filtrar (run > 0) that loads
 * everything, 'Indicadores gerados com sucesso!'. The first, automatic load shows no success toast.
 */
export const useGeneralIndicators = (periods: TGeneralIndicatorsOptions) => {
  const indicators = {
    steps: useCompared(generalIndicatorQueries.steps, periods),
    movimentacao: useCompared(generalIndicatorQueries.movimentacao, periods),
    storage: useCompared(generalIndicatorQueries.storage, periods),
    registroDi: useCompared(generalIndicatorQueries.registroDi, periods),
    leadtimes: useCompared(generalIndicatorQueries.leadtimes, periods),
  } satisfies Record<TIndicatorName, TCompared<unknown>>;

  const { runId } = periods.current;
  const reported = useRef(new Set<string>());
  const statusKey = INDICATOR_NAMES.map((name) => {
    const indicator = indicators[name];
    return indicator.isError ? 'error' : indicator.isSuccess ? 'success' : 'pending';
  }).join(',');

  useEffect(() => {
    const statuses = statusKey.split(',');
    const report = (key: string, show: () => void) => {
      if (reported.current.has(key)) return;
      reported.current.add(key);
      show();
    };
    INDICATOR_NAMES.forEach((name, index) => {
      if (statuses[index] === 'error')
        report(`${runId}:${name}`, () => toast.error(INDICATOR_FAILURE_MESSAGES[name]));
    });
    if (runId > 0 && statuses.every((status) => status === 'success'))
      report(`${runId}:success`, () => toast.success(INDICATORS_SUCCESS_MESSAGE));
  }, [statusKey, runId]);

  return indicators;
};
