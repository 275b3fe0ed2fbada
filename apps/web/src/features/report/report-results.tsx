import { useState } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import { ProcessTable } from '../../components/process-columns/process-table.tsx';
import { ColumnManagerDrawer } from './column-manager-drawer.tsx';
import styles from './report-page.module.css';
import { useColumnState } from './use-column-state.ts';

type TReportResultsProps = { processes: readonly TProcessResponse[] };

/** Count, GERAR EXCEL, the column manager and the table; keyed per result by the page. */
export const ReportResults = ({ processes }: TReportResultsProps) => {
  const [columnState, setColumnState] = useColumnState();
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  return (
    <>
      <ProcessTable
        processes={processes}
        columnKeys={columnState.active}
        label="Relatório geral de importação"
        actions={
          <button type="button" className={styles.columnsButton} onClick={() => setDrawerOpen(true)}>
            Colunas
          </button>
        }
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
