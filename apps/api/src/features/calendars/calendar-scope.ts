import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { badRequest } from '../../lib/app-error.ts';
import { requireOwnCompanies } from '../../lib/company-scope.ts';
import { businessDayOf, type TDayRange } from '../../lib/business-day.ts';

/** Longest period a calendar call answers (a year, leap day included): bounds every query and export. */
const MAX_PERIOD_DAYS = 366;

const COMPANY_OUT_OF_SCOPE = 'Você não tem acesso a uma ou mais empresas informadas em customerIds.';
const PERIOD_TOO_LONG = `O período pode ter no máximo ${MAX_PERIOD_DAYS} dias.`;

/** The requested customerIds, every one among the caller's companies (403 otherwise). */
export const resolveCompanyIds = (
  callerCompanyIds: readonly number[],
  customerIds: readonly number[],
): number[] =>
  requireOwnCompanies({
    companyIds: callerCompanyIds,
    requestedIds: customerIds,
    message: () => COMPANY_OUT_OF_SCOPE,
  });

/**
 * The calendar day of a period bound: its own date part when it has no zone (`2026-11-30T23:59:59`,
 * the spec's format), the São Paulo day of the instant when it carries one (`…Z`, `…-03:00`).
 */
export const toBusinessDay = (value: string): string => {
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return value.slice(0, 10);
  return businessDayOf(new Date(value));
};

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The period as whole calendar days, both ends included; 400 when reversed or longer than a year. */
export const toDayRange = (startDate: string, endDate: string): TDayRange => {
  const fromDay = toBusinessDay(startDate);
  const toDay = toBusinessDay(endDate);
  if (toDay < fromDay)
    throw badRequest(END_BEFORE_START_MESSAGE, [
      { path: 'query.endDate', message: END_BEFORE_START_MESSAGE },
    ]);
  if (dayNumber(toDay) - dayNumber(fromDay) + 1 > MAX_PERIOD_DAYS) {
    throw badRequest(PERIOD_TOO_LONG, [{ path: 'query.endDate', message: PERIOD_TOO_LONG }]);
  }
  return { fromDay, toDay };
};

/** The checked scope of a calendar call: the requested companies (403 outside the caller's) and the days. */
export const resolveCalendarScope = (options: {
  companyIds: readonly number[];
  customerIds: readonly number[];
  startDate: string;
  endDate: string;
}): TDayRange & { companyIds: number[] } => ({
  companyIds: resolveCompanyIds(options.companyIds, options.customerIds),
  ...toDayRange(options.startDate, options.endDate),
});
