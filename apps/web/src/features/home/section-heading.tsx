import type { ReactNode } from 'react';
import { InfoTooltip } from '../../components/tooltip/info-tooltip.tsx';
import styles from './home.module.css';

type TSectionHeadingProps = { id: string; title: string; definition?: string; children?: ReactNode };

/** A section title with its optional definition tooltip and a note under it. */
export const SectionHeading = ({ id, title, definition, children }: TSectionHeadingProps) => (
  <header className={styles.sectionHeader}>
    <span className={styles.sectionTitleRow}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {definition && <InfoTooltip label={title} text={definition} />}
    </span>
    {children && <p className={styles.sectionNote}>{children}</p>}
  </header>
);
