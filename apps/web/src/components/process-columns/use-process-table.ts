import type { TProcessResponse } from '@pc/contract/process';
import { getOrderedRows, useDataTable } from '../data-table/data-table.tsx';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { useReportExport } from '../../hooks/use-report-export.ts';
import type { TProcessColumn } from './process-columns.tsx';

type TUseProcessTableOptions = {
  processes: readonly TProcessResponse[];
  columns: readonly TProcessColumn[];
};

/**
 * The process table of the list and the report: sorted by step, a row opens the detail modal,
 * and GERAR EXCEL exports exactly the rows (after search and sort) and columns on screen.
 */
export const useProcessTable = ({ processes, columns }: TUseProcessTableOptions) => {
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

  return { state, openProcess, exportShown, isExporting, shownCount: state.table.getRowCount() };
};
