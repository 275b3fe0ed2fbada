import { useMemo, useState } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { toProcessColumns } from '../../components/process-columns/process-columns.tsx';
import { useProcessTable } from '../../components/process-columns/use-process-table.ts';
import { ColumnManagerDrawer } from './column-manager-drawer.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import styles from './report-page.module.css';
import { useColumnState } from './use-column-state.ts';

export const EMPTY_REPORT_TEXT = 'Nenhum Processo de Importação foi encontrado de acordo com o filtro atual.';

type TReportResultsProps = { processes: readonly TProcessResponse[] };

/** Count, GERAR EXCEL, the column manager and the table; keyed per result by the page. */
export const ReportResults = ({ processes }: TReportResultsProps) => {
  const [columnState, setColumnState] = useColumnState();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const columns = useMemo(() => toProcessColumns(columnState.active), [columnState.active]);
  const { state, openProcess, exportShown, isExporting, shownCount } = useProcessTable({
    processes,
    columns,
  });

  const toolbar = (
    <>
      <p className={page.count} data-testid="process-count">
        <strong>{processes.length.toLocaleString('pt-BR')}</strong>{' '}
        {processes.length === 1 ? 'processo' : 'processos'}
      </p>
      {processes.length > 0 && (
        <button
          type="button"
          className={page.excelButton}
          onClick={exportShown}
          disabled={isExporting || shownCount === 0}
          aria-busy={isExporting}
        >
          {isExporting ? 'GERANDO EXCEL…' : 'GERAR EXCEL'}
        </button>
      )}
      <button type="button" className={styles.columnsButton} onClick={() => setDrawerOpen(true)}>
        Colunas
      </button>
    </>
  );

  return (
    <>
      <DataTable
        state={state}
        label="Relatório geral de importação"
        emptyText={EMPTY_REPORT_TEXT}
        onRowClick={(process) => openProcess(process.id)}
        toolbar={toolbar}
        scrollHint="Arraste para o lado para ver mais colunas"
      />
      <ColumnManagerDrawer
        isOpen={isDrawerOpen}
        onOpenChange={setDrawerOpen}
        state={columnState}
        onChange={setColumnState}
      />
    </>
  );
};
