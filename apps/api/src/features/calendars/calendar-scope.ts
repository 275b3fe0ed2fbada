import { ENTRIES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { resolveScope, type TEntitlementRule, type TPeriodScope } from '../../core/scope/resolve-scope.ts';

export type TCalendarRequest = {
  callerCompanyIds: readonly number[];
  customerIds: readonly number[];
  startDate: string;
  endDate: string;
};

/** The checked scope of a calendar call: the requested companies (403 outside the caller's) and the days. */
export const resolveCalendarScope = (
  options: TCalendarRequest & { entitlement?: TEntitlementRule },
): TPeriodScope =>
  resolveScope({
    callerCompanyIds: options.callerCompanyIds,
    requested: { field: 'customerIds', ids: options.customerIds },
    outsideMessage: 'generic',
    period: {
      start: options.startDate,
      end: options.endDate,
      endField: 'endDate',
      maxDays: ENTRIES_PERIOD_MAX_DAYS,
    },
    ...(options.entitlement ? { entitlement: options.entitlement } : {}),
  });
