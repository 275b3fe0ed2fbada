import { useMemo, useState } from 'react';
import type { TCompany } from '@pc/contract/company';
import { formatDate } from '../../../lib/format.ts';
import { usePortalBranding } from '../../../lib/portal-branding.ts';
import { CalendarFrame } from '../calendar-frame.tsx';
import styles from '../calendar-page.module.css';
import { FiltersMenu } from '../filters-menu.tsx';
import { ScopeControls } from '../scope-controls.tsx';
import type { TCalendarPeriod } from '../use-calendar-period.ts';
import type { TCalendarScope } from '../use-calendar-scope.ts';
import { CashBoard } from './cash-board.tsx';
import {
  DEFAULT_CASH_FILTERS,
  filterCashEntries,
  type TCashEntry,
  type TCashFilters,
} from './cash-entries.ts';
import { cashFilterGroups } from './cash-filter-groups.ts';
import { ExportDialog, type TExportKind } from './export-dialog.tsx';

type TCashCalendarFrameProps = {
  title: string;
  period: TCalendarPeriod;
  /** Every entry of the period; the Tipo / Status filters apply here. */
  entries: readonly TCashEntry[];
  isFetching: boolean;
  onRefresh: () => void;
  /**
   * The new calendar's Exibição and company choice (also offered by its export). Without it (the
   * older calendar) the cards show the customer reference and the export takes every company.
   */
  scope?: TCalendarScope;
  /** The companies the exports cover. */
  companies: readonly TCompany[];
  /** The companies GERAR TXT offers; without them there is no GERAR TXT. */
  txtCompanies?: readonly TCompany[];
};

/** What both financial calendars share: Tipo / Status filters, the exports and the cash board. */
export const CashCalendarFrame = ({
  title,
  period,
  entries,
  isFetching,
  onRefresh,
  scope,
  companies,
  txtCompanies,
}: TCashCalendarFrameProps) => {
  const { portalName } = usePortalBranding();
  const [filters, setFilters] = useState<TCashFilters>(DEFAULT_CASH_FILTERS);
  const [exportKind, setExportKind] = useState<TExportKind | null>(null);
  const shown = useMemo(() => filterCashEntries(entries, filters), [entries, filters]);

  return (
    <CalendarFrame
      title={title}
      breadcrumb={[portalName, 'Calendário Financeiro']}
      period={period}
      filters={
        <>
          <FiltersMenu
            view={period.view}
            onViewChange={period.setView}
            groups={cashFilterGroups(filters, (patch) => setFilters((current) => ({ ...current, ...patch })))}
          />
          {scope && <ScopeControls scope={scope} companyLabel="SELECIONAR EMPRESA(s)" />}
        </>
      }
      onClearFilters={() => {
        setFilters(DEFAULT_CASH_FILTERS);
        scope?.reset();
      }}
      onRefresh={onRefresh}
      exports={
        <>
          <button type="button" className={styles.exportButton} onClick={() => setExportKind('EXCEL')}>
            GERAR EXCEL
          </button>
          {txtCompanies && (
            <button type="button" className={styles.exportButton} onClick={() => setExportKind('TXT')}>
              GERAR TXT
            </button>
          )}
        </>
      }
      isFetching={isFetching}
      dialogs={
        <ExportDialog
          kind={exportKind}
          companies={exportKind === 'TXT' && txtCompanies ? txtCompanies : companies}
          hasCompanyField={scope !== undefined}
          initialStart={formatDate(period.range.start)}
          initialEnd={formatDate(period.range.end)}
          onClose={() => setExportKind(null)}
        />
      }
    >
      <CashBoard period={period} entries={shown} displayField={scope?.displayField ?? 'customerReference'} />
    </CalendarFrame>
  );
};
