import { queryOptions } from '@tanstack/react-query';
import {
  getAverageByOriginLeadTimeCall,
  getAverageByOriginLeadTimeFiltersCall,
  type TTransitTimeQuery,
} from '@pc/contract/indicators';
import { getDuimpLeadTimeCall } from '@pc/contract/transit-time';
import { callQueryOptions, selectData, withRun } from '../../../lib/call-query-options.ts';

/** The TRANSIT TIME filter lists (origins, places of loading) of the companies; they rarely change. */
export const transitTimeFiltersQueryOptions = (companiesIds: string) =>
  queryOptions({
    ...callQueryOptions(getAverageByOriginLeadTimeFiltersCall, { query: { companiesIds } }),
    select: selectData,
    staleTime: 5 * 60_000,
  });

/** The applied filter and its Filtrar run (null until the first Filtrar). */
export type TTransitRequest = { query: TTransitTimeQuery; runId: number };

// Stands in for the query until the first Filtrar; the query is disabled until then, so never sent.
const NOT_FILTERED: TTransitTimeQuery = {
  startDate: '',
  endDate: '',
  origins: '',
  modais: '',
  placesOfLoading: '',
  companiesIds: '',
};

/** The mean transit time per origin of one Filtrar run. */
export const transitTimeQueryOptions = (request: TTransitRequest | null) =>
  queryOptions({
    ...withRun(
      callQueryOptions(getAverageByOriginLeadTimeCall, { query: request?.query ?? NOT_FILTERED }),
      request?.runId ?? 0,
    ),
    enabled: request !== null,
    retry: false,
    select: selectData,
  });

/** The DUIMP waits of the same Filtrar run (registration to channel, LPCO per agency). */
export const duimpLeadTimeQueryOptions = (request: TTransitRequest | null) =>
  queryOptions({
    ...withRun(
      callQueryOptions(getDuimpLeadTimeCall, { query: request?.query ?? NOT_FILTERED }),
      request?.runId ?? 0,
    ),
    enabled: request !== null,
    retry: false,
    select: selectData,
  });
