import type { ReactNode } from 'react';
import styles from './analytics.module.css';

type TBlockCardProps = {
  /** Prefix of the heading's id; also the block's test id. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the heading's right. */
  actions?: ReactNode;
  isLoading?: boolean;
  className?: string;
  children: ReactNode;
};

/** One block of the screen: a titled panel, announced busy while its load runs. */
export const BlockCard = ({
  id,
  title,
  subtitle,
  actions,
  isLoading = false,
  className,
  children,
}: TBlockCardProps) => (
  <section
    className={[styles.block, className ?? ''].filter(Boolean).join(' ')}
    aria-labelledby={`${id}-title`}
    aria-busy={isLoading}
    data-testid={id}
  >
    <header className={styles.blockHeader}>
      <div className={styles.blockHeading}>
        <h2 id={`${id}-title`} className={styles.blockTitle}>
          {title}
        </h2>
        {subtitle && <p className={styles.blockSubtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.blockActions}>{actions}</div>}
    </header>
    {children}
  </section>
);

/** Grey bars where figures will show (one per expected line). */
export const SkeletonLines = ({ count, label = 'Carregando' }: { count: number; label?: string }) => (
  <div className={styles.skeletonLines} role="status" aria-label={label}>
    {Array.from({ length: count }, (_, index) => (
      <span key={index} className={styles.skeletonLine} />
    ))}
  </div>
);
