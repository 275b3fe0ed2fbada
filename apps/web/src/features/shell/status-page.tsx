import type { ReactNode } from 'react';
import styles from './status-page.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

type TStatusPageProps = {
  code?: string;
  title: string;
  children?: ReactNode;
  testId?: string;
};

/** Full-page message outside the shell (not found, unexpected error). */
export const StatusPage = ({ code, title, children, testId }: TStatusPageProps) => (
  <main className={styles.page} data-testid={testId}>
    <PageTitle parts={[title]} />
    <div className={styles.card}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  </main>
);
