import { useQuery } from '@tanstack/react-query';
import { getCashCalendarCall } from '@pc/contract/cash-calendar';
import { useMemo } from 'react';
import { callQueryOptions, selectData } from '../../lib/call-query-options.ts';
import { canExportCashCalendarTxt, txtExportCompanies } from '../../lib/permissions.ts';
import { routes } from '../../lib/routes.ts';
import { calendarQuery } from './calendar-query.ts';
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
  const query = useQuery({
    // Spec §7: every category; the Tipo/Status filters apply on the screen.
    ...callQueryOptions(getCashCalendarCall, {
      query: { ...calendarQuery(scope.customerIds, period.periodQuery), type: 'SCREEN', category: 'TODOS' },
    }),
    enabled: scope.customerIds.length > 0,
    select: selectData,
  });
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
