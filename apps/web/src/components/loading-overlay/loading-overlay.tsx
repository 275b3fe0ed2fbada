import type { ReactNode } from 'react';
import styles from './loading-overlay.module.css';

type TLoadingOverlayProps = {
  isVisible: boolean;
  /** Shown under the spinner and announced, e.g. 'Importando Dados' (spec part 2 §7). */
  label?: string;
  /** 'screen' blocks the whole page; 'container' covers the nearest positioned parent. */
  variant?: 'screen' | 'container';
  /** More text under the label (e.g. how long it may take, the progress). */
  detail?: ReactNode;
};

/** Blocks interaction while a long request runs. */
export const LoadingOverlay = ({
  isVisible,
  label = 'Carregando',
  variant = 'screen',
  detail,
}: TLoadingOverlayProps) => {
  if (!isVisible) return null;
  return (
    <div
      className={`${styles.overlay} ${variant === 'screen' ? styles.screen : styles.container}`}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <div className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
        {detail !== undefined && <div className={styles.detail}>{detail}</div>}
      </div>
    </div>
  );
};
