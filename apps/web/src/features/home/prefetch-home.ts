import type { QueryClient } from '@tanstack/react-query';
import type { TCompany } from '@pc/contract/company';
import { defaultPeriod, readPeriodParams } from '../../lib/period.ts';
import { canSeeDelayedEtd } from '../../lib/permissions.ts';
import { attentionQueryOptions } from './api/get-attention.ts';
import { delayedEtdQueryOptions } from './api/get-delayed-etd.ts';
import { generalIndicatorQueries } from './api/get-general-indicators.ts';
import { indicatorRequestsFor, toCompanyIds } from './indicator-request.ts';

type TPrefetchHomeOptions = {
  queryClient: QueryClient;
  companies: readonly TCompany[];
  /**
   * The Home's address: its period, else the default. A period the session offers to a Home reached by
   * a link is loaded by the Home itself (the loader cannot tell a link from a reload).
   */
  searchParams: URLSearchParams;
  today: Date;
};

/**
 * Starts the calls the Home makes on its first render (the GERAL indicators of its period
 * and its comparison, Precisa de atenção, ETD Atrasados) while its code still downloads, instead of
 * after it. The same query options as the cards, so the cards read these answers.
 */
export const prefetchHome = ({ queryClient, companies, searchParams, today }: TPrefetchHomeOptions): void => {
  if (companies.length === 0) return;
  const period = readPeriodParams(searchParams) ?? defaultPeriod(today);
  const customersId = toCompanyIds(companies);
  const requests = indicatorRequestsFor({ customersId, period, runId: 0 });
  for (const request of [requests.current, requests.previous]) {
    void queryClient.prefetchQuery(generalIndicatorQueries.steps(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.movimentacao(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.storage(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.registroDi(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.leadtimes(request));
    if (canSeeDelayedEtd(companies)) void queryClient.prefetchQuery(delayedEtdQueryOptions(request.range, 0));
  }
  void queryClient.prefetchQuery(attentionQueryOptions(customersId));
};
