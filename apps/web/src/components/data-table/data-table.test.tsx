import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  PAGE_SIZE_OPTIONS,
  getOrderedRows,
  useDataTable,
  type TDataTableState,
} from './data-table.tsx';
import { filterRows, type TTableColumn } from './table-search.ts';

type TRow = { id: number; name: string; city: string; day: string | null };

const COLUMNS: TTableColumn<TRow>[] = [
  { id: 'name', header: 'Nome', getText: (row) => row.name },
  { id: 'city', header: 'Cidade', getText: (row) => row.city },
  {
    id: 'day',
    header: 'Dia',
    getText: (row) => (row.day ? row.day.split('-').reverse().join('/') : 'N/I'),
    getSortValue: (row) => row.day,
  },
];

const makeRows = (count: number): TRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Processo ${index + 1}`,
    city: index % 2 === 0 ? 'São Paulo' : 'Itajaí',
    day: index % 3 === 0 ? null : `2025-01-${String((index % 28) + 1).padStart(2, '0')}`,
  }));

let latest: TDataTableState<TRow> | null = null;
const capture = (state: TDataTableState<TRow>) => {
  latest = state;
};
const orderedIds = (): number[] => {
  if (!latest) throw new Error('table not rendered');
  return getOrderedRows(latest.table).map((row) => row.id);
};
const orderedNames = (): string[] => {
  if (!latest) throw new Error('table not rendered');
  return getOrderedRows(latest.table).map((row) => row.name);
};

const Harness = ({ rows, onRowClick }: { rows: TRow[]; onRowClick?: (row: TRow) => void }) => {
  const state = useDataTable({ data: rows, columns: COLUMNS, getRowId: (row) => String(row.id) });
  capture(state);
  return (
    <DataTable
      state={state}
      label="Teste"
      emptyText="Nenhum Processo de Importação foi encontrado de acordo com o filtro atual."
      {...(onRowClick ? { onRowClick } : {})}
    />
  );
};

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const bodyRow = (index: number): HTMLElement => {
  const row = bodyRows()[index];
  if (!row) throw new Error(`no row ${index}`);
  return row;
};

describe('filterRows', () => {
  it('matches any column’s displayed text, ignoring case and accents', () => {
    const rows = makeRows(6);
    expect(filterRows(rows, COLUMNS, 'SAO PAULO')).toHaveLength(3);
    expect(filterRows(rows, COLUMNS, 'itajaí').map((row) => row.id)).toEqual([2, 4, 6]);
    expect(filterRows(rows, COLUMNS, '02/01/2025').map((row) => row.id)).toEqual([2]);
    expect(filterRows(rows, COLUMNS, '   ')).toHaveLength(6);
    expect(filterRows(rows, COLUMNS, 'nada disso')).toHaveLength(0);
  });
});

describe('DataTable', () => {
  it('shows 15 rows per page with the spec’s page sizes and pages forward', () => {
    render(<Harness rows={makeRows(40)} />);
    expect(bodyRows()).toHaveLength(15);
    expect(screen.getByText('1–15 de 40')).toBeTruthy();
    const select = screen.getByLabelText('Itens por página');
    expect(select).toHaveProperty('value', '15');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => Number(option.textContent)),
    ).toEqual([10, 15, 20, 30, 40, 50, 100]);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40, 50, 100]);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('16–30 de 40')).toBeTruthy();
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    fireEvent.change(select, { target: { value: '50' } });
    expect(bodyRows()).toHaveLength(40);
  });

  it('searches case-insensitively and shows the empty text', () => {
    render(<Harness rows={makeRows(40)} />);
    const search = screen.getByLabelText('Pesquisar na tabela');
    fireEvent.change(search, { target: { value: 'processo 3' } });
    // Processo 3 and Processo 30–39.
    expect(screen.getByText('1–11 de 11')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(
      screen.getByText('Nenhum Processo de Importação foi encontrado de acordo com o filtro atual.'),
    ).toBeTruthy();
  });

  it('sorts by a header click (arrows and aria-sort), missing values last, and exposes screen order', () => {
    render(<Harness rows={makeRows(6)} />);
    const dayHeader = screen.getByRole('columnheader', { name: /Dia/ });
    fireEvent.click(within(dayHeader).getByRole('button'));
    expect(dayHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(dayHeader.textContent).toContain('▲');
    expect(orderedIds()).toEqual([2, 3, 5, 6, 1, 4]);
    fireEvent.click(within(dayHeader).getByRole('button'));
    expect(dayHeader.getAttribute('aria-sort')).toBe('descending');
    expect(orderedIds()).toEqual([6, 5, 3, 2, 1, 4]);
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(within(bodyRow(0)).getByText('Processo 1')).toBeTruthy();
  });

  it('sorts text numerically ("Processo 2" before "Processo 10")', () => {
    render(<Harness rows={makeRows(12)} />);
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Nome/ })).getByRole('button'));
    const names = orderedNames();
    expect(names.slice(0, 3)).toEqual(['Processo 1', 'Processo 2', 'Processo 3']);
  });

  it('calls onRowClick on click and on Enter', () => {
    const onRowClick = vi.fn();
    render(<Harness rows={makeRows(3)} onRowClick={onRowClick} />);
    fireEvent.click(bodyRow(1));
    fireEvent.keyDown(bodyRow(2), { key: 'Enter' });
    expect(onRowClick.mock.calls.map(([row]) => (row as TRow).id)).toEqual([2, 3]);
  });

  it('shows a column that does not sort as a plain header, and takes its own search label and page sizes', () => {
    const columns = COLUMNS.map((column) =>
      column.id === 'city' ? { ...column, isSortable: false } : column,
    );
    const Plain = () => {
      const state = useDataTable({ data: makeRows(3), columns });
      return (
        <DataTable
          state={state}
          label="Teste"
          emptyText="Nada."
          searchLabel="Buscar por nome"
          pageSizeChoices={[10, 25]}
        />
      );
    };
    render(<Plain />);
    const city = screen.getByRole('columnheader', { name: 'Cidade' });
    expect(within(city).queryByRole('button')).toBeNull();
    expect(city.getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: /Nome/ })).getByRole('button')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome' }).getAttribute('placeholder')).toBe(
      'Buscar por nome',
    );
    const sizes = within(screen.getByRole('combobox', { name: /Itens por página/ })).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '25']);
  });
});
