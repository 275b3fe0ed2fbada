import type { ReactNode } from 'react';
import page from '../../components/filter-page/filter-page.module.css';
import styles from './calendar-page.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

type TPageHeaderProps = { title: string; breadcrumb?: readonly string[]; children?: ReactNode };

/** Title, optional breadcrumb and subtitle; also the browser tab title. */
export const PageHeader = ({ title, breadcrumb, children }: TPageHeaderProps) => (
  <header className={page.pageHeader}>
    <PageTitle parts={[title]} />
    {breadcrumb && (
      <nav className={styles.breadcrumb} aria-label="Trilha de navegação">
        <ol>
          {breadcrumb.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ol>
      </nav>
    )}
    <h1 className={page.title}>{title}</h1>
    {children}
  </header>
);
