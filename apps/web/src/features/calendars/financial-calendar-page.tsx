import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { canExportCashCalendarTxt, txtExportCompanies } from '../../lib/permissions.ts';
import { routes } from '../../lib/routes.ts';
import { cashCalendarQueryOptions } from './api/get-cash-calendar.ts';
import { CashCalendarFrame } from './financial/cash-calendar-frame.tsx';
import { entriesFromCashDays } from './financial/cash-entries.ts';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useCalendarScope } from './use-calendar-scope.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

/** /financeiro/previsao-numerario-novo: the financial forecast calendar (spec part 2 §2.3). */
export const FinancialCalendarPage = () => {
  const scope = useCalendarScope('customerReference');
  const { companies } = scope;
  const period = useCalendarPeriod('month');
  // Deferred: a month's entries are rendered a slice at a time, not in one long task (phone speed).
  const query = useDeferredValue(useQuery(cashCalendarQueryOptions(scope.customerIds, period.periodQuery)));
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () => (query.data && !query.isError ? entriesFromCashDays(query.data) : []),
    [query.data, query.isError],
  );

  return (
    <CashCalendarFrame
      title={routes.FinanceiroPrevisaoNumerarioNovo.title}
      period={period}
      entries={entries}
      isFetching={query.isFetching}
      onRefresh={() => void query.refetch()}
      scope={scope}
      companies={companies}
      txtCompanies={canExportCashCalendarTxt(companies) ? txtExportCompanies(companies) : undefined}
    />
  );
};
