import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import {
  getReportGeneralCall,
  type TProcessPageResponse,
  type TReportExportRequest,
  type TReportGeneralQuery,
} from '@pc/contract/process-calls';
import { ZReportColumnKey, type TReportColumnKey } from '@pc/contract/report-columns';
import { DataTable, getOrderedRows, useDataTable, type TDataTableState } from '../data-table/data-table.tsx';
import {
  useServerDataTable,
  useServerTableState,
  type TServerTableQuery,
} from '../data-table/use-server-data-table.ts';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { useReportExport } from '../../hooks/use-report-export.ts';
import { callApi } from '../../lib/api-client.ts';
import page from '../filter-page/filter-page.module.css';
import { toProcessColumns, type TProcessColumn } from './process-columns.tsx';

export const EMPTY_PROCESSES_TEXT =
  'Nenhum Processo de Importação foi encontrado de acordo com o filtro atual.';

/** docs/decisions.md: the server answers newest first; the screens sort by step. */
const INITIAL_SORTING = [{ id: 'step', desc: false }];

/**
 * Where a table's rows come from: a list already in hand (a keyword search, at most 500), or the
 * report call, which the server pages, sorts and searches (docs/decisions.md).
 */
export type TProcessSource =
  | { kind: 'rows'; processes: readonly TProcessResponse[] }
  | { kind: 'report'; query: TReportGeneralQuery; firstPage: TProcessPageResponse };

/** The first page GERAR asks for: what the table shows before any click. */
export const firstReportPageQuery = (query: TReportGeneralQuery): TReportGeneralQuery => ({
  ...query,
  page: '1',
  size: '15',
  sort: 'step',
  desc: 'false',
});

/** How many processes a source holds. */
export const countOf = (source: TProcessSource): number =>
  source.kind === 'rows' ? source.processes.length : source.firstPage.page.totalElements;

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
};

type TShellProps = Omit<TProcessTableProps, 'source' | 'columnKeys'> & {
  state: TDataTableState<TProcessResponse>;
  isBusy?: boolean;
  total: number;
  isEmpty: boolean;
  exportRequest: () => TReportExportRequest;
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
        ids: getOrderedRows(state.table).map((process) => process.id),
        columns: columns.map((column) => column.key),
      })}
    />
  );
};

/** The report call's query for a page of the table. */
export const toReportQuery = (
  base: TReportGeneralQuery,
  table: TServerTableQuery,
  columns: readonly TProcessColumn[],
): TReportGeneralQuery => {
  const sort = table.sort ? ZReportColumnKey.safeParse(table.sort.id) : null;
  const isSortShown = sort?.success === true && columns.some((column) => column.key === sort.data);
  return {
    ...base,
    page: String(table.page),
    size: String(table.size),
    ...(isSortShown ? { sort: sort.data, desc: table.sort?.isDescending ? 'true' : 'false' } : {}),
    ...(table.text ? { text: table.text, textColumns: columns.map((column) => column.key).join(',') } : {}),
  };
};

/** The report: the server pages, sorts and searches; GERAR EXCEL exports the whole report in that order. */
const ServerProcessTable = ({
  query: base,
  firstPage,
  columns,
  ...rest
}: TColumnsProps & { query: TReportGeneralQuery; firstPage: TProcessPageResponse }) => {
  const tableState = useServerTableState(INITIAL_SORTING);
  const query = toReportQuery(base, tableState.query, columns);
  const firstQuery = firstReportPageQuery(base);
  const isFirstQuery = JSON.stringify(query) === JSON.stringify(firstQuery);
  const answer = useQuery({
    queryKey: ['report-page', query],
    queryFn: ({ signal }) => callApi(getReportGeneralCall, { query, signal }),
    // The page GERAR loaded is the answer to the table's first query; later pages keep the old
    // rows on screen until theirs arrive.
    ...(isFirstQuery ? { initialData: firstPage } : {}),
    placeholderData: keepPreviousData,
  });
  const pageAnswer = answer.data ?? firstPage;
  const state = useServerDataTable({
    data: pageAnswer.data,
    rowCount: pageAnswer.page.totalElements,
    columns,
    tableState,
    getRowId: (process) => String(process.id),
  });
  return (
    <ProcessTableShell
      {...rest}
      state={state}
      total={firstPage.page.totalElements}
      isEmpty={pageAnswer.page.totalElements === 0}
      isBusy={answer.isPlaceholderData}
      exportRequest={() => {
        const { page: _page, size: _size, ...report } = query;
        return {
          report: Object.fromEntries(
            Object.entries(report).filter(([, value]) => value !== undefined),
          ) as Record<string, string>,
          columns: columns.map((column) => column.key),
        };
      }}
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
    <ServerProcessTable {...rest} columns={columns} query={source.query} firstPage={source.firstPage} />
  );
};
