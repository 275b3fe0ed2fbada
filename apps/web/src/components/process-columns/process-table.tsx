import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { ZReportColumnKey, type TReportColumnKey } from '@pc/contract/report-columns';
import { DataTable, getOrderedRows, useDataTable, type TDataTableState } from '../data-table/data-table.tsx';
import {
  useServerDataTable,
  useServerTableState,
  type TServerTableQuery,
} from '../data-table/use-server-data-table.ts';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { useReportExport, type TListExport } from '../../hooks/use-report-export.ts';
import { firstPageQuery, type TProcessSource } from '../../lib/process-source.ts';
import { processPageQueryOptions, type TProcessPageRequest } from '../../lib/process-page-query.ts';
import page from '../filter-page/filter-page.module.css';
import { toProcessColumns, type TProcessColumn } from './process-columns.tsx';

export const EMPTY_PROCESSES_TEXT =
  'Nenhum Processo de Importação foi encontrado de acordo com o filtro atual.';

/**
 * The server answers newest first; the screens sort by step
 * (docs/decisions/0035-report-pages-and-server-search.md).
 */
const INITIAL_SORTING = [{ id: 'step', desc: false }];

type TProcessTableProps = {
  source: TProcessSource;
  /** Catalogue keys in screen order; keep the array stable (the search index is cached per column set). */
  columnKeys: readonly TReportColumnKey[];
  /** Accessible name of the table. */
  label: string;
  /** The header-search text when the list came from there. */
  searchText?: string | undefined;
  /** Further toolbar controls after GERAR EXCEL. */
  actions?: ReactNode;
  /** On a phone: sideways scroll (default) or one card per process. */
  phoneLayout?: 'scroll' | 'cards';
};

type TShellProps = Omit<TProcessTableProps, 'source' | 'columnKeys'> & {
  state: TDataTableState<TProcessResponse>;
  isBusy?: boolean;
  total: number;
  isEmpty: boolean;
  exportRequest: () => TListExport;
};

/** The count, GERAR EXCEL and the table; a row opens the detail modal. */
const ProcessTableShell = ({
  state,
  total,
  isEmpty,
  exportRequest,
  label,
  searchText,
  actions,
  isBusy = false,
  phoneLayout = 'scroll',
}: TShellProps) => {
  const { openProcess } = useProcessModal();
  const { exportRows, isExporting } = useReportExport();

  const toolbar = (
    <>
      <p className={page.count} data-testid="process-count">
        <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'processo' : 'processos'}
        {searchText && <span className={page.searchText}> para “{searchText}”</span>}
      </p>
      {total > 0 && (
        <button
          type="button"
          className={page.excelButton}
          onClick={() => exportRows(exportRequest())}
          disabled={isExporting || isEmpty}
          aria-busy={isExporting}
        >
          {isExporting ? 'GERANDO EXCEL…' : 'GERAR EXCEL'}
        </button>
      )}
      {actions}
    </>
  );

  return (
    <DataTable
      state={state}
      label={label}
      emptyText={EMPTY_PROCESSES_TEXT}
      onRowClick={(process) => openProcess(process.id)}
      toolbar={toolbar}
      scrollHint="Arraste para o lado para ver mais colunas"
      isBusy={isBusy}
      phoneLayout={phoneLayout}
    />
  );
};

type TColumnsProps = { columns: TProcessColumn[] } & Omit<TProcessTableProps, 'source' | 'columnKeys'>;

/** A list in hand: search, sort and pages in the browser; GERAR EXCEL sends the ids in screen order. */
const ClientProcessTable = ({
  processes,
  columns,
  ...rest
}: TColumnsProps & { processes: readonly TProcessResponse[] }) => {
  const state = useDataTable({
    data: processes,
    columns,
    initialSorting: INITIAL_SORTING,
    getRowId: (process) => String(process.id),
  });
  return (
    <ProcessTableShell
      {...rest}
      state={state}
      total={processes.length}
      isEmpty={state.table.getRowCount() === 0}
      exportRequest={() => ({
        kind: 'report',
        body: {
          ids: getOrderedRows(state.table).map((process) => process.id),
          columns: columns.map((column) => column.key),
        },
      })}
    />
  );
};

/** The report call's query for a page of the table. */
export const toReportQuery = <T extends object>(
  base: T,
  table: TServerTableQuery,
  columns: readonly TProcessColumn[],
) => {
  const sort = table.sort ? ZReportColumnKey.safeParse(table.sort.id) : null;
  const isSortShown = sort?.success === true && columns.some((column) => column.key === sort.data);
  return {
    ...base,
    page: String(table.page),
    size: String(table.size),
    ...(isSortShown
      ? { sort: sort.data, desc: table.sort?.isDescending ? ('true' as const) : ('false' as const) }
      : {}),
    ...(table.text ? { text: table.text, textColumns: columns.map((column) => column.key).join(',') } : {}),
  };
};

type TPagedSource = Exclude<TProcessSource, { kind: 'rows' }>;

/** Without page and size: the whole list in the table's order, as the spreadsheet carries it. */
const withoutPage = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] =>
        entry[0] !== 'page' && entry[0] !== 'size' && entry[1] !== undefined,
    ),
  );

/** The call of the table's current page (its page, size, sort and search) on the source's list. */
const toPageRequest = (
  source: TPagedSource,
  table: TServerTableQuery,
  columns: readonly TProcessColumn[],
): TProcessPageRequest =>
  source.kind === 'report'
    ? { kind: 'report', query: toReportQuery(source.query, table, columns) }
    : { kind: 'drill', query: toReportQuery(source.query, table, columns) };

/** The report or a drill-down: the server pages, sorts and searches; GERAR EXCEL exports the whole list in that order. */
const ServerProcessTable = ({ source, columns, ...rest }: TColumnsProps & { source: TPagedSource }) => {
  const tableState = useServerTableState(INITIAL_SORTING);
  const request = toPageRequest(source, tableState.query, columns);
  const { query } = request;
  const isFirstQuery = JSON.stringify(query) === JSON.stringify(firstPageQuery(source.query));
  const answer = useQuery({
    ...processPageQueryOptions(request),
    // The page GERAR loaded is the answer to the table's first query; later pages keep the old
    // rows on screen until theirs arrive.
    ...(isFirstQuery ? { initialData: source.firstPage } : {}),
    placeholderData: keepPreviousData,
  });
  const pageAnswer: TProcessPageResponse = answer.data ?? source.firstPage;
  const state = useServerDataTable({
    data: pageAnswer.data,
    rowCount: pageAnswer.page.totalElements,
    columns,
    tableState,
    getRowId: (process) => String(process.id),
  });
  const columnKeys = columns.map((column) => column.key);
  return (
    <ProcessTableShell
      {...rest}
      state={state}
      total={source.firstPage.page.totalElements}
      isEmpty={pageAnswer.page.totalElements === 0}
      isBusy={answer.isPlaceholderData}
      exportRequest={(): TListExport =>
        source.kind === 'report'
          ? { kind: 'report', body: { report: withoutPage(query), columns: columnKeys } }
          : { kind: 'drill', body: { query: withoutPage(query), columns: columnKeys } }
      }
    />
  );
};

/**
 * The process table of the list and the report: the count, GERAR EXCEL, sorted by step, and a row
 * opens the detail modal. GERAR EXCEL exports exactly the rows (after search and sort) and columns
 * on screen.
 */
export const ProcessTable = ({ source, columnKeys, ...rest }: TProcessTableProps) => {
  const columns = useMemo(() => toProcessColumns(columnKeys), [columnKeys]);
  return source.kind === 'rows' ? (
    <ClientProcessTable {...rest} columns={columns} processes={source.processes} />
  ) : (
    <ServerProcessTable {...rest} columns={columns} source={source} />
  );
};
