import type { TImportDashboard } from '@pc/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { importDashboardQueryOptions } from './api/get-import-dashboard.ts';
import type { TDashboardRun } from './dashboard-query.ts';

const LOAD_FAILURE_MESSAGE = 'Não foi possível carregar o painel de importação.';

type TShownFigures = { run: TDashboardRun; data: TImportDashboard };

/**
 * The figures of the run asked for; when the server refuses it, the toast says why and the screen
 * goes on showing the last run that answered (its figures, its period), never skeletons that wait
 * for an answer that will not come. `shownRun` is null when no run has answered yet (empty state).
 */
export const useDashboardFigures = (run: TDashboardRun) => {
  const dashboard = useQuery(importDashboardQueryOptions(run));
  const [shown, setShown] = useState<TShownFigures | null>(null);
  const data = dashboard.data;
  if (data !== undefined && (shown?.run !== run || shown.data !== data)) setShown({ run, data });

  const loadError = dashboard.error;
  useEffect(() => {
    if (loadError) toast.error(errorMessage(loadError, LOAD_FAILURE_MESSAGE));
  }, [loadError]);

  const isRefused = dashboard.isError && data === undefined;
  return {
    /** The run on screen: drill-downs, Excel and the drawer follow it. */
    shownRun: isRefused ? (shown?.run ?? null) : run,
    /** Undefined while the run loads (skeletons). */
    data: isRefused ? shown?.data : data,
    isFetching: dashboard.isFetching,
  };
};
