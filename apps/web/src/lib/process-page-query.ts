import { queryOptions } from '@tanstack/react-query';
import { getImportDashboardProcessesCall, type TImportDashboardProcessesQuery } from '@pc/contract/dashboard';
import {
  getReportGeneralCall,
  type TProcessPageResponse,
  type TReportGeneralQuery,
} from '@pc/contract/process-calls';
import { callApi } from './api-client.ts';

/** A page of a list the server pages: the report's or a dashboard drill-down's. */
export type TProcessPageRequest =
  { kind: 'report'; query: TReportGeneralQuery } | { kind: 'drill'; query: TImportDashboardProcessesQuery };

/** One page of a process table; the same table query on either call. */
export const processPageQueryOptions = (request: TProcessPageRequest) =>
  queryOptions({
    queryKey: ['process-page', request.kind, request.query],
    queryFn: ({ signal }): Promise<TProcessPageResponse> =>
      request.kind === 'report'
        ? callApi(getReportGeneralCall, { query: request.query, signal })
        : callApi(getImportDashboardProcessesCall, { query: request.query, signal }),
  });
