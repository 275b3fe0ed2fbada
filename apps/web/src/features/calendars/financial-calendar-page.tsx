import { useMemo, useState } from 'react';
import { CompanySelect, scopeIds } from '../../components/company-select/company-select.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useCashCalendarQuery } from './api/get-cash-calendar.ts';
import { canExportCashCalendarTxt, txtExportCompanies } from './calendar-permissions.ts';
import styles from './calendar-page.module.css';
import type { TDisplayField } from './display-field.ts';
import { DisplayMenu } from './display-menu.tsx';
import { FiltersMenu } from './filters-menu.tsx';
import { CashBoard } from './financial/cash-board.tsx';
import {
  DEFAULT_CASH_FILTERS,
  entriesFromCashDays,
  filterCashEntries,
  type TCashFilters,
} from './financial/cash-entries.ts';
import { cashFilterGroups } from './financial/cash-filter-groups.ts';
import { ExportDialog, type TExportKind } from './financial/export-dialog.tsx';
import { PageHeader } from './page-header.tsx';
import { PeriodNav } from './period-nav.tsx';
import { CalendarTooltipProvider } from './grid/calendar-tooltip.tsx';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export const FINANCIAL_TITLE = 'Previsão Financeira';
const DEFAULT_DISPLAY: TDisplayField = 'customerReference';

/** /financeiro/previsao-numerario-novo: the financial forecast calendar (spec part 2 §2.3). */
export const FinancialCalendarPage = () => {
  const { companies } = useSession();
  const period = useCalendarPeriod('month');
  const [filters, setFilters] = useState<TCashFilters>(DEFAULT_CASH_FILTERS);
  const [displayField, setDisplayField] = useState<TDisplayField>(DEFAULT_DISPLAY);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [exportKind, setExportKind] = useState<TExportKind | null>(null);
  // Nothing ticked means every company: the calendars always send the user's scope (spec §6).
  const customerIds = scopeIds(companies, selectedIds);
  const query = useCashCalendarQuery({ customerIds, ...period.periodQuery });
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () => (query.data && !query.isError ? filterCashEntries(entriesFromCashDays(query.data), filters) : []),
    [query.data, query.isError, filters],
  );
  const txtCompanies = txtExportCompanies(companies);

  const clearFilters = () => {
    setFilters(DEFAULT_CASH_FILTERS);
    setDisplayField(DEFAULT_DISPLAY);
    setSelectedIds([]);
  };

  return (
    <CalendarTooltipProvider>
      <section className={styles.page} aria-label={FINANCIAL_TITLE}>
        <PageHeader title={FINANCIAL_TITLE} breadcrumb={['Portal dos Clientes', 'Calendário Financeiro']} />
        <div className={styles.panel}>
          <div className={styles.toolbar}>
            <FiltersMenu
              view={period.view}
              onViewChange={period.setView}
              groups={cashFilterGroups(filters, (patch) =>
                setFilters((current) => ({ ...current, ...patch })),
              )}
            />
            <DisplayMenu value={displayField} onChange={setDisplayField} />
            <CompanySelect
              label="SELECIONAR EMPRESA(s)"
              companies={companies}
              selectedIds={selectedIds}
              onChange={setSelectedIds}
            />
            <button type="button" className={styles.secondaryButton} onClick={clearFilters}>
              Limpar filtros
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => void query.refetch()}>
              Atualizar
            </button>
            <div className={styles.toolbarEnd}>
              <button type="button" className={styles.exportButton} onClick={() => setExportKind('EXCEL')}>
                GERAR EXCEL
              </button>
              {canExportCashCalendarTxt(companies) && (
                <button type="button" className={styles.exportButton} onClick={() => setExportKind('TXT')}>
                  GERAR TXT
                </button>
              )}
            </div>
          </div>
          <div className={styles.periodRow}>
            <PeriodNav period={period} />
          </div>
          <CashBoard period={period} entries={entries} displayField={displayField} />
          <LoadingOverlay isVisible={query.isFetching} variant="container" label="Carregando calendário" />
        </div>
        <ExportDialog
          kind={exportKind}
          companies={exportKind === 'TXT' ? txtCompanies : companies}
          hasCompanyField
          initialStart={formatDate(period.range.start)}
          initialEnd={formatDate(period.range.end)}
          onClose={() => setExportKind(null)}
        />
      </section>
    </CalendarTooltipProvider>
  );
};
