import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { EyeIcon, EyeOffIcon } from '../../components/icon/icons.tsx';
import { usePresentationMode } from '../../hooks/use-presentation-mode.ts';
import styles from './header.module.css';

export const LEAVE_PRESENTATION_QUESTION = 'Tem certeza que deseja sair do modo de apresentação?';

/**
 * The eye button (spec part 1 §2 Shell): only for the provider's internal users. Turning the
 * mode on needs no confirmation; turning it off asks first.
 */
export const PresentationToggle = () => {
  const { isPresentationMode, canUsePresentationMode, setPresentationMode } = usePresentationMode();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  if (!canUsePresentationMode) return null;

  const handleClick = () => {
    if (!isPresentationMode) return setPresentationMode(true);
    setIsConfirmOpen(true);
  };

  const label = isPresentationMode ? 'Sair do modo de apresentação' : 'Ativar modo de apresentação';

  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${isPresentationMode ? styles.iconButtonActive : ''}`}
        onClick={handleClick}
        aria-label={label}
        aria-pressed={isPresentationMode}
        title={label}
        data-testid="presentation-toggle"
      >
        {isPresentationMode ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title="Modo de apresentação"
        message={LEAVE_PRESENTATION_QUESTION}
        confirmLabel="Sim, sair"
        cancelLabel="Cancelar"
        onConfirm={() => {
          setPresentationMode(false);
          setIsConfirmOpen(false);
        }}
        onCancel={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
