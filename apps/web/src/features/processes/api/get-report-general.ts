import { getReportGeneralCall, type TReportGeneralQuery } from '@pc/contract/process-calls';
import { callApi } from '../../../lib/api-client.ts';
import { firstPageQuery, type TProcessSource } from '../../../lib/process-source.ts';

/** GERAR: the first page of the filtered list; the process table asks the server for the rest. */
export const fetchProcessList = async (query: TReportGeneralQuery): Promise<TProcessSource> => ({
  kind: 'report',
  query,
  firstPage: await callApi(getReportGeneralCall, { query: firstPageQuery(query) }),
});
