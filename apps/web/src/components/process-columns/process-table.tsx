import { useMemo, type ReactNode } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import type { TReportColumnKey } from '@pc/contract/report-columns';
import { DataTable, getOrderedRows, useDataTable } from '../data-table/data-table.tsx';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { useReportExport } from '../../hooks/use-report-export.ts';
import page from '../filter-page/filter-page.module.css';
import { toProcessColumns } from './process-columns.tsx';

export const EMPTY_PROCESSES_TEXT =
  'Nenhum Processo de Importação foi encontrado de acordo com o filtro atual.';

type TProcessTableProps = {
  processes: readonly TProcessResponse[];
  /** Catalogue keys in screen order; keep the array stable (the search index is cached per column set). */
  columnKeys: readonly TReportColumnKey[];
  /** Accessible name of the table. */
  label: string;
  /** The header-search text when the list came from there. */
  searchText?: string | undefined;
  /** Further toolbar controls after GERAR EXCEL. */
  actions?: ReactNode;
};

/**
 * The process table of the list and the report: the count, GERAR EXCEL, sorted by step, and a row
 * opens the detail modal. GERAR EXCEL exports exactly the rows (after search and sort) and columns
 * on screen.
 */
export const ProcessTable = ({ processes, columnKeys, label, searchText, actions }: TProcessTableProps) => {
  const columns = useMemo(() => toProcessColumns(columnKeys), [columnKeys]);
  const state = useDataTable({
    data: processes,
    columns,
    // docs/decisions.md: the server answers newest first; the screens sort by step.
    initialSorting: [{ id: 'step', desc: false }],
    getRowId: (process) => String(process.id),
  });
  const { openProcess } = useProcessModal();
  const { exportRows, isExporting } = useReportExport();

  const exportShown = () => {
    const ids = getOrderedRows(state.table).map((process) => process.id);
    exportRows({ ids, columns: columns.map((column) => column.key) });
  };

  const toolbar = (
    <>
      <p className={page.count} data-testid="process-count">
        <strong>{processes.length.toLocaleString('pt-BR')}</strong>{' '}
        {processes.length === 1 ? 'processo' : 'processos'}
        {searchText && <span className={page.searchText}> para “{searchText}”</span>}
      </p>
      {processes.length > 0 && (
        <button
          type="button"
          className={page.excelButton}
          onClick={exportShown}
          disabled={isExporting || state.table.getRowCount() === 0}
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
    />
  );
};
