import * as Popover from '@radix-ui/react-popover';
import type { TFreightQuotation } from '@pc/contract/quotation';
import { approvalDisplay } from './process-labels.ts';
import styles from './quotations.module.css';

/** 'Aprovado', 'Reprovado', a 'Justificativa' link showing the reason, or nothing (spec §4). */
export const QuotationApproval = ({ quotation }: { quotation: TFreightQuotation }) => {
  const display = approvalDisplay(quotation);
  switch (display.kind) {
    case 'none':
      return null;
    case 'approved':
      return <span className={styles.approved}>{display.label}</span>;
    case 'rejected':
      return <span className={styles.rejected}>{display.label}</span>;
    case 'justification':
      return (
        <Popover.Root>
          <Popover.Trigger className={styles.justification}>{display.label}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className={styles.popover} sideOffset={6} collisionPadding={12}>
              <p className={styles.popoverTitle}>Justificativa</p>
              <p>{display.reason}</p>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      );
  }
};
