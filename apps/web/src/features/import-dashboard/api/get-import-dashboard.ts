import { queryOptions } from '@tanstack/react-query';
import { getImportDashboardCall } from '@pc/contract/dashboard';
import { callQueryOptions, selectData, withRun } from '../../../lib/call-query-options.ts';
import { toDashboardQuery, type TDashboardRun } from '../dashboard-query.ts';

/** Every figure of the dashboard for one GERAR run, against the previous period. */
export const importDashboardQueryOptions = (run: TDashboardRun) =>
  queryOptions({
    ...withRun(callQueryOptions(getImportDashboardCall, { query: toDashboardQuery(run) }), run.runId),
    select: selectData,
  });
