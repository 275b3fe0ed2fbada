import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import type { TConfirmation } from './admin-confirmations.ts';

/** The confirmation a change waits for, and the change itself once confirmed. */
type TAsked = { question: TConfirmation; run: () => void };

/**
 * A consequential action waits for its confirmation: ask() opens the question, the dialog (to be
 * rendered by the caller) runs the action on confirm or drops it on cancel. One question at a time.
 */
export const useConfirmation = () => {
  const [asked, setAsked] = useState<TAsked | null>(null);
  const dialog = (
    <ConfirmDialog
      isOpen={asked !== null}
      title={asked?.question.title ?? ''}
      message={asked?.question.message ?? ''}
      confirmLabel={asked?.question.confirmLabel ?? 'Confirmar'}
      onConfirm={() => {
        asked?.run();
        setAsked(null);
      }}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: (question: TConfirmation, run: () => void) => setAsked({ question, run }), dialog };
};
