import { getBiImportFromGescomexCall, getBiImportJobCall, type TBiImportJob } from '@pc/contract/bi';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions, selectDados } from '../../../lib/call-query-options.ts';
import { toImportQuery } from '../filters/bi-query.ts';
import type { TIsoPeriod } from '../period/analytics-period.ts';

/** Starts the period import of the companies (spec part 2 §7); answers the job. */
export const startBiImport = async (
  period: TIsoPeriod,
  companyIds: readonly number[],
  signal: AbortSignal,
): Promise<TBiImportJob> =>
  selectDados(
    await callApi(getBiImportFromGescomexCall, { query: toImportQuery(period, companyIds), signal }),
  );

const biImportJobQueryOptions = (id: TBiImportJob['id']) =>
  queryOptions({ ...callQueryOptions(getBiImportJobCall, { params: { id } }), staleTime: 0 });

/** The running import's progress; asked for again on each poll, never read from the cache. */
export const fetchBiImportJob = async (
  queryClient: QueryClient,
  id: TBiImportJob['id'],
): Promise<TBiImportJob> => selectDados(await queryClient.fetchQuery(biImportJobQueryOptions(id)));
