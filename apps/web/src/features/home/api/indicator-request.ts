import { queryOptions } from '@tanstack/react-query';
import type { TPeriodRange } from '../period-text.ts';

/** What every GERAL indicator load needs: the user's companies, one period, and the Filtrar run. */
export type TIndicatorRequest = {
  /** The user's company ids joined by commas (the calls' customersId). */
  customersId: string;
  range: TPeriodRange;
  /** Bumped by each Filtrar, so pressing it again reloads even an unchanged period. */
  runId: number;
};

const indicatorQueryKey = (name: string, request: TIndicatorRequest) =>
  [
    'home',
    'indicator',
    name,
    request.customersId,
    request.range.firstDate,
    request.range.secondDate,
    request.runId,
  ] as const;

/** The query every period call shares; teamId is always 0 (spec part 1 §7). */
export const toIndicatorQuery = (request: TIndicatorRequest) => ({
  customersId: request.customersId,
  firstDate: request.range.firstDate,
  secondDate: request.range.secondDate,
  teamId: '0',
});

/**
 * The queryOptions of one GERAL load. Without companies there is nothing to ask for (customersId
 * needs one id), so the call waits.
 */
export const indicatorQueryOptions = <T>(
  name: string,
  request: TIndicatorRequest,
  fetchIndicator: (request: TIndicatorRequest, signal?: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey: indicatorQueryKey(name, request),
    enabled: request.customersId !== '',
    queryFn: ({ signal }) => fetchIndicator(request, signal),
  });
