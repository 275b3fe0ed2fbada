import { getImportDashboardProcessesCall, type TImportDashboardQuery } from '@pc/contract/dashboard';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { callApi } from '../../../lib/api-client.ts';
import { firstPageQuery } from '../../../lib/process-source.ts';

/** The first page of the processes behind a bar or slice (the process table pages the rest). */
export const fetchDrillFirstPage = (query: TImportDashboardQuery): Promise<TProcessPageResponse> =>
  callApi(getImportDashboardProcessesCall, { query: firstPageQuery(query) });
