import { queryOptions } from '@tanstack/react-query';
import type { TCall, TCallResponse } from '@pc/contract/call';
import { callApi, type TCallInput, type TCallInputArgs } from './api-client.ts';

/**
 * `[call.path, input]`. Typed open after the path: a run key (see {@link withRun}) appends to it, and
 * invalidating `[call.path]` reaches every input of the call.
 */
export type TCallQueryKey = readonly [path: string, ...rest: unknown[]];

/**
 * The query of one contract call: the data is the call's success body, the input its params,
 * query and body. The query's signal cancels the request when the query is dropped. Features add
 * only what differs (`enabled`, `select`, `staleTime`...).
 */
export const callQueryOptions = <T extends TCall>(call: T, ...[input]: TCallInputArgs<T>) =>
  queryOptions({
    queryKey: [call.path, input ?? {}] as TCallQueryKey,
    queryFn: ({ signal }) =>
      callApi<TCall>(call, { ...(input as TCallInput<TCall>), signal }) as Promise<TCallResponse<T>>,
  });

/**
 * The same query keyed apart for each run (a press of Filtrar): pressing it again reloads even an
 * unchanged input, and the new run starts pending instead of showing the last run's answer.
 */
export const withRun = <TOptions extends { queryKey: TCallQueryKey }>(
  options: TOptions,
  runId: number,
): TOptions => ({
  ...options,
  // The data tag of the key is a type-only brand; the array itself is all the cache reads.
  queryKey: [...options.queryKey, runId] as unknown as TOptions['queryKey'],
});

/** `select` for the API's `{ data }` envelope. */
export const selectData = <T>(answer: { data: T }): T => answer.data;

/** `select` for the BI host's `{ dados }` envelope. */
export const selectDados = <T>(answer: { dados: T }): T => answer.dados;

/** `select` for the BI filter options' `{ valores }` envelope. */
export const selectValores = <T>(answer: { valores: T }): T => answer.valores;
