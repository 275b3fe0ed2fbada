import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CloseIcon } from '../../components/icon/icons.tsx';
import type { TProcessModalTab } from '../../hooks/use-process-modal.ts';
import { processQueryOptions } from './api/get-process.ts';
import { ProcessDetailView } from './process-detail-view.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './process-detail-modal.module.css';
import { useLoadFailureToast } from './use-load-failure-toast.ts';

type TProcessDetailModalProps = {
  processId: number;
  /** The tab in the address (null: the first one); absent outside the host. */
  tab?: TProcessModalTab | null;
  /** A tab chosen by the user: the host writes it into the address. */
  onTabChange?: (tab: TProcessModalTab) => void;
  onClose: () => void;
};

/** The process detail modal (spec part 1 §2): Escape, the X or a load failure close it. */
export const ProcessDetailModal = ({
  processId,
  tab = null,
  onTabChange,
  onClose,
}: TProcessDetailModalProps) => {
  const processQuery = useQuery(processQueryOptions(processId));
  useLoadFailureToast(processQuery.error, 'detail');

  const isFailed = processQuery.isError;
  // Without a process there is nothing to show.
  useEffect(() => {
    if (isFailed) onClose();
  }, [isFailed, onClose]);
  if (isFailed) return null;

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={styles.content} aria-describedby={undefined} data-testid="process-modal">
          {processQuery.data ? (
            <ProcessDetailView process={processQuery.data} tab={tab} onTabChange={onTabChange} />
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
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
