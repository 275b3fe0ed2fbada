import { useMemo, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useLegacyCashCalendarQuery } from './api/get-legacy-cash-calendar.ts';
import { CalendarFrame } from './calendar-frame.tsx';
import styles from './calendar-page.module.css';
import { FiltersMenu } from './filters-menu.tsx';
import { CashBoard } from './financial/cash-board.tsx';
import {
  DEFAULT_CASH_FILTERS,
  entriesFromLegacyProcesses,
  filterCashEntries,
  type TCashFilters,
} from './financial/cash-entries.ts';
import { cashFilterGroups } from './financial/cash-filter-groups.ts';
import { ExportDialog, type TExportKind } from './financial/export-dialog.tsx';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

/**
 * /financeiro/previsao-numerario: the earlier variant (spec §2.3, last paragraph). Same board,
 * monthly by default, filters type and cash status, all the user's companies, and the period
 * sheet export (calendario-financeiro.xlsx through the EXCEL route; docs/decisions.md).
 */
export const LegacyFinancialCalendarPage = () => {
  const { companies } = useSession();
  const customerIds = useMemo(() => companies.map((company) => company.id), [companies]);
  const period = useCalendarPeriod('month');
  const [filters, setFilters] = useState<TCashFilters>(DEFAULT_CASH_FILTERS);
  const [exportKind, setExportKind] = useState<TExportKind | null>(null);
  const query = useLegacyCashCalendarQuery({ customerIds, ...period.periodQuery });
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () =>
      query.data && !query.isError
        ? filterCashEntries(entriesFromLegacyProcesses(query.data, period.startKey, period.endKey), filters)
        : [],
    [query.data, query.isError, filters, period.startKey, period.endKey],
  );

  return (
    <CalendarFrame
      title={routes.FinanceiroPrevisaoNumerario.title}
      breadcrumb={['Portal dos Clientes', 'Calendário Financeiro']}
      period={period}
      filters={
        <FiltersMenu
          view={period.view}
          onViewChange={period.setView}
          groups={cashFilterGroups(filters, (patch) => setFilters((current) => ({ ...current, ...patch })))}
        />
      }
      onClearFilters={() => setFilters(DEFAULT_CASH_FILTERS)}
      onRefresh={() => void query.refetch()}
      exports={
        <button type="button" className={styles.exportButton} onClick={() => setExportKind('EXCEL')}>
          GERAR EXCEL
        </button>
      }
      isFetching={query.isFetching}
      dialogs={
        <ExportDialog
          kind={exportKind}
          companies={companies}
          hasCompanyField={false}
          initialStart={formatDate(period.range.start)}
          initialEnd={formatDate(period.range.end)}
          onClose={() => setExportKind(null)}
        />
      }
    >
      <CashBoard period={period} entries={entries} displayField="customerReference" />
    </CalendarFrame>
  );
};
