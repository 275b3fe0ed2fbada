import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollEdges } from '../../hooks/use-scroll-edges.ts';
import styles from './data-table.module.css';
import { compareValues, filterRows, type TTableColumn } from './table-search.ts';

/** Spec part 1 §9. */
export const DEFAULT_PAGE_SIZE = 15;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;
/** The default 15 is not among the spec's options, yet the selector must be able to show it. */
export const PAGE_SIZE_CHOICES = [...new Set([DEFAULT_PAGE_SIZE, ...PAGE_SIZE_OPTIONS])].toSorted(
  (a, b) => a - b,
);
/** Spec part 1 §2: the scroll hint goes away after 8 s. */
export const SCROLL_HINT_MS = 8000;

type TSortValue = string | number | undefined;

const toColumnDef = <T extends object>(column: TTableColumn<T>): ColumnDef<T, TSortValue> => ({
  id: column.id,
  header: column.header,
  // null → undefined so that `sortUndefined: 'last'` keeps missing values at the end both ways.
  accessorFn: (row) => (column.getSortValue ? column.getSortValue(row) : column.getText(row)) ?? undefined,
  cell: ({ row }) => (column.render ? column.render(row.original) : column.getText(row.original)),
  sortUndefined: 'last',
  enableSorting: column.isSortable !== false,
  // Always ascending first (TanStack would start numbers and blanks descending).
  sortDescFirst: false,
  sortingFn: (a, b, id) => compareValues(a.getValue<string | number>(id), b.getValue<string | number>(id)),
});

type TUseDataTableOptions<T extends object> = {
  data: readonly T[];
  /** Keep the array stable (useMemo): the search index is cached per column array. */
  columns: readonly TTableColumn<T>[];
  initialSorting?: SortingState;
  getRowId?: (row: T) => string;
};

export type TDataTableState<T extends object> = {
  table: Table<T>;
  search: string;
  setSearch: (search: string) => void;
};

/** Search, sort and pagination state of a {@link DataTable}; the page keeps it to read the rows in screen order. */
export const useDataTable = <T extends object>({
  data,
  columns,
  initialSorting = [],
  getRowId,
}: TUseDataTableOptions<T>): TDataTableState<T> => {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const filtered = useMemo(() => filterRows(data, columns, search), [data, columns, search]);
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  // A hidden column's sort would point at nothing: it is ignored until the column comes back.
  const activeSorting = useMemo(
    () => sorting.filter((sort) => columns.some((column) => column.id === sort.id)),
    [sorting, columns],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns a mutable instance by design.
  const table = useReactTable<T>({
    data: filtered,
    columns: columnDefs,
    state: { sorting: activeSorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
    ...(getRowId ? { getRowId } : {}),
  });
  return { table, search, setSearch };
};

/** The rows after search and sort, in screen order, across every page (what an export sends). */
export const getOrderedRows = <T extends object>(table: Table<T>): T[] =>
  table.getSortedRowModel().rows.map((row) => row.original);

type TDataTableProps<T extends object> = {
  state: TDataTableState<T>;
  /** Accessible name of the table. */
  label: string;
  emptyText: string;
  onRowClick?: (row: T) => void;
  /** Left side of the toolbar (e.g. the count). */
  toolbar?: ReactNode;
  /** Shown above the table for {@link SCROLL_HINT_MS} after it first shows rows. */
  scrollHint?: string;
  /** The server is answering another page, sort or search: the rows shown are the previous ones. */
  isBusy?: boolean;
  /** Names the search box (label and placeholder) when it searches something more specific. */
  searchLabel?: string;
  /** The 'Itens por página' options; {@link PAGE_SIZE_CHOICES} unless given. */
  pageSizeChoices?: readonly number[];
  /** False when the screen's own filters do the searching: no search box in the toolbar. */
  isSearchable?: boolean;
  /**
   * On a phone: the table scrolls sideways (default), or each row becomes a card of label and value
   * (cells carry `data-label` and `data-column`, so a screen can place its key fields).
   */
  phoneLayout?: 'scroll' | 'cards';
};

const sortArrow = (direction: false | 'asc' | 'desc'): string =>
  direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕';

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

const formatCount = (value: number): string => value.toLocaleString('pt-BR');

/** The sortable column headers. */
const TableHead = <T extends object>({ table }: { table: Table<T> }) => (
  <thead>
    {table.getHeaderGroups().map((group) => (
      <tr key={group.id}>
        {group.headers.map((header) => {
          const direction = header.column.getIsSorted();
          if (!header.column.getCanSort()) {
            return (
              <th key={header.id} scope="col" className={styles.th}>
                <span className={styles.headerText}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </span>
              </th>
            );
          }
          return (
            <th key={header.id} scope="col" aria-sort={ariaSort(direction)} className={styles.th}>
              <button
                type="button"
                className={styles.sortButton}
                onClick={header.column.getToggleSortingHandler()}
                title="Ordenar"
              >
                {flexRender(header.column.columnDef.header, header.getContext())}
                <span className={direction ? styles.arrowActive : styles.arrow} aria-hidden="true">
                  {sortArrow(direction)}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    ))}
  </thead>
);

type TTableBodyProps<T extends object> = Pick<TDataTableProps<T>, 'emptyText' | 'onRowClick'> & {
  table: Table<T>;
};

/** The page's rows, or the empty text; with onRowClick a row opens by click, Enter or Space. */
const TableBody = <T extends object>({ table, emptyText, onRowClick }: TTableBodyProps<T>) => {
  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };

  return (
    <tbody>
      {table.getRowCount() === 0 && (
        <tr>
          <td className={styles.empty} colSpan={table.getVisibleLeafColumns().length}>
            {emptyText}
          </td>
        </tr>
      )}
      {table.getRowModel().rows.map((row) => (
        <tr
          key={row.id}
          className={onRowClick ? styles.clickableRow : styles.row}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? () => onRowClick(row.original) : undefined}
          onKeyDown={onRowClick ? (event) => handleRowKeyDown(event, row.original) : undefined}
        >
          {row.getVisibleCells().map((cell) => (
            <td
              key={cell.id}
              className={styles.td}
              data-column={cell.column.id}
              data-label={
                typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined
              }
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
};

/** Items per page, the range shown and the page buttons. */
const TablePagination = <T extends object>({
  table,
  pageSizeId,
  pageSizeChoices,
}: {
  table: Table<T>;
  pageSizeId: string;
  pageSizeChoices: readonly number[];
}) => {
  const rowCount = table.getRowCount();
  const { pageIndex, pageSize } = table.getState().pagination;
  const firstShown = rowCount > 0 ? pageIndex * pageSize + 1 : 0;
  const lastShown = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const pageCount = Math.max(1, table.getPageCount());

  return (
    <div className={styles.pagination}>
      <label className={styles.pageSize} htmlFor={pageSizeId}>
        Itens por página
        <select
          id={pageSizeId}
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
        >
          {pageSizeChoices.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.range} aria-live="polite">
        {firstShown}–{lastShown} de {formatCount(rowCount)}
      </p>
      <div className={styles.pageButtons}>
        <button
          type="button"
          onClick={() => table.firstPage()}
          disabled={!table.getCanPreviousPage()}
          aria-label="Primeira página"
        >
          «
        </button>
        <button
          type="button"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
          aria-label="Página anterior"
        >
          ‹
        </button>
        <span className={styles.pageNumber}>
          Página {pageIndex + 1} de {pageCount}
        </span>
        <button
          type="button"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
          aria-label="Próxima página"
        >
          ›
        </button>
        <button
          type="button"
          onClick={() => table.lastPage()}
          disabled={!table.getCanNextPage()}
          aria-label="Última página"
        >
          »
        </button>
      </div>
    </div>
  );
};

/** A table with a global search, sortable headers and pagination (pt-BR). Paginated, so it stays fast with any row count. */
export const DataTable = <T extends object>({
  state,
  label,
  emptyText,
  onRowClick,
  toolbar,
  scrollHint,
  isBusy = false,
  searchLabel,
  pageSizeChoices = PAGE_SIZE_CHOICES,
  isSearchable = true,
  phoneLayout = 'scroll',
}: TDataTableProps<T>) => {
  const { table, search, setSearch } = state;
  const searchId = useId();
  const pageSizeId = useId();
  const rowCount = table.getRowCount();
  const hasRows = rowCount > 0;
  const [isHintVisible, setHintVisible] = useState(true);
  // Marks whether the table is wider than its box: the scroll hint shows only when it is.
  const scrollerRef = useScrollEdges<HTMLDivElement>();

  useEffect(() => {
    const timer = setTimeout(() => setHintVisible(false), SCROLL_HINT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className={phoneLayout === 'cards' ? `${styles.wrapper} ${styles.cardsOnPhone}` : styles.wrapper}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>{toolbar}</div>
        {isSearchable && (
          <label className={styles.searchLabel} htmlFor={searchId}>
            <span className="visually-hidden">{searchLabel ?? 'Pesquisar na tabela'}</span>
            <input
              id={searchId}
              type="search"
              className={styles.search}
              placeholder={searchLabel ?? 'Pesquisar'}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        )}
      </div>
      {scrollHint && isHintVisible && hasRows && (
        <p className={styles.hint} role="note">
          <span aria-hidden="true">↔</span> {scrollHint}
        </p>
      )}
      {/* Rows that take focus scroll the table into view; without them the scroller itself must take
          focus, or a keyboard cannot reach the columns off screen on a phone (WCAG 2.1.1). */}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        {...(onRowClick ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        <table
          className={isBusy ? `${styles.table} ${styles.busy}` : styles.table}
          aria-label={label}
          aria-rowcount={rowCount + 1}
          aria-busy={isBusy}
        >
          <TableHead table={table} />
          <TableBody table={table} emptyText={emptyText} onRowClick={onRowClick} />
        </table>
      </div>
      <TablePagination table={table} pageSizeId={pageSizeId} pageSizeChoices={pageSizeChoices} />
    </div>
  );
};
