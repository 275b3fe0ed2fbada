import { useMemo, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { canExportCashCalendarTxt, txtExportCompanies } from '../../lib/permissions.ts';
import { useCashCalendarQuery } from './api/get-cash-calendar.ts';
import { CalendarFrame } from './calendar-frame.tsx';
import styles from './calendar-page.module.css';
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
import { ScopeControls } from './scope-controls.tsx';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useCalendarScope } from './use-calendar-scope.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export const FINANCIAL_TITLE = 'Previsão Financeira';

/** /financeiro/previsao-numerario-novo: the financial forecast calendar (spec part 2 §2.3). */
export const FinancialCalendarPage = () => {
  const scope = useCalendarScope('customerReference');
  const { companies } = scope;
  const period = useCalendarPeriod('month');
  const [filters, setFilters] = useState<TCashFilters>(DEFAULT_CASH_FILTERS);
  const [exportKind, setExportKind] = useState<TExportKind | null>(null);
  const query = useCashCalendarQuery({ customerIds: scope.customerIds, ...period.periodQuery });
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () => (query.data && !query.isError ? filterCashEntries(entriesFromCashDays(query.data), filters) : []),
    [query.data, query.isError, filters],
  );
  const txtCompanies = txtExportCompanies(companies);

  return (
    <CalendarFrame
      title={FINANCIAL_TITLE}
      breadcrumb={['Portal dos Clientes', 'Calendário Financeiro']}
      period={period}
      filters={
        <>
          <FiltersMenu
            view={period.view}
            onViewChange={period.setView}
            groups={cashFilterGroups(filters, (patch) => setFilters((current) => ({ ...current, ...patch })))}
          />
          <ScopeControls scope={scope} companyLabel="SELECIONAR EMPRESA(s)" />
        </>
      }
      onClearFilters={() => {
        setFilters(DEFAULT_CASH_FILTERS);
        scope.reset();
      }}
      onRefresh={() => void query.refetch()}
      exports={
        <>
          <button type="button" className={styles.exportButton} onClick={() => setExportKind('EXCEL')}>
            GERAR EXCEL
          </button>
          {canExportCashCalendarTxt(companies) && (
            <button type="button" className={styles.exportButton} onClick={() => setExportKind('TXT')}>
              GERAR TXT
            </button>
          )}
        </>
      }
      isFetching={query.isFetching}
      dialogs={
        <ExportDialog
          kind={exportKind}
          companies={exportKind === 'TXT' ? txtCompanies : companies}
          hasCompanyField
          initialStart={formatDate(period.range.start)}
          initialEnd={formatDate(period.range.end)}
          onClose={() => setExportKind(null)}
        />
      }
    >
      <CashBoard period={period} entries={entries} displayField={scope.displayField} />
    </CalendarFrame>
  );
};
