import { useMemo } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import type { TReportColumnKey } from '@pc/contract/report-columns';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { toProcessColumns } from '../../components/process-columns/process-columns.tsx';
import { useProcessTable } from '../../components/process-columns/use-process-table.ts';
import styles from '../../components/filter-page/filter-page.module.css';

/** The list's columns: catalogue keys, so the spreadsheet carries the same headers as the screen. */
export const PROCESS_LIST_COLUMN_KEYS: readonly TReportColumnKey[] = [
  'reference',
  'step',
  'company',
  'exporter',
  'customerRef',
  'invoice',
  'status',
  'wayOfTransport',
  'datesETD',
  'datesETA',
  'datesEstimatedCustomerDeliverDate',
];

export const EMPTY_LIST_TEXT = 'Nenhum Processo de Importação foi encontrado de acordo com o filtro atual.';

type TProcessesResultsProps = {
  processes: readonly TProcessResponse[];
  /** The header-search text when the list came from there. */
  searchText?: string | undefined;
};

/** Count, GERAR EXCEL and the table; keyed by the page per result, so search and page start over. */
export const ProcessesResults = ({ processes, searchText }: TProcessesResultsProps) => {
  const columns = useMemo(() => toProcessColumns(PROCESS_LIST_COLUMN_KEYS), []);
  const { state, openProcess, exportShown, isExporting, shownCount } = useProcessTable({
    processes,
    columns,
  });

  const toolbar = (
    <>
      <p className={styles.count} data-testid="process-count">
        <strong>{processes.length.toLocaleString('pt-BR')}</strong>{' '}
        {processes.length === 1 ? 'processo' : 'processos'}
        {searchText && <span className={styles.searchText}> para “{searchText}”</span>}
      </p>
      {processes.length > 0 && (
        <button
          type="button"
          className={styles.excelButton}
          onClick={exportShown}
          disabled={isExporting || shownCount === 0}
          aria-busy={isExporting}
        >
          {isExporting ? 'GERANDO EXCEL…' : 'GERAR EXCEL'}
        </button>
      )}
    </>
  );

  return (
    <DataTable
      state={state}
      label="Processos de importação"
      emptyText={EMPTY_LIST_TEXT}
      onRowClick={(process) => openProcess(process.id)}
      toolbar={toolbar}
      scrollHint="Arraste para o lado para ver mais colunas"
    />
  );
};
