import {
  getIndicatorLeadtimesCall,
  getIndicatorMovimentacaoCall,
  getIndicatorRegistroDiCall,
  getIndicatorStepsCall,
  getIndicatorStorageCall,
} from '@pc/contract/indicators';
import { callQueryOptions, withRun } from '../../../lib/call-query-options.ts';
import type { TIndicatorName } from '../indicator-catalogue.ts';
import { toIndicatorQuery, type TIndicatorRequest } from '../indicator-request.ts';

const periodInput = (request: TIndicatorRequest) => ({ query: toIndicatorQuery(request) });

/**
 * The query of each GERAL indicator for one period, keyed by the Filtrar run. Shared by the tab
 * and by the Home's prefetch, so the prefetched answers are the ones the tab reads.
 */
export const generalIndicatorQueries = {
  steps: (request: TIndicatorRequest) =>
    withRun(callQueryOptions(getIndicatorStepsCall, periodInput(request)), request.runId),
  // Open processes only (spec part 1 §7), not the variation of openings.
  movimentacao: (request: TIndicatorRequest) =>
    withRun(
      callQueryOptions(getIndicatorMovimentacaoCall, {
        query: { ...toIndicatorQuery(request), isVariacaoAbertura: 'false' },
      }),
      request.runId,
    ),
  storage: (request: TIndicatorRequest) =>
    withRun(callQueryOptions(getIndicatorStorageCall, periodInput(request)), request.runId),
  registroDi: (request: TIndicatorRequest) =>
    withRun(callQueryOptions(getIndicatorRegistroDiCall, periodInput(request)), request.runId),
  leadtimes: (request: TIndicatorRequest) =>
    withRun(callQueryOptions(getIndicatorLeadtimesCall, periodInput(request)), request.runId),
} satisfies Record<TIndicatorName, (request: TIndicatorRequest) => unknown>;
