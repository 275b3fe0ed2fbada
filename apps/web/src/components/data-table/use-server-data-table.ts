import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type TDataTableState } from './data-table.tsx';
import type { TTableColumn } from './table-search.ts';

/** The search box waits for a pause in typing before it asks the server. */
export const SERVER_SEARCH_DELAY_MS = 300;

/** What the server is asked for: the page, its size, the sort and the search box text. */
export type TServerTableQuery = {
  page: number;
  size: number;
  sort: { id: string; isDescending: boolean } | null;
  text: string;
};

/**
 * Search, sort and page of a table whose rows the server pages (the process list and the report):
 * the page keeps this state, asks the server with {@link TServerTableQuery}, then builds the table
 * with {@link useServerDataTable}.
 */
export const useServerTableState = (initialSorting: SortingState = [], pageSize = DEFAULT_PAGE_SIZE) => {
  const [search, setSearchText] = useState('');
  const [text, setText] = useState('');
  const [sorting, setSortingState] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });

  useEffect(() => {
    const next = search.trim();
    // Only a new text starts over from page 1 (not the first render, nor spaces typed at the end).
    if (next === text) return undefined;
    const timer = setTimeout(() => {
      setText(next);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    }, SERVER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, text]);

  const [first] = sorting;
  const query: TServerTableQuery = {
    page: pagination.pageIndex + 1,
    size: pagination.pageSize,
    sort: first ? { id: first.id, isDescending: first.desc } : null,
    text,
  };
  return {
    search,
    setSearch: setSearchText,
    sorting,
    setSorting: setSortingState,
    pagination,
    setPagination,
    query,
  };
};

export type TServerTableState = ReturnType<typeof useServerTableState>;

type TUseServerDataTableOptions<T extends object> = {
  /** The rows of the current page. */
  data: readonly T[];
  /** How many rows the whole list holds. */
  rowCount: number;
  columns: readonly TTableColumn<T>[];
  tableState: TServerTableState;
  getRowId?: (row: T) => string;
};

const toColumnDef = <T extends object>(column: TTableColumn<T>): ColumnDef<T> => ({
  id: column.id,
  header: column.header,
  // TanStack lets only accessor columns sort; the server does the sorting itself.
  accessorFn: (row) => column.getText(row),
  cell: ({ row }) => (column.render ? column.render(row.original) : column.getText(row.original)),
  enableSorting: column.isSortable !== false,
  // Always ascending first, as in the client-side table.
  sortDescFirst: false,
});

/** A {@link DataTable} state over one page the server answered: sorting and paging ask it again. */
export const useServerDataTable = <T extends object>({
  data,
  rowCount,
  columns,
  tableState,
  getRowId,
}: TUseServerDataTableOptions<T>): TDataTableState<T> => {
  const { sorting, setSorting, pagination, setPagination, search, setSearch } = tableState;
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  // A hidden column's sort would point at nothing: it is ignored until the column comes back.
  const activeSorting = useMemo(
    () => sorting.filter((sort) => columns.some((column) => column.id === sort.id)),
    [sorting, columns],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns a mutable instance by design.
  const table = useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    rowCount,
    state: { sorting: activeSorting, pagination },
    manualPagination: true,
    manualSorting: true,
    onSortingChange: (updater) => {
      setSorting(updater);
      // A new order starts from its first page, as the client-side table does.
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    ...(getRowId ? { getRowId } : {}),
  });
  return { table, search, setSearch };
};
