import { resolveScope, type TEntitlementRule, type TPeriodScope } from '../../core/scope/resolve-scope.ts';

/** Longest period a calendar call answers (a year, leap day included): bounds every query and export. */
const MAX_PERIOD_DAYS = 366;

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
    period: { start: options.startDate, end: options.endDate, endField: 'endDate', maxDays: MAX_PERIOD_DAYS },
    ...(options.entitlement ? { entitlement: options.entitlement } : {}),
  });
