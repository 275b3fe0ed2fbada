import { queryOptions } from '@tanstack/react-query';
import { getImportDashboardFilterValuesCall } from '@pc/contract/dashboard';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { toPeriodQuery, type TDashboardRun } from '../dashboard-query.ts';

/** The filter drawer's lists for the run's period and companies. */
export const importDashboardFilterValuesQueryOptions = (run: TDashboardRun) =>
  queryOptions({
    ...callQueryOptions(getImportDashboardFilterValuesCall, { query: toPeriodQuery(run) }),
    select: selectData,
  });
