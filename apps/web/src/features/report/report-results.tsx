import { useState } from 'react';
import { ProcessTable } from '../../components/process-columns/process-table.tsx';
import type { TProcessSource } from '../../lib/process-source.ts';
import { ColumnManagerDrawer } from './column-manager-drawer.tsx';
import styles from './report-page.module.css';
import { useColumnState } from './use-column-state.ts';

type TReportResultsProps = { source: TProcessSource };

/** Count, GERAR EXCEL, the column manager and the table; keyed per result by the page. */
export const ReportResults = ({ source }: TReportResultsProps) => {
  const [columnState, setColumnState] = useColumnState();
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  return (
    <>
      <ProcessTable
        source={source}
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
