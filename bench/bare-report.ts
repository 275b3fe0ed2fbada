/**
 * The report page's bare SQL, as the app runs it: the page's ids and the count at once on the pool,
 * then the rows of those ids. Shared by the report and scale benches.
 */
import type { TDatabaseHandle } from '../apps/api/src/db/client.ts';
import {
  buildProcessRowsByIdsQuery,
  buildReportCountQuery,
  buildReportIdsQuery,
  type TReportFilter,
  type TReportOrder,
} from '../apps/api/src/features/processes/process-repository.ts';
import { rowsOf } from './bench-database.ts';

type TRawClient = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

export const runBareReportPage = async (
  handle: TDatabaseHandle,
  options: { filter: TReportFilter; order: TReportOrder; limit: number; offset: number },
): Promise<void> => {
  const client = (handle.db as unknown as { $client: TRawClient }).$client;
  const idsQuery = buildReportIdsQuery(handle.db, options).toSQL();
  const countQuery = buildReportCountQuery(handle.db, options.filter).toSQL();
  const [idsResult] = await Promise.all([
    client.query(idsQuery.sql, idsQuery.params),
    client.query(countQuery.sql, countQuery.params),
  ]);
  const ids = rowsOf<{ id: number }>(idsResult).map((row) => row.id);
  if (ids.length === 0) return;
  const rowsQuery = buildProcessRowsByIdsQuery(handle.db, {
    companyIds: options.filter.companyIds,
    ids,
  }).toSQL();
  await client.query(rowsQuery.sql, rowsQuery.params);
};
