import { useId, useState, type ReactNode } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import styles from './calendar-page.module.css';
import { CalendarTooltipProvider } from './grid/calendar-tooltip.tsx';
import { PageHeader } from './page-header.tsx';
import { PeriodNav } from './period-nav.tsx';
import type { TCalendarPeriod } from './use-calendar-period.ts';

type TCalendarFrameProps = {
  title: string;
  breadcrumb?: readonly string[];
  subtitle?: string;
  sectionTitle?: string;
  period: TCalendarPeriod;
  /** The menus and the company choice, before Limpar filtros and Atualizar. */
  filters: ReactNode;
  onClearFilters: () => void;
  onRefresh: () => void;
  /** The export buttons, at the toolbar's end. */
  exports?: ReactNode;
  isFetching: boolean;
  /** The legend and the board, under the period navigation. */
  children: ReactNode;
  /** The dialogs (export), outside the panel. */
  dialogs?: ReactNode;
};

/**
 * What the three calendar screens share: header, toolbar, period navigation and loading overlay.
 * On a phone the toolbar folds behind 'Filtros e opções', so the month is on the first screen.
 */
export const CalendarFrame = ({
  title,
  breadcrumb,
  subtitle,
  sectionTitle,
  period,
  filters,
  onClearFilters,
  onRefresh,
  exports,
  isFetching,
  children,
  dialogs,
}: TCalendarFrameProps) => {
  const toolbarId = useId();
  const [isToolbarOpen, setIsToolbarOpen] = useState(false);
  return (
    <CalendarTooltipProvider>
      <section className={page.page} aria-label={title}>
        <PageHeader title={title} breadcrumb={breadcrumb}>
          {subtitle && <p className={page.subtitle}>{subtitle}</p>}
        </PageHeader>
        <div className={styles.panel}>
          {sectionTitle && <h2 className={styles.sectionTitle}>{sectionTitle}</h2>}
          <button
            type="button"
            className={styles.toolbarToggle}
            aria-expanded={isToolbarOpen}
            aria-controls={toolbarId}
            onClick={() => setIsToolbarOpen((isOpen) => !isOpen)}
          >
            Filtros e opções
          </button>
          <div id={toolbarId} className={styles.toolbar} data-open={isToolbarOpen}>
            {filters}
            <button type="button" className={styles.secondaryButton} onClick={onClearFilters}>
              Limpar filtros
            </button>
            <button type="button" className={styles.secondaryButton} onClick={onRefresh}>
              Atualizar
            </button>
            {exports && <div className={styles.toolbarEnd}>{exports}</div>}
          </div>
          <div className={styles.periodRow}>
            <PeriodNav period={period} />
          </div>
          {children}
          <LoadingOverlay isVisible={isFetching} variant="container" label="Carregando calendário" />
        </div>
        {dialogs}
      </section>
    </CalendarTooltipProvider>
  );
};
