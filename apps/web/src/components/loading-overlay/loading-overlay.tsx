import styles from './loading-overlay.module.css';

type TLoadingOverlayProps = {
  isVisible: boolean;
  /** Shown under the spinner and announced, e.g. 'Importando Dados' (spec part 2 §7). */
  label?: string;
  /** 'screen' blocks the whole page; 'container' covers the nearest positioned parent. */
  variant?: 'screen' | 'container';
};

/** Blocks interaction while a long request runs. */
export const LoadingOverlay = ({
  isVisible,
  label = 'Carregando',
  variant = 'screen',
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
      </div>
    </div>
  );
};
