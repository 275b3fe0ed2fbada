import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { ProcessDetailView } from './process-detail-view.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './process-detail-modal.module.css';
import { useProcessDetailQuery } from './process-queries.ts';

type TProcessDetailModalProps = {
  processId: number;
  onClose: () => void;
};

/** The process detail modal (spec part 1 §2): Escape, the X or a load failure close it. */
export const ProcessDetailModal = ({ processId, onClose }: TProcessDetailModalProps) => {
  const processQuery = useProcessDetailQuery(processId);

  const isFailed = processQuery.isError;
  // The failure toast is shown by the query hook; without a process there is nothing to show.
  useEffect(() => {
    if (isFailed) onClose();
  }, [isFailed, onClose]);
  if (isFailed) return null;

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined} data-testid="process-modal">
          {processQuery.data ? (
            <ProcessDetailView process={processQuery.data} />
          ) : (
            <>
              <div className={styles.loadingHeader}>
                <Dialog.Close className={styles.iconButton} aria-label="Fechar">
                  <CloseIcon size={20} />
                </Dialog.Close>
              </div>
              <div className={styles.loading} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                <Dialog.Title>Carregando processo</Dialog.Title>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
