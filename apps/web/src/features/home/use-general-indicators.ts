import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '../../components/toast/toast-store.ts';
import { useIndicatorLeadtimesQuery } from './api/get-indicator-leadtimes.ts';
import { useIndicatorMovimentacaoQuery } from './api/get-indicator-movimentacao.ts';
import { useIndicatorRegistroDiQuery } from './api/get-indicator-registro-di.ts';
import { useIndicatorStepsQuery } from './api/get-indicator-steps.ts';
import { useIndicatorStorageQuery } from './api/get-indicator-storage.ts';
import type { TIndicatorRequest } from './api/indicator-request.ts';
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
export const cardFigures = <T extends Record<K, number>, K extends keyof T>(
  indicator: TCompared<T>,
  field: K,
) => ({
  value: indicator.current?.[field],
  previous: indicator.previous?.[field],
  isPending: indicator.isPending,
  isError: indicator.isError,
});

const compare = <T>(current: UseQueryResult<T>, previous: UseQueryResult<T>): TCompared<T> => ({
  current: current.data,
  previous: previous.data,
  isPending: current.isPending || previous.isPending,
  isError: current.isError || previous.isError,
  isSuccess: current.isSuccess && previous.isSuccess,
});

type TGeneralIndicatorsOptions = { current: TIndicatorRequest; previous: TIndicatorRequest };

/**
 * The five GERAL loads for both periods (ten calls in parallel) and their toasts (spec part 1
 * §8): each indicator that fails says so once per run; after a Filtrar (run > 0) that loads
 * everything, 'Indicadores gerados com sucesso!'. The first, automatic load shows no success toast.
 */
export const useGeneralIndicators = ({ current, previous }: TGeneralIndicatorsOptions) => {
  const indicators = {
    steps: compare(useIndicatorStepsQuery(current), useIndicatorStepsQuery(previous)),
    movimentacao: compare(useIndicatorMovimentacaoQuery(current), useIndicatorMovimentacaoQuery(previous)),
    storage: compare(useIndicatorStorageQuery(current), useIndicatorStorageQuery(previous)),
    registroDi: compare(useIndicatorRegistroDiQuery(current), useIndicatorRegistroDiQuery(previous)),
    leadtimes: compare(useIndicatorLeadtimesQuery(current), useIndicatorLeadtimesQuery(previous)),
  } satisfies Record<TIndicatorName, TCompared<unknown>>;

  const { runId } = current;
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
