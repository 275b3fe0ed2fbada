import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../../components/dialog/dialog-content.tsx';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/icon/icons.tsx';
import { formatBRL, formatNumber } from '../../../lib/format.ts';
import dialog from '../../../components/dialog/dialog.module.css';
import styles from './day-modal.module.css';

/** '1 lançamento', '7 lançamentos'. */
export const entryCountText = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'lançamento' : 'lançamentos'}`;

type TDayModalProps<T extends { key: string }> = {
  /** yyyy-MM-dd of the open day, or null when closed. */
  dayKey: string | null;
  entries: readonly T[];
  renderCard: (entry: T) => ReactNode;
  /** Financial calendars show the day total. */
  total?: number;
  onClose: () => void;
};

/** 'Dia: DD / N lançamentos' with every item of the day; Escape, a backdrop click or X close it. */
export const DayModal = <T extends { key: string }>({
  dayKey,
  entries,
  renderCard,
  total,
  onClose,
}: TDayModalProps<T>) => (
  <Dialog.Root open={dayKey !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} data-testid="day-modal-overlay" />
      <DialogContent className={`${dialog.content} ${styles.content}`} aria-describedby={undefined}>
        <div className={dialog.titleRow}>
          <Dialog.Title className={dialog.title}>
            {`Dia: ${dayKey?.slice(8, 10) ?? ''} / ${entryCountText(entries.length)}`}
          </Dialog.Title>
          <Dialog.Close
            className={`${dialog.close} ${dialog.closeRound} ${styles.close}`}
            aria-label="Fechar"
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        {total !== undefined && (
          <p className={styles.total}>
            Total do dia: <strong>{formatBRL(total)}</strong>
          </p>
        )}
        <ul className={styles.cards}>{entries.map((entry) => renderCard(entry))}</ul>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
