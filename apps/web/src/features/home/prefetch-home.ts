import type { QueryClient } from '@tanstack/react-query';
import type { TCompany } from '@pc/contract/company';
import { comparisonPeriod } from '@pc/contract/comparison-period';
import { canSeeDelayedEtd } from '../../lib/permissions.ts';
import { defaultPeriod } from './comparison-period.ts';
import { generalIndicatorQueries } from './general-indicator-queries.ts';
import { attentionQueryOptions, delayedEtdQueryOptions } from './home-queries.ts';
import type { TIndicatorRequest } from './indicator-request.ts';
import { toPeriodRange } from './period-text.ts';

type TPrefetchHomeOptions = { queryClient: QueryClient; companies: readonly TCompany[]; today: Date };

/**
 * Starts the calls the Home makes on its first render (the GERAL indicators of the default period
 * and its comparison, Precisa de atenção, ETD Atrasados) while its code still downloads, instead of
 * after it. The same query options as the cards, so the cards read these answers.
 */
export const prefetchHome = ({ queryClient, companies, today }: TPrefetchHomeOptions): void => {
  if (companies.length === 0) return;
  const customersId = companies.map((company) => company.id).join(',');
  const period = defaultPeriod(today);
  const ranges = [toPeriodRange(period), toPeriodRange(comparisonPeriod(period))];
  for (const range of ranges) {
    const request: TIndicatorRequest = { customersId, range, runId: 0 };
    void queryClient.prefetchQuery(generalIndicatorQueries.steps(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.movimentacao(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.storage(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.registroDi(request));
    void queryClient.prefetchQuery(generalIndicatorQueries.leadtimes(request));
    if (canSeeDelayedEtd(companies)) void queryClient.prefetchQuery(delayedEtdQueryOptions(range, 0));
  }
  void queryClient.prefetchQuery(attentionQueryOptions(customersId));
};
