import { getProcessSearchCall, getReportGeneralCall } from '@pc/contract/process-calls';
import { callApi } from '../../../lib/api-client.ts';
import { firstPageQuery, type TProcessSource } from '../../../lib/process-source.ts';
import type { TReportRequest } from '../report-filter.ts';

/**
 * GERAR of the report: a keyword search answers its rows at once; a period answers the first page
 * of a list the process table pages on the server.
 */
export const fetchReport = async (request: TReportRequest): Promise<TProcessSource> => {
  if (request.kind === 'keyword')
    return { kind: 'rows', processes: (await callApi(getProcessSearchCall, { query: request.query })).data };
  const firstPage = await callApi(getReportGeneralCall, { query: firstPageQuery(request.query) });
  return { kind: 'report', query: request.query, firstPage };
};
