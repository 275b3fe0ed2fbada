import type { TImportDashboardProcessesQuery } from '@pc/contract/dashboard';
import type { TProcessResponse } from '@pc/contract/process';
import type { TProcessPageResponse, TReportGeneralQuery } from '@pc/contract/process-calls';

/**
 * Where a process table's rows come from: a list already in hand (a keyword search, at most 500),
 * or a call the server pages, sorts and searches: the report, or a dashboard drill-down
 * (docs/decisions/0035-report-pages-and-server-search.md).
 */
export type TProcessSource =
  | { kind: 'rows'; processes: readonly TProcessResponse[] }
  | { kind: 'report'; query: TReportGeneralQuery; firstPage: TProcessPageResponse }
  | { kind: 'drill'; query: TImportDashboardProcessesQuery; firstPage: TProcessPageResponse };

/** The first page a list asks for: what the table shows before any click (15 rows by step). */
export const firstPageQuery = <T extends object>(query: T) => ({
  ...query,
  page: '1',
  size: '15',
  sort: 'step' as const,
  desc: 'false' as const,
});

/** How many processes a source holds. */
export const countOf = (source: TProcessSource): number =>
  source.kind === 'rows' ? source.processes.length : source.firstPage.page.totalElements;
