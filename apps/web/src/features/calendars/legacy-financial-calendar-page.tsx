import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { legacyCashCalendarQueryOptions } from './api/get-cash-calendar.ts';
import { CashCalendarFrame } from './financial/cash-calendar-frame.tsx';
import { entriesFromLegacyProcesses } from './financial/cash-entries.ts';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

/**
 * /financeiro/previsao-numerario: the earlier variant (spec §2.3, last paragraph). Same board,
 * monthly by default, filters type and cash status, all the user's companies, and the period
 * sheet export (the EXCEL route's spreadsheet; docs/decisions/0053-calendar-screens.md).
 */
export const LegacyFinancialCalendarPage = () => {
  const { companies } = useSession();
  const customerIds = useMemo(() => companies.map((company) => company.id), [companies]);
  const period = useCalendarPeriod('month');
  // Deferred: a month's entries are rendered a slice at a time, not in one long task (phone speed).
  const query = useDeferredValue(useQuery(legacyCashCalendarQueryOptions(customerIds, period.periodQuery)));
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () =>
      query.data && !query.isError
        ? entriesFromLegacyProcesses(query.data, period.startKey, period.endKey)
        : [],
    [query.data, query.isError, period.startKey, period.endKey],
  );

  return (
    <CashCalendarFrame
      title={routes.FinanceiroPrevisaoNumerario.title}
      period={period}
      entries={entries}
      isFetching={query.isFetching}
      onRefresh={() => void query.refetch()}
      companies={companies}
    />
  );
};
