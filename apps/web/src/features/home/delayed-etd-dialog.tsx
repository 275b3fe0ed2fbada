import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataTable } from '../../components/data-table/data-table.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { processesByIdsQueryOptions } from './api/get-processes-by-ids.ts';
import { DELAYED_ETD_COLUMNS } from './delayed-etd-columns.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { DialogHeader } from './dialog-header.tsx';
import styles from './dialogs.module.css';
import { searchFailedMessage } from '../../lib/process-search.ts';

type TDelayedEtdDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  ids: readonly number[];
  periodText: string;
};

export const DELAYED_ETD_EMPTY_TEXT = 'Nenhum processo com ETD atrasado no período.';

const DelayedEtdTable = ({ ids }: { ids: readonly number[] }) => {
  const processes = useQuery(processesByIdsQueryOptions(ids));
  const state = useDataTable({
    data: processes.data ?? [],
    columns: DELAYED_ETD_COLUMNS,
    initialSorting: [{ id: 'datesETD', desc: false }],
    getRowId: (process) => String(process.id),
  });
  const { openProcess } = useProcessModal();
  return (
    <div className={styles.tableBox}>
      <LoadingOverlay isVisible={processes.isLoading} variant="container" label="Carregando processos" />
      {processes.isError ? (
        <p className={styles.error} role="alert">
          {searchFailedMessage(processes.error)}
        </p>
      ) : (
        <DataTable
          state={state}
          label="Processos com ETD atrasado"
          emptyText={processes.isLoading ? 'Carregando…' : DELAYED_ETD_EMPTY_TEXT}
          // The ETD list stays open under the process modal, so the user can go through the rows.
          onRowClick={(process) => openProcess(process.id)}
        />
      )}
    </div>
  );
};

/** Spec part 1 §2: the full-width table of the processes behind the 'ETD Atrasados' card. */
export const DelayedEtdDialog = ({ isOpen, onOpenChange, ids, periodText }: TDelayedEtdDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${styles.content} ${styles.wide}`}>
        <DialogHeader title="ETD Atrasados">
          Processos com ETD mais de 7 dias depois do ETD inicial, de {periodText}.
        </DialogHeader>
        {isOpen && <DelayedEtdTable ids={ids} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
