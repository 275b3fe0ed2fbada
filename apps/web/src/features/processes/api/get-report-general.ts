import { queryOptions } from '@tanstack/react-query';
import { getReportGeneralCall } from '@pc/contract/process-calls';
import { callApi } from '../../../lib/api-client.ts';
import { processSearchQueryOptions } from '../../../lib/process-search-query.ts';
import { firstPageQuery, type TProcessSource } from '../../../lib/process-source.ts';
import { listViewKey, toReportQuery, type TListView } from '../list-view.ts';

/**
 * The list of a view, keyed by it: the screen shows the answer of the view its address names, and
 * the request of a view it left is aborted, never shown (docs/decisions/0100-state-in-the-address.md).
 * A step or period is the first page of the report call (the table asks the server for the rest);
 * a keyword search is the header's search, in the same cache entry the header filled.
 */
export const processListQueryOptions = (view: TListView) => {
  if (view.kind === 'search') return processSearchQueryOptions(view.term);
  const query = toReportQuery(view);
  return queryOptions({
    queryKey: ['process-list', listViewKey(view)] as readonly unknown[],
    queryFn: async ({ signal }): Promise<TProcessSource> => ({
      kind: 'report',
      query,
      firstPage: await callApi(getReportGeneralCall, { query: firstPageQuery(query), signal }),
    }),
  });
};
